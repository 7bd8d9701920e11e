/**
 * The REST value of each graph value: a domain's table of REST → graph enum values read
 * backwards, so each pair is written once.
 */
export function reverseTable<R extends string, G extends string>(table: Record<R, G>): Record<G, R> {
  return Object.fromEntries(Object.entries(table).map(([rest, graph]) => [graph, rest])) as Record<G, R>;
}
