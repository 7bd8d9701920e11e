import { PUBLIC_LIST_PAGES } from './public-pages';

/**
 * First paint without the round trip (issue 21 point 5): the operations a public page of the
 * web app runs as it opens, with the variables its route loader gives them for the page's
 * address, so the gateway can put their anonymous answers into the HTML. The web app takes
 * an answer only for the same operation with the same variables (web/src/lib/relay/pageData.ts);
 * one that drifts from the loader is asked for again, never shown for the wrong address.
 */
export interface PageOperation {
  /** The operation's name in the web app's trusted documents. */
  operationName: string;
  variables: Record<string, unknown>;
}

/** The image that will be the page's largest paint, as the app's `<img>` will ask for it. */
export interface ImageHint {
  href: string;
  srcset?: string;
  /** The `sizes` of the app's `<img>`: with `srcset`, the browser picks the same file. */
  sizes?: string;
}

/** What a public page of the web app opens with. */
export interface PageStart {
  /**
   * The app's modules (paths in web/, as Vite's manifest names them) that the route loads
   * lazily: preloaded with the app's own code instead of after it has run.
   */
  modules: string[];
  operations: PageOperation[];
  /** From the operations' answers (in order), the images to preload that the page opens on. */
  openingImages?: (answers: readonly unknown[]) => ImageHint[];
}

/** Every /ControlPanel screen draws the shell's menus from this query (features/shell/ShellRoute.tsx). */
const SHELL_QUERY: PageOperation = { operationName: 'ShellRouteQuery', variables: {} };

/** The explorer grid's column widths (features/explorer/ExplorerGrid.tsx `columnSizes`). */
const EXPLORER_IMAGE_SIZES = [
  '(max-width: 768px) 50vw',
  '(max-width: 769px) 34vw',
  '(max-width: 992px) calc((100vw - 240px) / 3)',
  '(max-width: 1200px) calc((100vw - 240px) / 4)',
  'calc((100vw - 240px) / 5)',
].join(', ');

/** A value of an answer's JSON, read along a path of keys and indexes; undefined where it stops. */
function at(value: unknown, ...path: Array<string | number>): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A phone's first row of the explorer (two columns). More preloads were measured slower: on a
 * slow line they share the bandwidth with the app's code, which the first paint waits for.
 */
const EXPLORER_FIRST_ROW = 2;

/** The explorer's first images, with their variants, as ExplorerImageCard draws them. */
function firstExplorerImages(answers: readonly unknown[]): ImageHint[] {
  return Array.from({ length: EXPLORER_FIRST_ROW }, (_, index) => {
    const image = at(answers[1], 'data', 'explorer', 'edges', index, 'node', 'image');
    const href = text(at(image, 'url'));
    const srcset = text(at(image, 'srcSet'));
    if (!href) return null;
    return srcset ? { href, srcset, sizes: EXPLORER_IMAGE_SIZES } : { href };
  }).filter((hint) => hint !== null);
}

const imageAt = (answer: unknown, ...path: Array<string | number>): ImageHint[] => {
  const href = text(at(answer, 'data', ...path));
  return href ? [{ href }] : [];
};

/** The first (featured) article's picture on the blog. */
const firstArticleImage = (answers: readonly unknown[]) => imageAt(answers[1], 'articles', 'edges', 0, 'node', 'image');

/** An article's own picture, above its text. */
const articleImage = (answers: readonly unknown[]) => imageAt(answers[1], 'article', 'image');

const SHELL_MODULE = 'src/features/shell/ShellRoute.tsx';

/** A screen of the /ControlPanel shell: its module and query with the shell's. */
function inShell(module: string, operationName: string, variables: Record<string, unknown> = {}) {
  return {
    modules: [SHELL_MODULE, `src/features/${module}.tsx`],
    operations: [SHELL_QUERY, { operationName, variables }],
  };
}

/** A screen of the shell with no query of its own. */
const shellOnly = (module: string): PageStart => ({
  modules: [SHELL_MODULE, `src/features/${module}.tsx`],
  operations: [SHELL_QUERY],
});

/** List pages: their loaders' variables when the address has no filter in it. */
const LIST_PAGES = new Map<string, PageStart>([
  [PUBLIC_LIST_PAGES.landing, { modules: ['src/features/landing/LandingPage.tsx'], operations: [] }],
  [
    PUBLIC_LIST_PAGES.explorer,
    { ...inShell('explorer/ExplorerPage', 'ExplorerPageQuery'), openingImages: firstExplorerImages },
  ],
  [PUBLIC_LIST_PAGES.offers, inShell('job-offers/OffersPage', 'OffersPageQuery', { internshipsOnly: false })],
  [PUBLIC_LIST_PAGES.creatives, inShell('creatives/CreativesPage', 'CreativesPageQuery', { internshipsOnly: false })],
  [PUBLIC_LIST_PAGES.fashion, inShell('fashion/FashionPage', 'FashionPageQuery')],
  [PUBLIC_LIST_PAGES.blog, { ...inShell('blog/BlogPage', 'BlogPageQuery'), openingImages: firstArticleImage }],
  [PUBLIC_LIST_PAGES.magazine, inShell('magazine/MagazinePage', 'MagazinePageQuery')],
  [PUBLIC_LIST_PAGES.legalNotice, shellOnly('legal/LegalNoticePage')],
  [PUBLIC_LIST_PAGES.privacyPolicy, shellOnly('legal/PrivacyPolicyPage')],
  [PUBLIC_LIST_PAGES.cookiePolicy, shellOnly('legal/CookiePolicyPage')],
  [PUBLIC_LIST_PAGES.contact, shellOnly('legal/ContactPage')],
  [PUBLIC_LIST_PAGES.info, shellOnly('legal/InfoPage')],
]);

/** Record pages: the pattern of their path, and what they open with for the record's id. */
const RECORD_PAGES: ReadonlyArray<[RegExp, (id: string) => PageStart]> = [
  [
    /^\/ControlPanel\/JobOfferDetail\/([^/]+)$/,
    (id) => inShell('job-offers/JobOfferDetailPage', 'JobOfferDetailPageQuery', { internalID: id }),
  ],
  [
    /^\/ControlPanel\/EducationalOfferDetail\/([^/]+)$/,
    (id) =>
      inShell('educational-offer/EducationalOfferDetailPage', 'EducationalOfferDetailPageQuery', { internalID: id }),
  ],
  [
    /^\/ControlPanel\/article\/([^/]+)$/,
    (id) => ({ ...inShell('blog/ArticlePage', 'ArticlePageQuery', { internalID: id }), openingImages: articleImage }),
  ],
];

/**
 * What a page opens with, or null for a page that is not public, or a list with filters in
 * its address (their variables are the app's to work out).
 */
export function pageStart(pathname: string, search: string): PageStart | null {
  const list = LIST_PAGES.get(pathname);
  if (list) return search === '' ? list : null;
  for (const [pattern, queries] of RECORD_PAGES) {
    const id = pattern.exec(pathname)?.[1];
    if (id !== undefined) return queries(id);
  }
  return null;
}
