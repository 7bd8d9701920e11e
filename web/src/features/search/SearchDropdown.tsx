import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { ProtectedLink } from '../../components/ProtectedLink';
import type { SearchDropdownQuery } from './__generated__/SearchDropdownQuery.graphql';
import type { useSearchGroups_search$key } from './__generated__/useSearchGroups_search.graphql';
import { DROPDOWN_DESCRIPTION_LENGTH } from './searchRules';
import type { SearchGroup } from './searchGroups';
import { useSearchGroups } from './useSearchGroups';
import styles from './SearchDropdown.module.css';

/** Part 1 §9: at most 3 users, 3 posts, 2 job offers and 2 educational offers. */
export const searchDropdownQuery = graphql`
  query SearchDropdownQuery($query: String!) {
    search(query: $query) {
      ...useSearchGroups_search @arguments(users: 3, posts: 3, jobOffers: 2, educationalOffers: 2)
    }
  }
`;

/** The id of an option of the listbox, for aria-activedescendant. */
export const optionId = (listboxId: string, key: string) => `${listboxId}-${key}`;

export const SEARCH_FAILED = 'No se pudo realizar la búsqueda. Inténtalo de nuevo.';

interface SearchDropdownProps {
  queryRef: PreloadedQuery<SearchDropdownQuery>;
  listboxId: string;
  /** The option the arrow keys reached (aria-activedescendant). */
  activeId: string | null;
  /** '+N más': the group's tab of the full view. */
  onMore: (group: SearchGroup) => void;
  /** A result was opened. */
  onOpen: () => void;
}

/** The results under the header's search box, or the message that there are none or that the search failed. */
export function SearchDropdown({ queryRef, ...props }: SearchDropdownProps) {
  const { search } = usePreloadedQuery<SearchDropdownQuery>(searchDropdownQuery, queryRef);
  if (!search) return <DropdownMessage alert>{SEARCH_FAILED}</DropdownMessage>;
  return <DropdownResults search={search} query={queryRef.variables.query} {...props} />;
}

/** A line in place of the results: loading, nothing found, failure. */
export function DropdownMessage({ children, alert = false }: { children: string; alert?: boolean }) {
  return (
    <p className={styles.message} role={alert ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

function DropdownResults({
  search,
  query,
  listboxId,
  activeId,
  onMore,
  onOpen,
}: Omit<SearchDropdownProps, 'queryRef'> & { search: useSearchGroups_search$key; query: string }) {
  const groups = useSearchGroups(search, { posts: DROPDOWN_DESCRIPTION_LENGTH, offers: null }).filter(
    (group) => group.items.length > 0,
  );
  if (groups.length === 0) return <DropdownMessage>{`No se encontraron resultados para «${query}».`}</DropdownMessage>;
  const optionProps = (key: string) => {
    const id = optionId(listboxId, key);
    return {
      id,
      role: 'option',
      'aria-selected': id === activeId,
      className: styles.option,
      tabIndex: -1,
      // The input keeps the focus (and the listbox stays open) while an option is clicked.
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    } as const;
  };
  return (
    <div role="listbox" id={listboxId} aria-label="Resultados de la búsqueda" className={styles.listbox}>
      {groups.map(({ group, title, totalCount, items }) => (
        <div key={group} role="group" aria-label={title} className={styles.group}>
          <div className={styles.groupTitle} aria-hidden="true">
            {title}
          </div>
          {items.map((item) => (
            <ProtectedLink key={item.id} to={item.href} onClick={onOpen} {...optionProps(item.id)}>
              {item.content}
            </ProtectedLink>
          ))}
          {totalCount > items.length && (
            <div
              {...optionProps(`more-${group}`)}
              className={`${styles.option} ${styles.more}`}
              onClick={() => onMore(group)}
            >
              +{totalCount - items.length} más <span className="visually-hidden">en {title}</span>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
