import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getRelayEnvironment } from './environment';

/** What a route loader made by `queryLoader` returns. */
export interface RouteQueryData<T extends OperationType> {
  queryRef: PreloadedQuery<T>;
}

// At most two live references per query: the one on screen and the one loading to replace
// it (a route shows the old data during the transition). A third load disposes the oldest,
// so abandoned preloads do not stay retained in the store.
const liveRefs = new Map<GraphQLTaggedNode, PreloadedQuery<OperationType>[]>();

/**
 * A react-router loader that starts the route's query before the route renders
 * (render-as-you-fetch). `variables` reads them from the URL.
 */
export function queryLoader<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => T['variables'] = () => ({}),
) {
  return (args: LoaderFunctionArgs): RouteQueryData<T> => {
    const queryRef = loadQuery<T>(getRelayEnvironment(), query, variables(args), {
      fetchPolicy: 'store-or-network',
    });
    const refs = liveRefs.get(query) ?? [];
    refs.push(queryRef as PreloadedQuery<OperationType>);
    while (refs.length > 2) refs.shift()?.dispose();
    liveRefs.set(query, refs);
    return { queryRef };
  };
}

/** Reads the query that the route's `queryLoader` preloaded. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const { queryRef } = useLoaderData() as RouteQueryData<T>;
  return usePreloadedQuery<T>(query, queryRef);
}
