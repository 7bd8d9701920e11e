import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** The tablist's accessible name. */
  label: string;
  items: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
  /** The element id of each tab (a panel is labelled by its tab's id). */
  tabId: (id: Id) => string;
  /** The panel the tabs control (one for all, or one per tab); it must exist whenever the tabs do. */
  panelId: string | ((id: Id) => string);
  /**
   * 'automatic': the arrows, Home and End select as they move (a cheap switch);
   * 'manual': they only move the focus, Enter, Space or a click select (a switch that loads).
   */
  activation: 'automatic' | 'manual';
  /** The shared look of the tabs; without one the feature's tabClassName draws them. */
  variant?: 'underline' | 'pill';
  /** The feature's own additions (spacing, scrolling) to the list and to each tab. */
  className?: string;
  tabClassName?: string;
  /** While true the tabs say so (aria-disabled, so a focused tab keeps its focus) and ignore clicks. */
  disabled?: boolean;
}

/** What a feature's tabs take from the screen that shows their panel: the selection and the ids. */
export type TabsBinding<Id extends string> = Pick<TabsProps<Id>, 'selected' | 'onSelect' | 'tabId' | 'panelId'>;

/** Keys that move along the tabs (wrapping), and where to. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern, once: a tablist of buttons with a roving tabindex (only the
 * selected tab is in the Tab order), arrows, Home and End to move. Each feature picks a look
 * (`variant`), adds its own spacing, and keeps its selection (state, URL) through `onSelect`.
 */
export function Tabs<Id extends string>(props: TabsProps<Id>) {
  const { label, items, selected, onSelect, tabId, panelId, activation, variant, className, tabClassName, disabled } =
    props;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, items.length);
    buttons.current[target]?.focus();
    if (activation === 'automatic' && items[target].id !== selected) onSelect(items[target].id);
  }

  return (
    <div role="tablist" aria-label={label} className={classes(styles.list, className)}>
      {items.map((item, index) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            id={tabId(item.id)}
            type="button"
            role="tab"
            className={classes(variant && styles[variant], tabClassName)}
            aria-selected={isSelected}
            aria-controls={typeof panelId === 'string' ? panelId : panelId(item.id)}
            aria-disabled={disabled || undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => !disabled && !isSelected && onSelect(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

function classes(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}
