import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from './postRules';

/** A people-search query: `peopleSearch(term: $term)` with what its screen shows. */
interface PeopleSearch<Person> extends OperationType {
  variables: { term: string };
  response: { readonly peopleSearch: ReadonlyArray<Person> };
}

/**
 * The accounts matching what was typed in a person card: asked 300 ms after the typing stops
 * and only from 2 characters on (part 2 §5); a failed search gives an empty list (part 2 §8).
 * `enabled` false (a name just chosen) asks nothing. `query` selects what the card shows.
 */
export function usePeopleSearch<Person>(query: GraphQLTaggedNode, text: string, enabled: boolean): readonly Person[] {
  const environment = useRelayEnvironment();
  const term = text.trim().replace(/^@/, '');
  const active = enabled && term.length >= SEARCH_MIN_CHARS;
  const [found, setFound] = useState<{ term: string; people: readonly Person[] }>({ term: '', people: [] });

  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<PeopleSearch<Person>>(environment, query, { term }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          (data) => current && setFound({ term, people: data?.peopleSearch ?? [] }),
          () => current && setFound({ term, people: [] }),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [active, environment, query, term]);

  // Results of an older term are not shown for a newer one.
  return active && found.term === term ? found.people : [];
}
