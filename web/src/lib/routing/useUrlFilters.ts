import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/** How long typing pauses before a text filter reaches the URL (and the server). */
export const TYPING_DEBOUNCE_MS = 400;

/** How a screen's filters live in its URL. */
export interface UrlFilters<F, T extends keyof F> {
  fromSearch: (search: URLSearchParams) => F;
  /** The search params with these filters written, others kept. */
  withFilters: (current: URLSearchParams, filters: F) => URLSearchParams;
  /** The filters typed in text fields (sent after a pause). */
  textFields: readonly T[];
  none: F;
}

/**
 * A list's filters, kept in the URL. Choices (selects, checkboxes, tabs) go there at once as
 * a new history entry, so Back undoes them; typed text goes after a pause, replacing the
 * entry, so each key press is neither a request nor a Back step. The fields show what is
 * typed meanwhile; a URL changed from outside (Back, a shared link) refills them.
 */
export function useUrlFilters<F extends Record<T, string>, T extends keyof F>(codec: UrlFilters<F, T>) {
  const { fromSearch, withFilters, textFields, none } = codec;
  const textOf = (filters: F) => Object.fromEntries(textFields.map((name) => [name, filters[name]])) as Pick<F, T>;
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = fromSearch(searchParams);
  const [typed, setTyped] = useState(() => textOf(filters));
  const [seen, setSeen] = useState(searchParams.toString());
  // Text typed and not yet written: the URL catching up must not overwrite it.
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The search of this screen's navigation still loading (a choice whose list is on its way),
  // read when a write runs: the URL it builds on, not the one on screen.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pendingSearch = useRef<string | null>(null);
  const loadingSearch = navigation.location?.pathname === pathname ? navigation.location.search : null;
  useEffect(() => {
    pendingSearch.current = loadingSearch;
  }, [loadingSearch]);

  const current = searchParams.toString();
  if (seen !== current) {
    // Adjusted while rendering: a URL whose text is not what the fields hold (Back, a
    // shared link) refills them; the hook's own writes carry what was typed.
    setSeen(current);
    const inUrl = textOf(filters);
    if (!typing && textFields.some((name) => String(typed[name]).trim() !== inUrl[name])) setTyped(inUrl);
  }

  const write = useCallback(
    (change: Partial<F>, replace: boolean) => {
      // A text write that runs while a choice is still loading builds on that choice (it
      // would undo it otherwise) and keeps its history entry.
      const pending = pendingSearch.current;
      setSearchParams(
        // Onto the URL as it is when the write runs: a pending text write follows later choices.
        (params) => {
          const base = pending === null ? params : new URLSearchParams(pending);
          return withFilters(base, { ...fromSearch(base), ...change });
        },
        { replace: replace && pending === null, preventScrollReset: true },
      );
    },
    [setSearchParams, withFilters, fromSearch],
  );
  // The pause's timer calls the write of the latest render: the one it was typed in holds a
  // setSearchParams bound to that render's URL, which a choice that arrived since would lack.
  const latestWrite = useRef(write);
  useEffect(() => {
    latestWrite.current = write;
  }, [write]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function stopTyping() {
    if (timer.current) clearTimeout(timer.current);
    setTyping(false);
  }

  /** A text field changed: shown at once, sent after the pause. */
  function type(name: T, value: string) {
    const next = { ...typed, [name]: value };
    setTyped(next);
    if (timer.current) clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => {
      setTyping(false);
      latestWrite.current(next as Partial<F>, true);
    }, TYPING_DEBOUNCE_MS);
  }

  /** A choice changed: sent at once, with whatever text is typed. */
  function choose(change: Partial<F>) {
    stopTyping();
    write({ ...typed, ...change }, false);
  }

  function clear() {
    stopTyping();
    setTyped(textOf(none));
    write(none, false);
  }

  return { filters, typed, type, choose, clear };
}
