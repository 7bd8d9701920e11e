import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { LINE_ENDS } from '../lib/plainText';

/** The markup text written by users or schools may keep: structure, emphasis and links, nothing active. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'a',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];
const ALLOWED_ATTR = ['href', 'title'];
/** Only web and mail links: `javascript:`, `data:` and relative tricks are dropped. */
const SAFE_URL = /^(?:https?:|mailto:)/i;

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
  if (node.hasAttribute('href')) {
    // Links lead away from the product: a new tab that cannot reach back into this page.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** The HTML a user or school wrote, reduced to the allow-list (one place for every such text). */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'] });
}

const BLOCK_MARKUP = new RegExp(`<(?:${LINE_ENDS.split(', ').join('|')})\\b`, 'i');

/**
 * Text typed in a form that may carry the allow-list's markup (an educational offer's
 * description, part 2 §3), as HTML: without markup of lines of its own, its line breaks are kept.
 */
export function typedTextHtml(text: string): string {
  return BLOCK_MARKUP.test(text) ? text : text.replace(/\r?\n/g, '<br>');
}

type RichTextProps = { html: string; className?: string; as?: 'div' | 'section' };

/** Renders user- or school-written HTML after sanitising it in the browser. */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
