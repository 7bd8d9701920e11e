import { displayNameOf } from '../domains/users';
import { RestError } from '../errors';
import type { RestAnswer } from '../rest/answers';
import type { RestCaller } from '../rest/http';
import { PUBLIC_LIST_PAGES, publicRecordPage } from './public-pages';
import {
  article,
  educationalProgram,
  jobPosting,
  organizationAndSite,
  type Absolute,
  type StructuredData,
} from './structured-data';

/** What a page's head says of it to link previews and search engines (issue 21). */
export interface PageHead {
  /** The page's own title, as the app writes it into the tab (`… · Moda Talento`). */
  title: string;
  description: string;
  /** The page's one address (a job offer opened in the list: its detail page). */
  canonicalPath: string;
  type: 'website' | 'article' | 'profile';
  /** The card's picture (previewImage): a path on this origin or an absolute URL; absent, the site's own. */
  image?: string | null;
  /** A page that must not be indexed (an unknown record). */
  noindex?: boolean;
  /** schema.org descriptions of the page's record (structured-data.ts). */
  structuredData?: StructuredData[];
}

const BRAND = 'Moda Talento';
const SITE_DESCRIPTION = 'Portafolios, talento y ofertas para el mundo de la moda.';
/** What search engines show of a description. */
const DESCRIPTION_LENGTH = 160;

const titled = (title: string) => `${title} · ${BRAND}`;

/** A stored image's name: its content hash (api/src/services/media.ts). */
const STORED_IMAGE = /^\/media\/([0-9a-f]{32})\.webp$/;

/**
 * The link-preview card of a record's picture: the api's 1200×630 JPEG of a stored image
 * (api/src/services/previews.ts), cropped for photos, framed whole for logos and portraits;
 * a picture elsewhere (a company's own logo URL) as it is; none, the site's own card.
 */
export function previewImage(url: string | null | undefined, kind: 'cover' | 'framed'): string {
  if (!url) return DEFAULT_PREVIEW_IMAGE;
  const hash = STORED_IMAGE.exec(url)?.[1];
  if (hash) return `/media/previews/${kind}/${hash}.jpg`;
  return /^https?:\/\//.test(url) ? url : DEFAULT_PREVIEW_IMAGE;
}

/** The site's own card (api/src/services/previews.ts `DEFAULT_PREVIEW_NAME`). */
export const DEFAULT_PREVIEW_IMAGE = '/media/previews/default.jpg';

/** The list and information pages: the titles the app gives them, a line on what each holds. */
const LIST_HEADS: Record<keyof typeof PUBLIC_LIST_PAGES, { title: string; description: string }> = {
  landing: { title: titled('La red del talento en moda'), description: SITE_DESCRIPTION },
  explorer: { title: titled('Explorador'), description: 'Imágenes de los portafolios de creativos de la moda.' },
  creatives: { title: titled('Creativos'), description: 'Diseñadores, estilistas, fotógrafos y estudiantes de moda.' },
  fashion: { title: titled('Estudiar moda'), description: 'Escuelas, grados, másteres y cursos de moda.' },
  offers: { title: titled('Ofertas de empleo'), description: 'Ofertas de empleo y prácticas en el sector de la moda.' },
  blog: { title: titled('Blog'), description: 'Artículos sobre moda, diseñadores, industria, formación y eventos.' },
  magazine: { title: titled('Revista'), description: 'Revistas de moda para leer y descubrir.' },
  legalNotice: { title: titled('Aviso Legal'), description: 'Aviso legal de Moda Talento.' },
  privacyPolicy: {
    title: titled('Política de Privacidad y Protección de Datos'),
    description: 'Cómo trata Moda Talento tus datos personales.',
  },
  cookiePolicy: { title: titled('Política de Cookies'), description: 'Las cookies que usa Moda Talento.' },
  contact: { title: titled('Contacto'), description: 'Cómo contactar con Moda Talento.' },
  info: { title: titled('Información'), description: 'Qué es Moda Talento y para quién.' },
};

const LIST_PATHS = new Map<string, { title: string; description: string }>(
  Object.entries(PUBLIC_LIST_PAGES).map(([name, path]) => [path, LIST_HEADS[name as keyof typeof PUBLIC_LIST_PAGES]]),
);

/** A text's start, whole words, for a description. */
function summary(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  return `${plain.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

type JobOffer = RestAnswer<'/api/offers/{offerId}'>['offer'];
type Article = RestAnswer<'/api/blog/{id}'>['data'];
type Programme = RestAnswer<'/api/offers/educational/{offerId}'>['offer'];
type Post = RestAnswer<'/api/posts/{id}'>['post'];

async function jobOfferHead(rest: RestCaller, id: string, absolute: Absolute): Promise<PageHead> {
  const { offer } = await rest.get<{ offer: JobOffer }>(`/api/offers/${encodeURIComponent(id)}`);
  const company = offer.companyName ?? offer.publisherName;
  return {
    title: titled(company ? `${offer.position} en ${company}` : offer.position),
    description: summary(`${offer.city}, ${offer.country} · ${offer.jobType}. ${offer.description}`),
    canonicalPath: publicRecordPage.jobOffer(offer._id),
    type: 'website',
    image: previewImage(offer.companyLogo, 'framed'),
    structuredData: [jobPosting(offer, absolute)],
  };
}

async function articleHead(rest: RestCaller, id: string, absolute: Absolute): Promise<PageHead> {
  const { data } = await rest.get<{ data: Article }>(`/api/blog/${encodeURIComponent(id)}`);
  return {
    title: titled(data.title),
    description: summary(data.excerpt ?? data.content),
    canonicalPath: publicRecordPage.article(data._id),
    type: 'article',
    image: previewImage(data.image, 'cover'),
    structuredData: [article(data, absolute)],
  };
}

async function programmeHead(rest: RestCaller, id: string, absolute: Absolute): Promise<PageHead> {
  const { offer } = await rest.get<{ offer: Programme }>(`/api/offers/educational/${encodeURIComponent(id)}`);
  return {
    title: titled(`${offer.programName} · ${offer.institution.name}`),
    description: summary(offer.description),
    canonicalPath: publicRecordPage.educationalOffer(offer._id),
    type: 'website',
    image: offer.banner ? previewImage(offer.banner, 'cover') : previewImage(offer.institution.logo, 'framed'),
    structuredData: [educationalProgram(offer, absolute)],
  };
}

/**
 * A post's page is for signed-in users: its preview says only what the explorer shows anyone
 * (the title, the picture, who made it), and it is not indexed.
 */
async function postHead(rest: RestCaller, id: string): Promise<PageHead> {
  const { post } = await rest.get<{ post: Post }>(`/api/posts/${encodeURIComponent(id)}`);
  return {
    title: titled(post.title),
    description: `Una publicación de ${displayNameOf(post.user)} (@${post.user.username}) en ${BRAND}.`,
    canonicalPath: publicRecordPage.post(post._id),
    type: 'article',
    image: previewImage(post.mainImage, 'cover'),
    noindex: true,
  };
}

type SearchedUser = RestAnswer<'/api/users/search'>['users'][number];

/**
 * A profile's page is for signed-in users: its preview says only what the public search
 * shows anyone of the account (its name, title, city and picture), and it is not indexed.
 */
async function profileHead(rest: RestCaller, username: string): Promise<PageHead | null> {
  const found = await rest.get<{ users: SearchedUser[] }>('/api/users/search', {
    query: username,
    searchByUsername: 'true',
    searchByFullName: 'false',
    includePosts: 'false',
    includeUserPosts: 'false',
    limit: '5',
  });
  const user = found.users.find((candidate) => candidate.username.toLowerCase() === username.toLowerCase());
  if (!user) return null;
  const name = displayNameOf(user);
  const place = [user.city, user.country].filter(Boolean).join(', ');
  const facts = [user.professionalTitle, place].filter(Boolean).join(' · ');
  return {
    title: titled(`${name} (@${user.username})`),
    description: `${facts ? `${facts}. ` : ''}Perfil de ${name} en ${BRAND}.`,
    canonicalPath: publicRecordPage.profile(user.username),
    type: 'profile',
    image: previewImage(user.profile.profilePicture, 'framed'),
    noindex: true,
  };
}

/** A record the api does not show anonymously: the site's head, not indexed. */
const unknownRecord = (pathname: string): PageHead => ({
  ...LIST_HEADS.landing,
  canonicalPath: pathname,
  type: 'website',
  noindex: true,
});

/** The record pages: the pattern of their path, and how their head is read (null: no such record). */
const RECORD_PAGES: ReadonlyArray<
  [RegExp, (rest: RestCaller, id: string, absolute: Absolute) => Promise<PageHead | null>]
> = [
  [/^\/ControlPanel\/(?:JobOfferDetail|offers)\/([^/]+)$/, jobOfferHead],
  [/^\/ControlPanel\/EducationalOfferDetail\/([^/]+)$/, programmeHead],
  [/^\/ControlPanel\/article\/([^/]+)$/, articleHead],
  [/^\/ControlPanel\/post\/([^/]+)$/, postHead],
  [/^\/ControlPanel\/profile\/([^/]+)$/, profileHead],
];

/**
 * The head of a public page, or null for any other (the app's own default). A record the api
 * does not show anonymously (unknown, withdrawn) gets the site's head and `noindex`; an api
 * that cannot answer, or not within HEAD_WAIT_MS, leaves the default head: the page itself
 * never waits on the api for longer.
 */
export async function pageHead(pathname: string, rest: RestCaller, absolute: Absolute): Promise<PageHead | null> {
  const list = LIST_PATHS.get(pathname);
  if (list) {
    const structuredData = pathname === PUBLIC_LIST_PAGES.landing ? organizationAndSite(absolute) : undefined;
    return { ...list, canonicalPath: pathname, type: 'website', structuredData };
  }
  for (const [pattern, read] of RECORD_PAGES) {
    const id = pattern.exec(pathname)?.[1];
    if (id === undefined) continue;
    const reading = read(rest, id, absolute).then(
      (head) => head ?? unknownRecord(pathname),
      (error: unknown) => (error instanceof RestError ? unknownRecord(pathname) : null),
    );
    return withinHeadWait(reading);
  }
  return null;
}

/** The longest a page waits for its record's head; then it goes out with the default head. */
export const HEAD_WAIT_MS = 1_000;

/** `work`'s result, or null once HEAD_WAIT_MS have passed. */
export function withinHeadWait<T>(work: Promise<T>): Promise<T | null> {
  const wait = new Promise<null>((resolve) => setTimeout(resolve, HEAD_WAIT_MS, null).unref());
  return Promise.race([work, wait]);
}
