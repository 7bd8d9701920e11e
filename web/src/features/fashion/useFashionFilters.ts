import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, searchWithFilters, type FashionFilters, type TextFilter } from './fashionFilters';

/** How long typing pauses before a text filter reaches the URL (and the server). */
export const TYPING_DEBOUNCE_MS = 400;

type TextValues = Pick<FashionFilters, TextFilter>;

const textOf = ({ search, country, city }: FashionFilters): TextValues => ({ search, country, city });

/**
 * The filters, kept in the URL. Choices go there at once as a new history entry (Back undoes
 * them); typed text goes after a pause, replacing the entry, so each key press is neither a
 * request nor a Back step. A URL changed from outside (Back, a shared link) refills the fields.
 */
export function useFashionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const [typed, setTyped] = useState<TextValues>(() => textOf(filters));
  const [seen, setSeen] = useState(searchParams.toString());
  // Text typed and not yet written: the URL catching up must not overwrite it.
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const current = searchParams.toString();
  if (seen !== current) {
    // Adjusted while rendering: what the URL now says, unless text is still waiting to be sent.
    setSeen(current);
    if (!typing) setTyped(textOf(filters));
  }

  const write = useCallback(
    (change: Partial<FashionFilters>, replace: boolean) =>
      setSearchParams((params) => searchWithFilters(params, { ...filtersFromSearch(params), ...change }), {
        replace,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

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

  return { filters, typed, type, choose: (change: Partial<FashionFilters>) => write(change, false) };
}
