import type { PageHead } from './heads';

/** Text made safe inside an HTML attribute or element: no user text can close a tag or a quote. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** An address of this product made absolute; one elsewhere (a company's own logo URL) as it is. */
export const absoluteFrom = (publicUrl: string) => (url: string) => (/^https?:\/\//.test(url) ? url : publicUrl + url);

/**
 * JSON inside a script element: `<`, `>` and `&` as JSON escapes, so no text in it can close
 * the element, and the two line separators JavaScript once refused in strings.
 */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The tags of a page's head: title, description, canonical address, Open Graph and Twitter card. */
export function renderHead(head: PageHead, publicUrl: string): string {
  const url = publicUrl + head.canonicalPath;
  const image = head.image ? absoluteFrom(publicUrl)(head.image) : null;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', 'Moda Talento'),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}

/** index.html with its default title and description replaced by a page's own head. */
export function withHead(indexHtml: string, headTags: string): string {
  // A function, not the string: a `$'` or `$&` a user wrote must not read as a replacement pattern.
  return indexHtml.replace(/\s*<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, () => headTags);
}
