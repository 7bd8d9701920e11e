import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PRINT_STYLES } from './printStyles';

/** Part 2 §9: the hidden frame is removed 2 s after printing. */
export const FRAME_CLEANUP_MS = 2000;

/**
 * Prints `content` from a hidden frame, so the page itself is not what gets printed: the
 * frame's document is built with DOM APIs and React (user text is escaped, never parsed
 * as HTML), printed, and removed 2 s later. Throws when the browser cannot print it.
 */
export function printInHiddenFrame(content: ReactElement, title: string): void {
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
    const style = doc.createElement('style');
    style.textContent = PRINT_STYLES;
    doc.head.appendChild(style);
    const container = doc.createElement('div');
    doc.body.appendChild(container);
    const root = createRoot(container);
    flushSync(() => root.render(content));
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
