import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Stands in for the browser's IntersectionObserver (jsdom has none): tests decide when an
 * infinite list's sentinel comes into view. An observer is live from `observe` until
 * `disconnect`, as InfiniteScrollSentinel uses it.
 */
export class FakeIntersectionObserver {
  static readonly live = new Set<FakeIntersectionObserver>();
  readonly elements: Element[] = [];

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}

  observe(element: Element) {
    this.elements.push(element);
    FakeIntersectionObserver.live.add(this);
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Puts the fake in place for every test of the calling file, and forgets its observers after each. */
export function installFakeIntersectionObserver(): void {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.live.clear();
  });
}

/** The observers watching something right now. */
export function liveObservers(): FakeIntersectionObserver[] {
  return [...FakeIntersectionObserver.live];
}

/** Every watched sentinel comes into view (the visitor scrolled to the end of the list). */
export async function revealSentinels(): Promise<void> {
  await act(async () => {
    for (const observer of liveObservers()) {
      const entries = observer.elements.map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}
