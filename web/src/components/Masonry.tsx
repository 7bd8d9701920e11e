import { Fragment, useMemo, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import styles from './Masonry.module.css';

/**
 * Column counts by viewport width: a numeric key applies at widths up to and including
 * it (the smallest matching key wins); `default` applies above every key.
 */
export type MasonryBreakpoints = { readonly [maxWidth: number]: number; readonly default?: number };

/** The spec's fallback when no breakpoint applies and no default is given. */
const FALLBACK_COLUMNS = 2;

interface MasonryProps<T> {
  items: readonly T[];
  breakpoints: MasonryBreakpoints;
  getKey: (item: T) => string;
  /** `row` is the item's place in its column: 0 is the first row, visible on arrival. */
  renderItem: (item: T, position: { row: number }) => ReactNode;
  /** Height divided by width, when known: each item then goes to the shortest column. */
  aspectRatio?: (item: T) => number;
  className?: string;
}

/**
 * A masonry grid: items flow into the shortest column in order, so adding a page never
 * moves the items already placed. The column count follows the viewport width.
 */
export function Masonry<T>({ items, breakpoints, getKey, renderItem, aspectRatio, className }: MasonryProps<T>) {
  const columnCount = useColumnCount(breakpoints);
  const columns = useMemo(() => placeItems(items, columnCount, aspectRatio), [items, columnCount, aspectRatio]);
  const style = { '--masonry-columns': columnCount } as CSSProperties;
  return (
    <div className={`${styles.masonry} ${className ?? ''}`} style={style}>
      {columns.map((column, index) => (
        <div className={styles.column} key={index}>
          {column.map((item, row) => (
            <Fragment key={getKey(item)}>{renderItem(item, { row })}</Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The number of columns for a viewport width. */
export function columnsFor(width: number, breakpoints: MasonryBreakpoints): number {
  const matching = Object.keys(breakpoints)
    .filter((key) => key !== 'default')
    .map(Number)
    .filter((maxWidth) => width <= maxWidth)
    .sort((a, b) => a - b);
  if (matching.length > 0) return breakpoints[matching[0]];
  return breakpoints.default ?? FALLBACK_COLUMNS;
}

function placeItems<T>(items: readonly T[], columnCount: number, aspectRatio?: (item: T) => number): T[][] {
  const columns: T[][] = Array.from({ length: columnCount }, () => []);
  const heights: number[] = new Array<number>(columnCount).fill(0);
  for (const item of items) {
    const shortest = heights.indexOf(Math.min(...heights));
    columns[shortest].push(item);
    heights[shortest] += aspectRatio ? aspectRatio(item) : 1;
  }
  return columns;
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// The snapshot is the column count, not the width, so resizing re-renders only when the
// count changes.
function useColumnCount(breakpoints: MasonryBreakpoints): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => columnsFor(window.innerWidth, breakpoints),
    () => breakpoints.default ?? FALLBACK_COLUMNS,
  );
}
