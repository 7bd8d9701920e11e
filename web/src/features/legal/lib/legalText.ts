import type { ReactNode } from 'react';

/** One numbered section of a legal document; `id` is its anchor in the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A versioned legal document: title, opening paragraph and sections. */
export interface LegalText {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}
