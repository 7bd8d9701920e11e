/** Elements that end a line of text: where a plain excerpt puts a space between words. */
export const LINE_ENDS = 'br, p, li, blockquote, h2, h3, h4, h5, h6';

/** Elements whose content is not words a reader sees. */
const NOT_WORDS = 'script, style, template, noscript, iframe, object';

/**
 * The words of a text that may carry markup, without any of it, on one line: what a list's
 * excerpt shows (as text, never as HTML). Read from an inert document, where nothing runs or
 * loads, so it needs no sanitizer (and the shell's search results do not load one).
 */
export function plainText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of body.querySelectorAll(NOT_WORDS)) element.remove();
  for (const element of body.querySelectorAll(LINE_ENDS)) element.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
