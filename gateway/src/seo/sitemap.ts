import type { RestCaller } from '../rest/http';
import type { RestAnswer } from '../rest/answers';
import { PUBLIC_LIST_PAGES, publicRecordPage } from './public-pages';
import { escapeHtml } from './render-head';

/** The protocol's limit for one sitemap file. */
const MAX_URLS = 50_000;
/** The api's largest page of offers and of institutions. */
const PAGE_SIZE = 100;

interface SitemapEntry {
  path: string;
  /** When the page last changed, where the api says (W3C date-time). */
  lastmod?: string;
}

type OffersPage = RestAnswer<'/api/offers'>;
type InstitutionsPage = RestAnswer<'/api/offers/educational/institutions'>;
type Blog = RestAnswer<'/api/blog'>;

/** Every page of a paged list: the first, then the others at once (the api pool bounds them). */
async function everyPage<P extends { totalPages: number }>(page: (number: number) => Promise<P>): Promise<P[]> {
  const first = await page(1);
  const pages = Math.min(first.totalPages, Math.ceil(MAX_URLS / PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => page(index + 2)));
  return [first, ...rest];
}

async function jobOffers(rest: RestCaller): Promise<SitemapEntry[]> {
  const pages = await everyPage((page) => rest.get<OffersPage>('/api/offers', { page, limit: PAGE_SIZE }));
  return pages.flatMap(({ offers }) =>
    offers.map((offer) => ({
      path: publicRecordPage.jobOffer(offer._id),
      lastmod: offer.publicationDate ?? offer.createdAt,
    })),
  );
}

/** The programmes the api lists under each verified institution (they carry no date). */
async function programmes(rest: RestCaller): Promise<SitemapEntry[]> {
  const pages = await everyPage((page) =>
    rest.get<InstitutionsPage>('/api/offers/educational/institutions', { page, limit: PAGE_SIZE }),
  );
  return pages.flatMap(({ institutions }) =>
    institutions.flatMap(({ programs }) =>
      programs.map(({ _id }) => ({ path: publicRecordPage.educationalOffer(_id) })),
    ),
  );
}

async function articles(rest: RestCaller): Promise<SitemapEntry[]> {
  const { data } = await rest.get<Blog>('/api/blog');
  return data.map((article) => ({ path: publicRecordPage.article(article._id), lastmod: article.publishedDate }));
}

/** The newest of some dates, for a list page: it changes when its newest item does. */
function newest(entries: readonly SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>(
    (latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest),
    undefined,
  );
}

function urlElement(publicUrl: string, { path, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(publicUrl + path)}</loc>${modified}</url>`;
}

/**
 * sitemap.xml, read from the api on each request, so an offer approved or withdrawn is in or
 * out at once: every list page, every public job offer, programme and article, with the date
 * each last changed where the api gives one.
 */
export async function sitemapXml(rest: RestCaller, publicUrl: string): Promise<string> {
  const [offers, programmeEntries, articleEntries] = await Promise.all([
    jobOffers(rest),
    programmes(rest),
    articles(rest),
  ]);
  const listDates: Partial<Record<keyof typeof PUBLIC_LIST_PAGES, string | undefined>> = {
    offers: newest(offers),
    blog: newest(articleEntries),
  };
  const lists = Object.entries(PUBLIC_LIST_PAGES).map(([name, path]) => ({
    path,
    lastmod: listDates[name as keyof typeof PUBLIC_LIST_PAGES],
  }));
  const entries = [...lists, ...offers, ...programmeEntries, ...articleEntries].slice(0, MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => urlElement(publicUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');
}
