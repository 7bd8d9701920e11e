// Accent- and case-insensitive text matching, written the way the migration 0002
// indexes it (normalize_search + pg_trgm / Spanish full text), so the planner can use
// those indexes.
import { sql, type RawBuilder } from 'kysely';

/** `%text%` for LIKE against a normalize_search(...) expression; LIKE's wildcards are escaped. */
export function likePattern(text: string): RawBuilder<string> {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`'%' || normalize_search(${escaped}) || '%'`;
}

/** `text%`: the same, anchored at the start. */
export function prefixPattern(text: string): RawBuilder<string> {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`normalize_search(${escaped}) || '%'`;
}

/** The indexed "name" of an account: full name for people, company name for organisations. */
export function nameSearch(alias: string): RawBuilder<string> {
  return sql<string>`normalize_search(coalesce(${sql.ref(`${alias}.full_name`)}, '') || ' ' || coalesce(${sql.ref(`${alias}.company_name`)}, ''))`;
}

export function usernameSearch(alias: string): RawBuilder<string> {
  return sql<string>`normalize_search(${sql.ref(`${alias}.username`)})`;
}

/** The indexed Spanish document of a post: title, description and tags. */
export function postDocument(alias: string): RawBuilder<string> {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<string>`to_tsvector('spanish', normalize_search(${ref('title')} || ' ' || coalesce(${ref('description')}, '') || ' ' || ${ref('tags')}::text))`;
}

export function postTitleSearch(alias: string): RawBuilder<string> {
  return sql<string>`normalize_search(${sql.ref(`${alias}.title`)})`;
}
