import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnsFor, Masonry, type MasonryBreakpoints } from './Masonry';

const explorer: MasonryBreakpoints = { default: 5, 1400: 5, 1200: 4, 992: 3, 768: 2, 480: 2 };

afterEach(() => vi.unstubAllGlobals());

describe('Masonry', () => {
  it.each([
    [1600, 5],
    [1400, 5],
    [1201, 5],
    [1200, 4],
    [993, 4],
    [992, 3],
    [769, 3],
    [768, 2],
    [320, 2],
  ])('uses the smallest breakpoint that applies (%i px: %i columns)', (width, columns) => {
    expect(columnsFor(width, explorer)).toBe(columns);
  });

  it('falls back to 2 columns when no breakpoint applies and there is no default', () => {
    expect(columnsFor(1300, { 1100: 3, 768: 2 })).toBe(2);
    expect(columnsFor(1000, { 1100: 3, 768: 2 })).toBe(3);
  });

  it('places each item in the shortest column and tells its row', () => {
    vi.stubGlobal('innerWidth', 1000); // 4 columns below 1100
    const items = [
      { id: 'a', ratio: 2 },
      { id: 'b', ratio: 1 },
      { id: 'c', ratio: 1 },
      { id: 'd', ratio: 1 },
      { id: 'e', ratio: 1 },
    ];
    const { container } = render(
      <Masonry
        items={items}
        breakpoints={{ 1100: 4 }}
        getKey={(item) => item.id}
        aspectRatio={(item) => item.ratio}
        renderItem={(item, { row }) => <span>{`${item.id}:${row}`}</span>}
      />,
    );
    const columns = [...container.firstElementChild!.children].map((column) => column.textContent);
    // The tall item 'a' fills column 1, so 'e' goes under 'b' in column 2.
    expect(columns).toEqual(['a:0', 'b:0e:1', 'c:0', 'd:0']);
    expect(screen.getByText('e:1')).toBeInTheDocument();
  });
});
