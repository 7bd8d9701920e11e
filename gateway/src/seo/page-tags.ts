import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RestCaller } from '../rest/http';
import { pageHead, withinHeadWait } from './heads';
import { pageStart, type PageOperation, type PageStart } from './page-data';
import {
  absoluteFrom,
  renderHead,
  renderImagePreload,
  renderPageData,
  renderRouteAssets,
  type EmbeddedAnswer,
} from './render-head';
import type { RouteAssets } from './route-assets';

/** Runs one of the app's operations anonymously, as /graphql would; null when it gives no data. */
export type RunPageOperation = (
  req: IncomingMessage,
  res: ServerResponse,
  operation: PageOperation,
) => Promise<EmbeddedAnswer | null>;

export interface PageTagsOptions {
  publicUrl: string;
  /** An anonymous REST caller for the request (heads read public records only). */
  rest: (req: IncomingMessage) => RestCaller;
  /**
   * How public pages start at once: their first answers and their route's code. Absent,
   * pages carry their head alone (PAGE_DATA=off).
   */
  start?: { runOperation: RunPageOperation; routeAssets: (modules: readonly string[]) => Promise<RouteAssets> };
}

/** A page's own tags: its head (in place of the default title and description) and how it starts. */
export interface PageTags {
  head: string | null;
  data: string | null;
}

/**
 * What a page's HTML carries besides the app: its head (seo/heads.ts) and, on public pages,
 * its route's code, a preload of the images it opens on and the answers its first queries
 * would get (seo/page-data.ts). The api is waited for at most HEAD_WAIT_MS; what is not
 * ready by then is left to the app. Null for both: the page goes out as built.
 */
export function createPageTags({ publicUrl, rest, start }: PageTagsOptions) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string, search: string): Promise<PageTags> => {
    const opening = start ? pageStart(pathname, search) : null;
    const [head, startTags] = await Promise.all([
      pageHead(pathname, rest(req), absoluteFrom(publicUrl)),
      opening && start ? startingTags(req, res, opening, start) : [],
    ]);
    return { head: head && renderHead(head, publicUrl), data: startTags.length ? startTags.join('\n    ') : null };
  };
}

/** The route's code, then the images, then the first answers (those the api gives in time). */
async function startingTags(
  req: IncomingMessage,
  res: ServerResponse,
  opening: PageStart,
  { runOperation, routeAssets }: NonNullable<PageTagsOptions['start']>,
): Promise<string[]> {
  const run = (operation: PageOperation) => runOperation(req, res, operation).catch(() => null);
  const [assets, answers] = await Promise.all([
    routeAssets(opening.modules),
    withinHeadWait(Promise.all(opening.operations.map(run))),
  ]);
  const given = (answers ?? []).filter((answer) => answer !== null);
  const images = answers ? (opening.openingImages?.(answers.map((answer) => answer?.response)) ?? []) : [];
  return [
    ...renderRouteAssets(assets),
    ...images.map(renderImagePreload),
    ...(given.length ? [renderPageData(given)] : []),
  ];
}
