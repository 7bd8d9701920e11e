import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';

/** Opens one Chromium per test file and a fresh page (empty storage) per test. */
export function useBrowserPage(viewport = { width: 1280, height: 800 }) {
  let browser: Browser;
  const context = { page: undefined as unknown as Page };
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    const browserContext = await browser.newContext({ baseURL: inject('baseURL'), viewport, locale: 'es-ES' });
    context.page = await browserContext.newPage();
    return () => browserContext.close();
  });
  return context;
}

/** The newest code the api's development outbox holds for an email. */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${inject('apiURL')}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: Array<{ code: string | null }> };
  const code = mails.find((mail) => mail.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}
