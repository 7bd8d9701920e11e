import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getRelayEnvironment } from './environment';

/** What a route loader made by `queryLoader` returns. */
export interface RouteQueryData<T extends OperationType> {
  queryRef: PreloadedQuery<T>;
}

// One live reference per query: a new load (or a navigation that never mounted) disposes
// the previous one, so abandoned preloads do not stay retained in the store.
const liveRefs = new Map<GraphQLTaggedNode, PreloadedQuery<OperationType>>();

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
    liveRefs.get(query)?.dispose();
    liveRefs.set(query, queryRef as PreloadedQuery<OperationType>);
    return { queryRef };
  };
}

/** Reads the query that the route's `queryLoader` preloaded. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const { queryRef } = useLoaderData() as RouteQueryData<T>;
  return usePreloadedQuery<T>(query, queryRef);
}
