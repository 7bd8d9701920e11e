import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// A file of its own, never inlined as a data: URL: the frame links it, since the app's
// Content-Security-Policy allows styles from this origin's files only.
import printStylesheet from './printableProfile.css?url&no-inline';

/** Part 2 §9: the hidden frame is removed 2 s after printing. */
export const FRAME_CLEANUP_MS = 2000;

/** Resolves once `link` has loaded its style sheet (printing earlier would print it unstyled). */
function loaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error('The print style sheet did not load.')), { once: true });
  });
}

/**
 * Prints `content` from a hidden frame, so the page itself is not what gets printed: the
 * frame's document is built with DOM APIs and React (user text is escaped, never parsed
 * as HTML), printed once its style sheet has loaded, and removed 2 s later. Rejects when
 * the browser cannot print it.
 */
export async function printInHiddenFrame(content: ReactElement, title: string): Promise<void> {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  document.body.appendChild(frame);

  const remove = () => frame.remove();
  try {
    const doc = frame.contentDocument;
    const view = frame.contentWindow;
    if (!doc || !view) throw new Error('The print frame has no document.');
    doc.documentElement.lang = 'es';
    doc.title = title;
    const stylesheet = doc.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = printStylesheet;
    const ready = loaded(stylesheet);
    doc.head.appendChild(stylesheet);
    const container = doc.createElement('div');
    doc.body.appendChild(container);
    const root = createRoot(container);
    flushSync(() => root.render(content));
    await ready;
    view.focus();
    view.print();
    setTimeout(() => {
      root.unmount();
      remove();
    }, FRAME_CLEANUP_MS);
  } catch (error) {
    remove();
    throw error;
  }
}
