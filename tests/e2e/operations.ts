import type { Page, Response } from 'playwright-core';

/**
 * Whether a request body sends the operation `name` (or one whose name starts so): the app
 * sends its operations by id, with their names beside (web/src/lib/relay/environment.ts).
 */
export const sendsOperation = (body: string | null, name: string): boolean =>
  (body ?? '').includes(`"operationName":"${name}`);

/** The gateway's answer to the screen query `name`, once the page sends it. */
export const queryResponse = (page: Page, name: string): Promise<Response> =>
  page.waitForResponse((response) => sendsOperation(response.request().postData(), name));

/** The upstream calls a screen's query cost (extensions.upstreamCalls, outside production), logged. */
export async function upstreamCalls(response: Promise<Response>, name: string): Promise<number | undefined> {
  const { extensions } = (await (await response).json()) as { extensions?: { upstreamCalls?: number } };
  console.info(`${name}: ${extensions?.upstreamCalls} upstream calls`);
  return extensions?.upstreamCalls;
}
