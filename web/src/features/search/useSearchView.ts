import { useState } from 'react';
import { useQueryLoader } from 'react-relay';
import type { SearchViewResultsQuery } from './__generated__/SearchViewResultsQuery.graphql';
import { searchViewQuery } from './SearchViewResults';
import { tabSizes, type SearchTab } from './searchGroups';

export interface SearchViewState {
  query: string;
  tab: SearchTab;
}

/**
 * The full-screen search view: which text and tab it shows, and its query, started when the
 * view opens or a tab is chosen (render-as-you-fetch). A tab seen before comes from the store.
 */
export function useSearchView() {
  const [queryRef, load, dispose] = useQueryLoader<SearchViewResultsQuery>(searchViewQuery);
  const [state, setState] = useState<SearchViewState | null>(null);

  function show(query: string, tab: SearchTab, fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network') {
    load({ query, ...tabSizes(tab) }, { fetchPolicy });
    setState({ query, tab });
  }

  return {
    state,
    queryRef,
    /** Opens the view, or another tab of it. */
    show,
    /** Asks the gateway again after a failure. */
    retry: () => state && show(state.query, state.tab, 'network-only'),
    close: () => {
      dispose();
      setState(null);
    },
  };
}
