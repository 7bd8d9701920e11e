import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearch,
  NO_FILTERS,
  searchWithFilters,
  TEXT_FILTERS,
  type OfferFilters,
  type TextFilter,
} from './offerFilters';

/** How long typing pauses before a text filter reaches the URL (and the server). */
export const TYPING_DEBOUNCE_MS = 400;

type TextValues = Pick<OfferFilters, TextFilter>;

const textOf = (filters: OfferFilters): TextValues => ({
  search: filters.search,
  country: filters.country,
  city: filters.city,
  companyName: filters.companyName,
});

/**
 * The filters of the offers list, kept in the URL. Choices (selects, checkbox, tabs) go
 * there at once as a new history entry, so Back undoes them; typed text goes after a pause,
 * replacing the entry, so each key press is neither a request nor a Back step. The fields
 * show what is typed meanwhile; a URL changed from outside (Back, a shared link) refills them.
 */
export function useOfferFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const [typed, setTyped] = useState<TextValues>(() => textOf(filters));
  const [seen, setSeen] = useState(searchParams.toString());
  // Text typed and not yet written: the URL catching up must not overwrite it.
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const current = searchParams.toString();
  if (seen !== current) {
    // Adjusted while rendering: a URL whose text is not what the fields hold (Back, a
    // shared link) refills them; the hook's own writes carry what was typed.
    setSeen(current);
    if (!typing && !sameText(typed, textOf(filters))) setTyped(textOf(filters));
  }

  const write = useCallback(
    (change: Partial<OfferFilters>, replace: boolean) => {
      setSearchParams(
        // Onto the URL as it is when the write runs: a pending text write follows later choices.
        (params) => searchWithFilters(params, { ...filtersFromSearch(params), ...change }),
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** A text field changed: shown at once, sent after the pause. */
  function type(name: TextFilter, value: string) {
    const next = { ...typed, [name]: value };
    setTyped(next);
    if (timer.current) clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => {
      setTyping(false);
      write(next, true);
    }, TYPING_DEBOUNCE_MS);
  }

  /** A choice changed: sent at once, with whatever text is typed. */
  function choose(change: Partial<OfferFilters>) {
    if (timer.current) clearTimeout(timer.current);
    setTyping(false);
    write({ ...typed, ...change }, false);
  }

  function clear() {
    if (timer.current) clearTimeout(timer.current);
    setTyping(false);
    setTyped(textOf(NO_FILTERS));
    write(NO_FILTERS, false);
  }

  return { filters, typed, type, choose, clear };
}

function sameText(typed: TextValues, inUrl: TextValues): boolean {
  return TEXT_FILTERS.every((name) => typed[name].trim() === inUrl[name]);
}
