// The creatives directory (part 2 §2 "Creativos", §7): accounts of role Creativo with
// the filters of the filter panel, paged by the database, newest work first.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/tables';
import type { StoredImage } from '../db/columns';
import type { PageRequest } from '../schemas/common';
import { AVAILABILITY_KEYS, type AvailabilityKey, type CreativeCard } from '../schemas/social';
import { paginate, type Page } from './paginate';
import { likePattern, nameSearch } from './search-text';
import { profileShownTo } from './visibility';

const CARD_TAGS = 3;

interface CreativeFilters {
  search?: string;
  city?: string;
  country?: string;
  school?: string;
  /** Each must be among the creative's skills (substring, ignoring case and accents). */
  skills: string[];
  software: string[];
  graduationYear?: string;
  /** A creativeType 1–5, or text matched against the professional title and tags. */
  professionalProfile?: string;
  availability: AvailabilityKey[];
  internships: boolean;
}

type Conditions = Expression<SqlBool>[];

function filterConditions(filters: CreativeFilters): Conditions {
  const conditions: Conditions = [sql<boolean>`u.role = 'Creativo'`];
  const has = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
  if (has(filters.search)) {
    const document = sql`normalize_search(u.username || ' ' || coalesce(u.professional_title, '') || ' ' || u.professional_tags::text || ' ' || u.skills::text)`;
    const pattern = likePattern(filters.search.trim());
    conditions.push(sql<boolean>`(${nameSearch('u')} like ${pattern} or ${document} like ${pattern})`);
  }
  conditions.push(...accountPlaceConditions(filters));
  for (const skill of filters.skills) conditions.push(listContains('skills', skill));
  for (const name of filters.software) conditions.push(listContains('software', name));
  if (has(filters.graduationYear)) {
    conditions.push(
      sql<boolean>`exists (select 1 from jsonb_array_elements(u.education) e where e->>'formationEndYear' = ${filters.graduationYear})`,
    );
  }
  if (has(filters.professionalProfile)) conditions.push(profileCondition(filters.professionalProfile.trim()));
  for (const key of filters.availability) conditions.push(flagSet(AVAILABILITY_KEYS[key], key));
  if (filters.internships) conditions.push(flagSet('contract', 'practicas'));
  return conditions;
}

/** Where an account (`u`) lives and studied, the filters of Creativos and the explorer. */
export interface AccountPlaceFilters {
  /** Whole, ignoring case and accents ("madrid" finds Madrid). */
  country?: string;
  city?: string;
  /** Contained in the onboarding study centre or an education entry's, ignoring case and accents. */
  school?: string;
}

/** The conditions of the filters that are set (blank ones are no filter), on the users row `u`. */
export function accountPlaceConditions({ country, city, school }: AccountPlaceFilters): Conditions {
  const conditions: Conditions = [];
  if (city?.trim()) conditions.push(sql<boolean>`normalize_search(u.city) = normalize_search(${city.trim()})`);
  if (country?.trim()) {
    conditions.push(sql<boolean>`normalize_search(u.country) = normalize_search(${country.trim()})`);
  }
  if (school?.trim()) conditions.push(schoolCondition(school.trim()));
  return conditions;
}

/** The study centre of onboarding or of any education entry. */
function schoolCondition(school: string): Expression<SqlBool> {
  const pattern = likePattern(school);
  return sql<boolean>`(normalize_search(u.institution) like ${pattern} or exists (
    select 1 from jsonb_array_elements(u.education) e
    where normalize_search(e->>'institution') like ${pattern} or normalize_search(e->>'otherInstitution') like ${pattern}
  ))`;
}

function listContains(column: 'skills' | 'software', value: string): Expression<SqlBool> {
  return sql<boolean>`exists (select 1 from jsonb_array_elements_text(${sql.ref(`u.${column}`)}) s where normalize_search(s) like ${likePattern(value)})`;
}

function profileCondition(profile: string): Expression<SqlBool> {
  if (/^[1-5]$/.test(profile)) return sql<boolean>`u.creative_type = ${Number(profile)}`;
  const pattern = likePattern(profile);
  return sql<boolean>`(normalize_search(u.professional_title) like ${pattern} or normalize_search(u.professional_tags::text) like ${pattern})`;
}

function flagSet(column: 'contract' | 'location_type', key: string): Expression<SqlBool> {
  return sql<boolean>`coalesce((${sql.ref(`u.${column}`)}->>${key})::boolean, false)`;
}

export async function creativesPage(
  db: Kysely<Database>,
  filters: CreativeFilters,
  request: PageRequest,
): Promise<Page<CreativeCard>> {
  const where = sql<SqlBool>`${sql.join([...filterConditions(filters), profileShownTo('u')], sql` and `)}`;
  const rows = db
    .selectFrom('users as u')
    // The newest post gives the card its background image (one index probe per creative).
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('posts as p')
          .select(['p.id', 'p.created_at', sql<StoredImage>`p.images -> 0`.as('main')])
          .whereRef('p.user_id', '=', 'u.id')
          .where('p.hidden_at', 'is', null)
          .orderBy('p.created_at', 'desc')
          .limit(1)
          .as('lp'),
      (join) => join.onTrue(),
    )
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.professional_title',
      'u.creative_type',
      'u.city',
      'u.country',
      'u.profile_picture',
      'u.professional_tags',
      'u.skills',
      'lp.id as post_id',
      'lp.main',
    ])
    .where(where)
    .orderBy(sql`lp.created_at desc nulls last`)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id');
  // Counted without the newest posts: one row per creative either way.
  const counted = db.selectFrom('users as u').where(where);
  const { items, info } = await paginate(rows, request, counted);
  return {
    info,
    items: items.map((row) => ({
      _id: row.id,
      username: row.username,
      fullName: row.full_name,
      professionalTitle: row.professional_title,
      creativeType: row.creative_type,
      city: row.city,
      country: row.country,
      profile: { profilePicture: row.profile_picture },
      professionalTags: row.professional_tags,
      skills: row.skills,
      // The card shows professional tags, else skills (part 2 §2).
      tags: (row.professional_tags.length > 0 ? row.professional_tags : row.skills).slice(0, CARD_TAGS),
      lastPost:
        row.post_id && row.main
          ? {
              _id: row.post_id,
              mainImage: row.main.url,
              width: row.main.width,
              height: row.main.height,
              variants: row.main.variants,
            }
          : null,
    })),
  };
}

/** Every country creatives live in, for the filter (whatever the other filters say). */
export async function creativeCountries(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('country')
    .distinct()
    .where('role', '=', 'Creativo')
    .where('country', 'is not', null)
    .orderBy('country')
    .execute();
  return rows.map((row) => row.country).filter((country): country is string => Boolean(country));
}
