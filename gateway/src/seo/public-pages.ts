/**
 * The web app's public addresses, as the gateway writes them into robots.txt and the
 * sitemap (issue 21). They are the web app's routes (web/src/lib/routing/paths.ts);
 * tests/e2e/public-pages.test.ts keeps the two equal.
 */
const SHELL = '/ControlPanel';

/** The list and information pages anyone may read, each once (no parameters). */
export const PUBLIC_LIST_PAGES = {
  landing: '/',
  explorer: `${SHELL}/explorer`,
  creatives: `${SHELL}/creatives`,
  fashion: `${SHELL}/fashion`,
  offers: `${SHELL}/offers`,
  blog: `${SHELL}/blog`,
  magazine: `${SHELL}/magazine`,
  legalNotice: `${SHELL}/legal`,
  privacyPolicy: `${SHELL}/privacy`,
  cookiePolicy: `${SHELL}/cookies`,
  contact: `${SHELL}/contact`,
  info: `${SHELL}/info`,
} as const;

/** One record's page: a job offer's detail is its canonical address (not `offers/{id}`). */
export const publicRecordPage = {
  jobOffer: (id: string) => `${SHELL}/JobOfferDetail/${encodeURIComponent(id)}`,
  educationalOffer: (id: string) => `${SHELL}/EducationalOfferDetail/${encodeURIComponent(id)}`,
  article: (id: string) => `${SHELL}/article/${encodeURIComponent(id)}`,
  /** A signed-in page that still previews when shared, and is not indexed. */
  post: (id: string) => `${SHELL}/post/${encodeURIComponent(id)}`,
  /** The same: a profile previews with what the public search shows of it. */
  profile: (username: string) => `${SHELL}/profile/${encodeURIComponent(username)}`,
};

/**
 * Where a crawler has nothing to read: signed-in screens, forms, the onboarding, the
 * graph and the api, and `offers/{id}`, the list with an offer open (its detail page is
 * the one address). Profiles and posts are not here: their pages say `noindex`, which a
 * crawler must be let in to read.
 */
export const PRIVATE_PREFIXES = [
  '/graphql',
  '/api/',
  '/login',
  '/token-handler',
  '/complete-registration',
  '/creativo/',
  '/profesional/',
  '/photo/',
  '/conocidos/',
  '/sesion-caducada',
  `${SHELL}/offers/`,
  `${SHELL}/guardados`,
  `${SHELL}/editProfile`,
  `${SHELL}/misOfertas`,
  `${SHELL}/configuracion`,
  `${SHELL}/community`,
  `${SHELL}/createPost`,
  `${SHELL}/createOffer`,
  `${SHELL}/createEducationalOffer`,
  `${SHELL}/offer/`,
  `${SHELL}/edit-offer/`,
  `${SHELL}/edit-educational-offer/`,
  `${SHELL}/moderacion`,
] as const;
