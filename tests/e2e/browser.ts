import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';

/**
 * Runs in every document before its scripts: a Content-Security-Policy violation becomes a
 * console error the watch below reads, with what was refused and where (Chromium's own
 * message names neither the element nor, for inline code, the script that added it).
 */
function reportPolicyViolations() {
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}` +
          ` (${event.sourceFile || document.URL}:${event.lineNumber})`,
      ),
    true,
  );
}

/**
 * What went wrong in the browser during one test: uncaught errors, console errors (failed
 * loads included) and CSP violations, from every page of the contexts it watches. A test
 * that provokes one on purpose declares it with a pattern, which must then be seen.
 */
class BrowserProblems {
  private readonly seen: string[] = [];
  private readonly expected: Array<{ pattern: RegExp; matched: boolean }> = [];

  async watch(context: BrowserContext): Promise<void> {
    await context.addInitScript(reportPolicyViolations);
    context.on('weberror', (error) => this.seen.push(`pageerror: ${error.error().message}`));
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      this.seen.push(url ? `console.error: ${message.text()} (${url})` : `console.error: ${message.text()}`);
    });
  }

  expect(pattern: RegExp): void {
    this.expected.push({ pattern, matched: false });
  }

  /** Throws with every unexpected problem, and every expected one that never came. */
  check(): void {
    const unexpected = this.seen.filter((line) => {
      const expectation = this.expected.find(({ pattern }) => pattern.test(line));
      if (expectation) expectation.matched = true;
      return !expectation;
    });
    const missing = this.expected.filter(({ matched }) => !matched).map(({ pattern }) => `never seen: ${pattern}`);
    if (unexpected.length || missing.length) {
      throw new Error(`The browser reported problems:\n${[...unexpected, ...missing].join('\n')}`);
    }
  }
}

/**
 * Opens one Chromium per test file and a fresh page (empty storage) per test. A test fails
 * when a page of it throws, logs a console error or breaks the Content-Security-Policy,
 * unless it declared that message with `expectConsoleError`.
 */
export function useBrowserPage(viewport = { width: 1280, height: 800 }) {
  let browser: Browser;
  let problems: BrowserProblems;
  let contexts: BrowserContext[] = [];

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const created = await browser.newContext({ baseURL: inject('baseURL'), viewport, locale: 'es-ES', ...options });
    await problems.watch(created);
    contexts.push(created);
    return created;
  }

  const fixture = {
    page: undefined as unknown as Page,
    /**
     * Declares a console error this test provokes on purpose (a refused request the page
     * answers with a notice): only lines matching `pattern` are let through, and at least
     * one must come. Lines read `console.error: <text> (<url>)` or `pageerror: <message>`.
     */
    expectConsoleError(pattern: RegExp): void {
      problems.expect(pattern);
    },
    /** Another context (a second user, a touch screen), watched like the page's and closed after the test. */
    newContext,
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    problems = new BrowserProblems();
    fixture.page = await (await newContext()).newPage();
    return async () => {
      await Promise.all(contexts.map((context) => context.close()));
      contexts = [];
      problems.check();
    };
  });
  return fixture;
}

/**
 * Every image `images` finds, once each has loaded or failed: its URL's scheme and its pixel
 * width (0 for one the browser refused, the Content-Security-Policy included, or could not decode).
 */
export function loadedImages(images: Locator): Promise<Array<{ scheme: string; width: number }>> {
  return images.evaluateAll((all) =>
    Promise.all(
      (all as HTMLImageElement[]).map(async (image) => {
        await image.decode().catch(() => undefined);
        return { scheme: new URL(image.src).protocol, width: image.naturalWidth };
      }),
    ),
  );
}

/** The newest code the api's development outbox holds for an email. */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${inject('apiURL')}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: Array<{ code: string | null }> };
  const code = mails.find((mail) => mail.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}
