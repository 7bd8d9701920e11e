// Institutions (professionalType 4 accounts) for the "Estudiar moda" screen: profile facts,
// the centre type (public or private) kept in institution_details, and their public
// programmes, all in one statement per page (no query per institution), filtered by the
// database.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { SocialLinks } from '../db/tables';
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

/** Until an institution says otherwise: most fashion schools are private. */
const DEFAULT_CENTER_TYPE: CenterType = 'private';

type Program = InstitutionObject['programs'][number];

const IS_INSTITUTION = sql<SqlBool>`u.role = 'Profesional' and u.professional_type = 4`;
/** The public programmes of the institution `u` (literal statuses: the partial index applies). */
const OWN_PUBLIC_PROGRAMME = sql<SqlBool>`o.user_id = u.id and o.status in ('accepted', 'active')`;
const CENTER_TYPE = sql<CenterType>`coalesce(d.center_type, ${DEFAULT_CENTER_TYPE})`;

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
      sql<Program[]>`coalesce((
        select jsonb_agg(jsonb_build_object(
          'educationType', o.education_type, 'modality', o.modality, 'category', o.category,
          '_id', o.id, 'programName', o.program_name
        ) order by o.created_at desc, o.id desc)
        from educational_offers o
        where ${OWN_PUBLIC_PROGRAMME}
      ), '[]'::jsonb)`.as('programs'),
    ])
    .where(IS_INSTITUTION);
}

type InstitutionRow = Awaited<ReturnType<ReturnType<typeof selectInstitutions>['executeTakeFirstOrThrow']>>;

/** Verified institutions passing the filters, by name, one page, with how many pass. */
export async function listInstitutions(
  db: Db,
  request: PageRequest & InstitutionFilters,
): Promise<Page<InstitutionObject>> {
  let rows = selectInstitutions(db).where('u.is_verificated_profesional', '=', true);
  for (const condition of filterConditions(request)) rows = rows.where(condition);
  const ordered = rows.orderBy(sql`lower(${displayName('u')})`).orderBy('u.id');
  // paginate counts these rows with the selection (the programmes' aggregate) cleared; the
  // left join of institution_details adds no row (one per account at most).
  const { items, info } = await paginate(ordered, request);
  return { items: items.map(toInstitution), info };
}

/** The filters as SQL conditions on `u` (users) and `d` (institution_details). */
function filterConditions(filters: InstitutionFilters): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    where.push(
      sql<SqlBool>`(normalize_search(${displayName('u')}) like ${pattern} or normalize_search(u.city) like ${pattern})`,
    );
  }
  const country = filters.country?.trim();
  if (country) where.push(sql<SqlBool>`normalize_search(u.country) = normalize_search(${country})`);
  const city = filters.city?.trim();
  if (city) where.push(sql<SqlBool>`normalize_search(u.city) = normalize_search(${city})`);
  if (filters.type) where.push(sql<SqlBool>`${CENTER_TYPE} = ${filters.type}`);
  if (filters.level) where.push(hasProgrammeOfType(LEVEL_TYPES[filters.level]));
  if (filters.modality) where.push(hasProgramme(sql<SqlBool>`o.modality = ${filters.modality}`));
  if (filters.category) where.push(hasProgramme(sql<SqlBool>`o.category = ${filters.category}`));
  return where;
}

const hasProgramme = (condition: RawBuilder<SqlBool>) =>
  sql<SqlBool>`exists (select 1 from educational_offers o where ${OWN_PUBLIC_PROGRAMME} and ${condition})`;

/** `in ()` is not SQL: a level without programme types matches nothing. */
const hasProgrammeOfType = (types: readonly EducationType[]) =>
  types.length ? hasProgramme(sql<SqlBool>`o.education_type in (${sql.join(types)})`) : sql<SqlBool>`false`;

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
