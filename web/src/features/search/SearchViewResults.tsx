import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { ProtectedLink } from '../../components/ProtectedLink';
import { requireLoaded } from '../../lib/relay/environment';
import type { SearchViewResultsQuery } from './__generated__/SearchViewResultsQuery.graphql';
import type { useSearchGroups_search$key } from './__generated__/useSearchGroups_search.graphql';
import { FULL_VIEW_DESCRIPTION_LENGTH } from './searchRules';
import { GROUPS, TAB_LABELS, type SearchGroup, type SearchTab } from './searchGroups';
import { SearchTabs } from './SearchTabs';
import { useSearchGroups, type SearchResultGroup } from './useSearchGroups';
import styles from './SearchView.module.css';

/** A tab of the full view: one search call, whatever the tab (gateway/test/integration/search.test.ts). */
export const searchViewQuery = graphql`
  query SearchViewResultsQuery(
    $query: String!
    $users: Int!
    $posts: Int!
    $jobOffers: Int!
    $educationalOffers: Int!
  ) {
    search(query: $query) {
      ...useSearchGroups_search
        @arguments(users: $users, posts: $posts, jobOffers: $jobOffers, educationalOffers: $educationalOffers)
    }
  }
`;

interface SearchViewResultsProps {
  queryRef: PreloadedQuery<SearchViewResultsQuery>;
  /** The text searched, trimmed. */
  query: string;
  tab: SearchTab;
  onTab: (tab: SearchTab) => void;
  /** A result was opened. */
  onOpen: () => void;
}

/** The tabs with their counts and the chosen tab's results. */
export function SearchViewResults({ queryRef, ...props }: SearchViewResultsProps) {
  const { search } = usePreloadedQuery<SearchViewResultsQuery>(searchViewQuery, queryRef);
  // Null when the search failed upstream: the view's error state, as for a failed request.
  return <Results search={requireLoaded(search)} {...props} />;
}

function Results({
  search,
  query,
  tab,
  onTab,
  onOpen,
}: Omit<SearchViewResultsProps, 'queryRef'> & { search: useSearchGroups_search$key }) {
  const groups = useSearchGroups(search, { posts: FULL_VIEW_DESCRIPTION_LENGTH, offers: FULL_VIEW_DESCRIPTION_LENGTH });
  const panelId = useId();
  const tabId = (each: SearchTab) => `${panelId}-${each}`;
  const counts = Object.fromEntries(groups.map((group) => [group.group, group.totalCount])) as Record<
    SearchGroup,
    number
  >;
  const all = GROUPS.reduce((sum, group) => sum + counts[group], 0);
  const shown = tab === 'all' ? null : groups.find((group) => group.group === tab)!;
  return (
    <>
      <SearchTabs selected={tab} counts={{ all, ...counts }} onSelect={onTab} panelId={panelId} tabId={tabId} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className={styles.panel}>
        {all === 0 ? (
          <p className={styles.message}>{`No se encontraron resultados para «${query}».`}</p>
        ) : shown ? (
          <GroupTab group={shown} query={query} onOpen={onOpen} />
        ) : (
          groups
            .filter((group) => group.totalCount > 0)
            .map((group) => <GroupSection key={group.group} group={group} onTab={onTab} onOpen={onOpen} />)
        )}
      </div>
    </>
  );
}

function ResultList({ group, onOpen }: { group: SearchResultGroup; onOpen: () => void }) {
  return (
    <ul className={styles.list}>
      {group.items.map((item) => (
        <li key={item.id}>
          <ProtectedLink to={item.href} className={styles.result} onClick={onOpen}>
            {item.content}
          </ProtectedLink>
        </li>
      ))}
    </ul>
  );
}

/** 'Todos': a few of each group, with a way to the group's tab when it has more. */
function GroupSection({
  group,
  onTab,
  onOpen,
}: {
  group: SearchResultGroup;
  onTab: (tab: SearchTab) => void;
  onOpen: () => void;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {group.title} <span className={styles.count}>({group.totalCount})</span>
      </h3>
      <ResultList group={group} onOpen={onOpen} />
      {group.totalCount > group.items.length && (
        <button type="button" className={styles.seeAll} onClick={() => onTab(group.group)}>
          Ver {group.totalCount === 1 ? 'el resultado' : `los ${group.totalCount} resultados`} de {group.title}
        </button>
      )}
    </section>
  );
}

/** A group's tab: its best matches (at most 50, as the graph gives). */
function GroupTab({ group, query, onOpen }: { group: SearchResultGroup; query: string; onOpen: () => void }) {
  if (group.totalCount === 0) {
    return <p className={styles.message}>{`No hay ${TAB_LABELS[group.group].toLowerCase()} para «${query}».`}</p>;
  }
  return (
    <>
      <ResultList group={group} onOpen={onOpen} />
      {group.totalCount > group.items.length && (
        <p className={styles.note}>
          Se muestran los {group.items.length} resultados más relevantes de {group.totalCount}.
        </p>
      )}
    </>
  );
}
