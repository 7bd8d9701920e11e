// Institutions (professionalType 4 accounts) for the "Estudiar moda" screen: profile facts,
// the centre type (public or private) kept in institution_details, and their public
// programmes, all in one statement per page (no query per institution), filtered by the
// database.
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database';
import type { Database, SocialLinks } from '../db/tables';
import type {
  Category,
  CenterType,
  EducationLevel,
  EducationType,
  InstitutionObject,
  Modality,
} from '../schemas/educational-offer';
import type { PageRequest } from '../schemas/common';
import { displayName } from './display-name';
import { paginate, type Page } from './paginate';
import { likePattern } from './search-text';
import { profileShownTo } from './visibility';

/** Until an institution says otherwise: most fashion schools are private. */
const DEFAULT_CENTER_TYPE: CenterType = 'private';

/** Conditions on `u` (users), `d` (institution_details) and `o` (educational_offers) of the query they go into. */
const eb = expressionBuilder<
  Database & { u: Database['users']; d: Database['institution_details']; o: Database['educational_offers'] },
  'u' | 'd' | 'o'
>();

const IS_INSTITUTION = eb.and([eb('u.role', '=', sql.lit('Profesional')), eb('u.professional_type', '=', sql.lit(4))]);
/** The public programmes of the institution `u` (literal statuses: the partial index applies). */
const OWN_PUBLIC_PROGRAMME = eb.and([
  eb('o.user_id', '=', eb.ref('u.id')),
  eb('o.status', 'in', [sql.lit<'accepted'>('accepted'), sql.lit<'active'>('active')]),
  eb('o.hidden_at', 'is', null),
]);
const CENTER_TYPE = eb.fn.coalesce('d.center_type', eb.val(DEFAULT_CENTER_TYPE));

/** normalize_search (migration 0004): lower case, accents removed. */
const normalized = (value: 'u.city' | 'u.country' | Expression<string>) => eb.fn<string>('normalize_search', [value]);

/** The programme types of each level (CONTRACT.md); no programme type is a doctorate. */
const LEVEL_TYPES: Record<EducationLevel, readonly EducationType[]> = {
  'Grado o licenciatura': ['Grado'],
  'Máster o posgrado': ['Máster'],
  'Doctorado o investigación': [],
  FP: ['FP'],
  'Cursos talleres': ['Curso', 'Taller'],
  Certificaciones: ['Certificación'],
};

/** The directory's filters (extensions); blank texts filter nothing. */
export interface InstitutionFilters {
  /** Part of the name shown or of the city. */
  search?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  type?: CenterType | undefined;
  /** Each of these: at least one public programme of that kind (not necessarily the same one). */
  level?: EducationLevel | undefined;
  modality?: Modality | undefined;
  category?: Category | undefined;
}

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
      CENTER_TYPE.as('center_type'),
      // A correlated aggregate: the database gathers each institution's programmes
      // while it reads the page.
      jsonArrayFrom(
        eb
          .selectFrom('educational_offers as o')
          .select([
            'o.education_type as educationType',
            'o.modality',
            'o.category',
            'o.id as _id',
            'o.program_name as programName',
          ])
          .where(OWN_PUBLIC_PROGRAMME)
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc'),
      ).as('programs'),
    ])
    .where(IS_INSTITUTION)
    .where(profileShownTo('u'));
}

type InstitutionRow = Awaited<ReturnType<ReturnType<typeof selectInstitutions>['executeTakeFirstOrThrow']>>;

/** Verified institutions passing the filters, by name, one page, with how many pass. */
export async function listInstitutions(
  db: Db,
  request: PageRequest & InstitutionFilters,
): Promise<Page<InstitutionObject>> {
  let rows = selectInstitutions(db).where('u.is_verificated_profesional', '=', true);
  for (const condition of filterConditions(request)) rows = rows.where(condition);
  const ordered = rows.orderBy(eb.fn('lower', [displayName('u')])).orderBy('u.id');
  // paginate counts these rows with the selection (the programmes' aggregate) cleared; the
  // left join of institution_details adds no row (one per account at most).
  const { items, info } = await paginate(ordered, request);
  return { items: items.map(toInstitution), info };
}

/** The filters as conditions on `u` (users) and `d` (institution_details). */
function filterConditions(filters: InstitutionFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    where.push(eb.or([eb(normalized(displayName('u')), 'like', pattern), eb(normalized('u.city'), 'like', pattern)]));
  }
  const country = filters.country?.trim();
  if (country) where.push(eb(normalized('u.country'), '=', normalized(eb.val(country))));
  const city = filters.city?.trim();
  if (city) where.push(eb(normalized('u.city'), '=', normalized(eb.val(city))));
  if (filters.type) where.push(eb(CENTER_TYPE, '=', filters.type));
  if (filters.level) where.push(hasProgrammeOfType(LEVEL_TYPES[filters.level]));
  if (filters.modality) where.push(hasProgramme(eb('o.modality', '=', filters.modality)));
  if (filters.category) where.push(hasProgramme(eb('o.category', '=', filters.category)));
  return where;
}

const hasProgramme = (condition: Expression<SqlBool>) =>
  eb.exists(
    eb.selectFrom('educational_offers as o').select(eb.lit(1).as('one')).where(OWN_PUBLIC_PROGRAMME).where(condition),
  );

/** `in ()` is not SQL: a level without programme types matches nothing. */
const hasProgrammeOfType = (types: readonly EducationType[]) =>
  types.length ? hasProgramme(eb('o.education_type', 'in', types)) : eb.lit(false);

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
