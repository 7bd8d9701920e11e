import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroPhrases } from './content';
import { Typewriter } from './Typewriter';

const [first, second] = heroPhrases;
const shown = () => screen.getByTestId('typewriter').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Typewriter (part 1 §9: 90 ms typing, 1200 ms pause, 20 ms deleting, 500 ms gap)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('types one character every 90 ms', () => {
    render(<Typewriter />);
    expect(shown()).toBe('');
    advance(89);
    expect(shown()).toBe('');
    advance(1);
    expect(shown()).toBe(first.slice(0, 1));
    advance(90 * 4);
    expect(shown()).toBe(first.slice(0, 5));
  });

  it('holds the full phrase 1200 ms, deletes at 20 ms a character, waits 500 ms, then types the next', () => {
    render(<Typewriter />);
    advance(90 * first.length);
    expect(shown()).toBe(first);
    advance(1200);
    expect(shown()).toBe(first); // the pause is over: deleting starts now
    advance(19);
    expect(shown()).toBe(first);
    advance(1);
    expect(shown()).toBe(first.slice(0, -1));
    advance(20 * 9);
    expect(shown()).toBe(first.slice(0, -10));
    advance(20 * (first.length - 10));
    expect(shown()).toBe('');
    advance(500 + 89);
    expect(shown()).toBe('');
    advance(1);
    expect(shown()).toBe(second.slice(0, 1));
  });

  it('shows whole phrases when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<Typewriter />);
    expect(shown()).toBe(first);
    advance(90 * first.length + 1200 + 20 * first.length + 500);
    expect(shown()).toBe(second);
  });
});
