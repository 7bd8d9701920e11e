import { useSearchParams } from 'react-router';
import { filtersFromSearch, NO_PANEL_FILTERS, searchWithFilters, type PanelFilters } from './creativeFilters';

/**
 * The Creativos filters, kept in the URL: applying the panel, clearing it or choosing a tab
 * is a new history entry (Back undoes it), and a shared link shows the same list.
 */
export function useCreativeFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { internships: _tab, ...panel } = filters;

  const write = (change: Partial<ReturnType<typeof filtersFromSearch>>) =>
    setSearchParams((params) => searchWithFilters(params, { ...filtersFromSearch(params), ...change }), {
      preventScrollReset: true,
    });

  return {
    filters,
    panel: panel satisfies PanelFilters,
    apply: (next: PanelFilters) => write(next),
    clear: () => write(NO_PANEL_FILTERS),
    chooseTab: (next: boolean) => write({ internships: next }),
  };
}
