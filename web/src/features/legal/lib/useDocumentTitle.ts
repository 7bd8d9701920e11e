import { useEffect } from 'react';
import { brand } from '../../../lib/brand';

/** Names the browser tab after the page while it is open. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${brand.name}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
