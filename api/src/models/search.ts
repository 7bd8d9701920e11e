// The header search (part 1 §2/§7): accounts and posts, accent- and case-insensitive.
// Accounts match by substring (LIKE on the trigram-indexed normalised name) or by word
// similarity, so a typo still finds them; posts match by Spanish full text (so
// "vestido" finds "Vestidos") or by a substring of their title.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { StoredImage } from '../db/columns';
import type { SearchPost, SearchUser, TagCandidate } from '../schemas/social';
import { found, matchCount, type Found } from './paginate';
import { likePattern, nameSearch, postDocument, postTitleSearch, prefixPattern, usernameSearch } from './search-text';
import { profileShownTo, shownTo } from './visibility';

interface UserSearch {
  query: string;
  byFullName: boolean;
  byUsername: boolean;
  limit: number;
}

export async function searchUsers(db: Kysely<Database>, search: UserSearch): Promise<Found<SearchUser>> {
  if (!search.byFullName && !search.byUsername) return { items: [], total: 0 };
  const pattern = likePattern(search.query);
  const q = sql<string>`normalize_search(${search.query})`;
  const conditions = [
    ...(search.byUsername ? [sql<boolean>`${usernameSearch('u')} like ${pattern}`] : []),
    ...(search.byFullName
      ? [sql<boolean>`${nameSearch('u')} like ${pattern}`, sql<boolean>`${q} <% ${nameSearch('u')}`]
      : []),
  ];
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.company_name',
      'u.role',
      'u.professional_type',
      'u.professional_title',
      'u.city',
      'u.country',
      'u.profile_picture',
      'u.show_name_company',
      matchCount.as('total'),
    ])
    .where(sql<boolean>`(${sql.join(conditions, sql` or `)})`)
    .where(profileShownTo('u'))
    // Exact usernames first, then the closest names.
    .orderBy(sql`${usernameSearch('u')} = ${q}`, 'desc')
    .orderBy(sql`greatest(similarity(${usernameSearch('u')}, ${q}), word_similarity(${q}, ${nameSearch('u')}))`, 'desc')
    .orderBy('u.username')
    .limit(search.limit)
    .execute();
  return found(rows, (row) => ({
    _id: row.id,
    username: row.username,
    fullName: row.full_name,
    companyName: row.company_name,
    role: row.role,
    professionalType: row.professional_type,
    professionalTitle: row.professional_title,
    city: row.city,
    country: row.country,
    profile: { profilePicture: row.profile_picture },
    showNameCompany: row.show_name_company,
  }));
}

interface PostSearch {
  query: string;
  /** Posts whose title, description or tags match. */
  includePosts: boolean;
  /** Posts of the accounts whose username or name matches. */
  includeUserPosts: boolean;
  limit: number;
}

export async function searchPosts(db: Kysely<Database>, search: PostSearch): Promise<Found<SearchPost>> {
  if (!search.includePosts && !search.includeUserPosts) return { items: [], total: 0 };
  const pattern = likePattern(search.query);
  const tsQuery = sql`plainto_tsquery('spanish', normalize_search(${search.query}))`;
  const conditions = [
    ...(search.includePosts
      ? [sql<boolean>`${postDocument('p')} @@ ${tsQuery}`, sql<boolean>`${postTitleSearch('p')} like ${pattern}`]
      : []),
    ...(search.includeUserPosts
      ? [sql<boolean>`${usernameSearch('u')} like ${pattern}`, sql<boolean>`${nameSearch('u')} like ${pattern}`]
      : []),
  ];
  const rows = await db
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.images',
      'p.tags',
      'p.created_at',
      'u.id as user_id',
      'u.username',
      'u.full_name',
      'u.company_name',
      'u.profile_picture',
      matchCount.as('total'),
    ])
    .where(sql<boolean>`(${sql.join(conditions, sql` or `)})`)
    .where(shownTo('p'))
    .orderBy(sql`ts_rank(${postDocument('p')}, ${tsQuery})`, 'desc')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(search.limit)
    .execute();
  return found(rows, toSearchPost);
}

interface PostRow {
  id: string;
  title: string;
  description: string | null;
  images: StoredImage[];
  tags: string[];
  created_at: Date;
  user_id: string;
  username: string;
  full_name: string | null;
  company_name: string | null;
  profile_picture: string | null;
}

function toSearchPost(row: PostRow): SearchPost {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    mainImage: row.images[0]?.url ?? '',
    images: row.images.map((image) => image.url),
    tags: row.tags,
    createdAt: row.created_at.toISOString(),
    user: {
      _id: row.user_id,
      username: row.username,
      fullName: row.full_name,
      companyName: row.company_name,
      profile: { profilePicture: row.profile_picture },
    },
    imageDetails: row.images,
  };
}

/** GET /api/users/searchUsers: accounts to tag in a post, usernames starting with the term first. */
export async function tagCandidates(db: Kysely<Database>, term: string, limit: number): Promise<TagCandidate[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.full_name', 'u.profile_picture'])
    .where(
      sql<boolean>`(${usernameSearch('u')} like ${likePattern(term)} or ${nameSearch('u')} like ${likePattern(term)})`,
    )
    .where(profileShownTo('u'))
    .orderBy(sql`${usernameSearch('u')} like ${prefixPattern(term)}`, 'desc')
    .orderBy(sql`length(u.username)`)
    .orderBy('u.username')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    username: row.username,
    fullName: row.full_name,
    profile: { profilePicture: row.profile_picture },
  }));
}
