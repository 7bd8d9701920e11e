import { DEFAULT_PREVIEW_IMAGE, type PageHead } from './heads';
import type { ImageHint } from './page-data';
import type { RouteAssets } from './route-assets';

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

/** The api's previews are all this size (api/src/services/previews.ts), as the cards show them whole. */
const PREVIEW_SIZE = { width: '1200', height: '630' };

/** The tags of a page's head: title, description, canonical address, Open Graph and Twitter card. */
export function renderHead(head: PageHead, publicUrl: string): string {
  const url = publicUrl + head.canonicalPath;
  const picture = head.image ?? DEFAULT_PREVIEW_IMAGE;
  const image = absoluteFrom(publicUrl)(picture);
  const ourPreview = picture.startsWith('/media/previews/');
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
    meta('property', 'og:image', image),
    ...(ourPreview
      ? [
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', PREVIEW_SIZE.width),
          meta('property', 'og:image:height', PREVIEW_SIZE.height),
        ]
      : []),
    meta('property', 'og:image:alt', head.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}

/**
 * index.html with a page's own tags: its head in place of the default title and description,
 * its first answers at the end of the head (the app's module script runs after parsing, so
 * they are there when it starts).
 */
export function withTags(indexHtml: string, { head, data }: { head: string | null; data: string | null }): string {
  // Functions, not strings: a `$'` or `$&` a user wrote must not read as a replacement pattern.
  const headed = head
    ? indexHtml.replace(/\s*<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, () => head)
    : indexHtml;
  return data ? headed.replace(/\s*<\/head>/, (end) => `\n    ${data}${end}`) : headed;
}

/** One of a page's first answers, as the web app looks it up (web/src/lib/relay/pageData.ts). */
export interface EmbeddedAnswer {
  /** The operation's id in the trusted documents. */
  id: string;
  /** Its name, for people reading the page (the app looks answers up by id). */
  operationName: string;
  variables: Record<string, unknown>;
  /** The GraphQL answer, as /graphql would have sent it. */
  response: unknown;
}

/** The element the web app reads its page's first answers from. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The first answers as inert JSON: a script of another type is never run, so no CSP allowance is needed. */
export function renderPageData(answers: readonly EmbeddedAnswer[]): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(answers)}</script>`;
}

/** Fetches the page's largest image while the app's code loads, the same file its `<img>` will pick. */
export function renderImagePreload({ href, srcset, sizes }: ImageHint): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(href)}"`,
    ...(srcset ? [`imagesrcset="${escapeHtml(srcset)}"`] : []),
    ...(srcset && sizes ? [`imagesizes="${escapeHtml(sizes)}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')} />`;
}

/**
 * A route's lazy code, fetched beside the app's own instead of after it has run. The
 * scripts are module preloads in the app's CORS mode; the styles are preloads that the
 * app's loader then applies from the cache.
 */
export function renderRouteAssets({ scripts, styles }: RouteAssets): string[] {
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`),
  ];
}
