import { createContext, use, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { brand } from './brand';

/**
 * The key of the location whose page heading should take focus: set when a client-side
 * navigation reaches a new pathname, null on the first page of a visit (focus then stays
 * at the start of the document, as for any page load). RootLayout provides it.
 */
export const HeadingFocusContext = createContext<string | null>(null);

// The navigation whose heading already took focus: a heading that mounts again (a Suspense
// boundary revealing it anew, a re-render) does not pull focus back from where the user went.
let focusedFor: string | null = null;

/**
 * For the root layout: which location's heading takes focus. A new pathname counts; a
 * change of the query alone (a tab, a filter) does not, so focus stays on that control.
 */
export function useHeadingFocusTarget(): string | null {
  const { pathname, key } = useLocation();
  const [seen, setSeen] = useState<{ pathname: string; target: string | null }>({ pathname, target: null });
  if (seen.pathname !== pathname) {
    // Adjusted while rendering, so the new page's heading sees its target in the same commit.
    setSeen({ pathname, target: key });
    return key;
  }
  return seen.target;
}

/** The document title of a page: 'Explorador · Moda Talento'; the brand alone without a title. */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${brand.name}` : brand.name;
}

/** What `usePageTitle` returns: spread it on the page's `<h1>`. */
export interface PageHeadingProps {
  ref: RefObject<HTMLHeadingElement | null>;
  tabIndex: -1;
}

/**
 * Every page's title and heading, in one call: names the browser tab after the page, and
 * after a client-side navigation moves focus to the page's heading, so a screen reader
 * starts reading the new page and Tab continues from there:
 *
 *   const heading = usePageTitle('Explorador');
 *   return <h1 {...heading}>Explorador</h1>;
 */
export function usePageTitle(title: string | null): PageHeadingProps {
  const ref = useRef<HTMLHeadingElement>(null);
  const target = use(HeadingFocusContext);
  const { key } = useLocation();

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if (target === null || target !== key || focusedFor === target || !ref.current) return;
    focusedFor = target;
    ref.current.focus({ preventScroll: true });
  }, [target, key]);

  return { ref, tabIndex: -1 };
}
