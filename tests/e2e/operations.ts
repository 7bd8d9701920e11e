import type { Page, Response } from 'playwright-core';

/**
 * Whether a request body sends the operation `name` (or one whose name starts so): the app
 * sends its operations by id, with their names beside (web/src/lib/relay/environment.ts).
 */
export const sendsOperation = (body: string | null, name: string): boolean =>
  (body ?? '').includes(`"operationName":"${name}`);

/** The name of every GraphQL operation the page sends from now on, in order (to show lists are read once). */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    // A multipart body (an upload) is binary: read it as bytes, its `operations` part is text.
    const body = (request.postDataBuffer() ?? Buffer.alloc(0)).toString('latin1');
    const name = /"operationName":"(\w+)"/.exec(body)?.[1];
    if (name) names.push(name);
  });
  return names;
}

/** The gateway's answer to the screen query `name`, once the page sends it. */
export const queryResponse = (page: Page, name: string): Promise<Response> =>
  page.waitForResponse((response) => sendsOperation(response.request().postData(), name));

/** An answer to read: the gateway's to a request, or one a page's HTML carried. */
type Answer = Pick<Response, 'json'>;

/**
 * The answer a public page's HTML carries for its screen query `name` (gateway/src/seo/page-data.ts):
 * a visitor's first screen sends no request for it.
 */
export async function embeddedAnswer(navigation: Promise<Response | null>, name: string): Promise<Answer> {
  const html = (await (await navigation)?.text()) ?? '';
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]';
  const answers = JSON.parse(json) as Array<{ operationName: string; response: unknown }>;
  const found = answers.find((answer) => answer.operationName === name);
  if (!found) throw new Error(`the page carries no answer to ${name}`);
  return { json: async () => found.response };
}

/** The upstream calls a screen's query cost (extensions.upstreamCalls, outside production), logged. */
export async function upstreamCalls(response: Promise<Answer>, name: string): Promise<number | undefined> {
  const { extensions } = (await (await response).json()) as { extensions?: { upstreamCalls?: number } };
  console.info(`${name}: ${extensions?.upstreamCalls} upstream calls`);
  return extensions?.upstreamCalls;
}
