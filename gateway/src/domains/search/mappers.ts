/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */

/** A search is its trimmed text: each group reads the one REST answer through the search loader. */
export type SearchResultsMapper = { query: string };
