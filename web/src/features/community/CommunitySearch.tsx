import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, TAB_TEXTS, type CommunityTab } from './communityTabs';
import styles from './CommunitySearch.module.css';

interface CommunitySearchProps {
  tab: CommunityTab;
  /** The search the list shows now (from the address). */
  initial: string | null;
  /** Called with the trimmed text once typing pauses; null when the box is emptied. */
  onSearch: (search: string | null) => void;
}

/**
 * The search box of a list: the server searches usernames, full names and company names
 * once typing pauses. Enter searches at once.
 */
export function CommunitySearch({ tab, initial, onSearch }: CommunitySearchProps) {
  const id = useId();
  const label = `Buscar en ${TAB_TEXTS[tab].label.toLowerCase()}`;
  const [text, setText] = useState(initial ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(value: string, delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value.trim() || null), delay);
  }

  return (
    <form
      role="search"
      aria-label={label}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        schedule(text, 0);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder="Buscar por nombre o usuario"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value, SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
