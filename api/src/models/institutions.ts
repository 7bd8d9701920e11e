// Institutions (professionalType 4 accounts) for the "Estudiar moda" screen: profile facts,
// the centre type (public or private) kept in institution_details, and their public
// programmes, all in one statement per page (no query per institution).
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { SocialLinks } from '../db/tables';
import type { CenterType, InstitutionObject } from '../schemas/educational-offer';
import type { PageRequest } from '../schemas/common';
import { displayName } from './display-name';
import { paginate, type Page } from './paginate';

/** Until an institution says otherwise: most fashion schools are private. */
const DEFAULT_CENTER_TYPE: CenterType = 'private';

type Program = InstitutionObject['programs'][number];

const IS_INSTITUTION = sql<SqlBool>`u.role = 'Profesional' and u.professional_type = 4`;

function selectInstitutions(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('institution_details as d', 'd.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      displayName('u').as('name'),
      'u.profile_picture',
      'u.professional_title',
      'u.city',
      'u.country',
      'u.skills',
      'u.company_tags',
      'u.sitio_web',
      'u.social',
      sql<CenterType>`coalesce(d.center_type, ${DEFAULT_CENTER_TYPE})`.as('center_type'),
      // A correlated aggregate: the database gathers each institution's programmes
      // while it reads the page.
      sql<Program[]>`coalesce((
        select jsonb_agg(jsonb_build_object(
          'educationType', o.education_type, 'modality', o.modality, 'category', o.category,
          '_id', o.id, 'programName', o.program_name
        ) order by o.created_at desc, o.id desc)
        from educational_offers o
        where o.user_id = u.id and o.status in ('accepted', 'active')
      ), '[]'::jsonb)`.as('programs'),
    ])
    .where(IS_INSTITUTION);
}

type InstitutionRow = Awaited<ReturnType<ReturnType<typeof selectInstitutions>['executeTakeFirstOrThrow']>>;

/** Verified institutions, by name, one page. */
export async function listInstitutions(db: Db, request: PageRequest): Promise<Page<InstitutionObject>> {
  const rows = selectInstitutions(db)
    .where('u.is_verificated_profesional', '=', true)
    .orderBy(sql`lower(${displayName('u')})`)
    .orderBy('u.id');
  // Counted without the centre types and programmes: one row per account either way.
  const counted = db.selectFrom('users as u').where(IS_INSTITUTION).where('u.is_verificated_profesional', '=', true);
  const { items, info } = await paginate(rows, request, counted);
  return { items: items.map(toInstitution), info };
}

/** One institution account (verified or not); undefined for any other account. */
export async function findInstitution(db: Db, userId: string): Promise<InstitutionObject | undefined> {
  const row = await selectInstitutions(db).where('u.id', '=', userId).executeTakeFirst();
  return row && toInstitution(row);
}

/** Upsert: two saves at once leave one row holding the last value. */
export async function setCenterType(db: Db, userId: string, type: CenterType, now: Date): Promise<void> {
  await db
    .insertInto('institution_details')
    .values({ user_id: userId, center_type: type, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ center_type: type, updated_at: now }))
    .execute();
}

function toInstitution(row: InstitutionRow): InstitutionObject {
  const social = row.social as SocialLinks | null;
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    logo: row.profile_picture,
    professionalTitle: row.professional_title,
    location: { city: row.city, country: row.country },
    type: row.center_type,
    skills: [...new Set([...row.skills, ...row.company_tags])],
    website: row.sitio_web ?? social?.sitioWeb ?? null,
    programs: row.programs,
  };
}
