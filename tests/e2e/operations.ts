import type { Page, Response } from 'playwright-core';

/** The gateway's answer to the screen query `name`, once the page sends it. */
export const queryResponse = (page: Page, name: string): Promise<Response> =>
  page.waitForResponse((response) => (response.request().postData() ?? '').includes(`query ${name}`));

/** The upstream calls a screen's query cost (extensions.upstreamCalls, outside production), logged. */
export async function upstreamCalls(response: Promise<Response>, name: string): Promise<number | undefined> {
  const { extensions } = (await (await response).json()) as { extensions?: { upstreamCalls?: number } };
  console.info(`${name}: ${extensions?.upstreamCalls} upstream calls`);
  return extensions?.upstreamCalls;
}
