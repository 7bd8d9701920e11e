import type { PageHead } from './heads';

/** Text made safe inside an HTML attribute or element: no user text can close a tag or a quote. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : publicUrl + url);

/** The tags of a page's head: title, description, canonical address, Open Graph and Twitter card. */
export function renderHead(head: PageHead, publicUrl: string): string {
  const url = publicUrl + head.canonicalPath;
  const image = head.image ? absolute(publicUrl, head.image) : null;
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
  ].join('\n    ');
}

/** index.html with its default title and description replaced by a page's own head. */
export function withHead(indexHtml: string, headTags: string): string {
  return indexHtml.replace(/\s*<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, headTags);
}
