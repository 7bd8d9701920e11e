import { Suspense, useId, useRef, useState, useTransition, type FocusEvent, type KeyboardEvent } from 'react';
import { useQueryLoader } from 'react-relay';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import type { SearchDropdownQuery } from './__generated__/SearchDropdownQuery.graphql';
import { DropdownMessage, SEARCH_FAILED, SearchDropdown, searchDropdownQuery } from './SearchDropdown';
import { SEARCH_DEBOUNCE_MS, searchableText } from './searchRules';
import type { SearchGroup } from './searchGroups';
import { SearchView } from './SearchView';
import { useDebouncedCall } from './useDebouncedCall';
import { useSearchView } from './useSearchView';
import styles from './HeaderSearch.module.css';

/**
 * The header's search box (spec part 1 §2, §5, §9), an ARIA combobox: typing searches after
 * 300 ms of quiet (nothing under 2 trimmed characters) and shows the dropdown; arrows move
 * through its options (aria-activedescendant, the focus stays in the box), Enter opens the
 * option reached or, without one, searches at once in the full-screen view; Escape closes.
 */
export function HeaderSearch() {
  const inputId = useId();
  const popupId = useId();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [dropdownRef, loadDropdown, disposeDropdown] = useQueryLoader<SearchDropdownQuery>(searchDropdownQuery);
  const [loading, startLoading] = useTransition();
  const debounce = useDebouncedCall(SEARCH_DEBOUNCE_MS);
  const view = useSearchView();
  const expanded = open && dropdownRef != null && searchableText(text) !== null;

  function onChange(value: string) {
    setText(value);
    setActiveId(null);
    const term = searchableText(value);
    if (!term) {
      debounce.cancel();
      disposeDropdown();
      return;
    }
    setOpen(true);
    // A transition: the previous results stay until the new ones arrive.
    debounce.schedule(() => startLoading(() => loadDropdown({ query: term }, { fetchPolicy: 'store-or-network' })));
  }

  function close() {
    setOpen(false);
    setActiveId(null);
  }

  function openView(term: string, tab: 'all' | SearchGroup) {
    debounce.cancel();
    close();
    view.show(term, tab);
  }

  /** Moves the active option by `step`, wrapping; the options are read from the listbox as shown. */
  function move(step: 1 | -1) {
    const options = [...(document.getElementById(listboxId)?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    if (options.length === 0) return;
    const index = options.findIndex((option) => option.id === activeId);
    const next =
      options[index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length]!;
    setActiveId(next.id);
    next.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (expanded) move(event.key === 'ArrowDown' ? 1 : -1);
      else if (dropdownRef && searchableText(text)) setOpen(true);
    } else if (event.key === 'Enter') {
      const active = expanded && activeId ? document.getElementById(activeId) : null;
      const term = searchableText(text);
      if (!active && !term) return;
      event.preventDefault();
      if (active) active.click();
      else openView(term!, 'all');
    } else if (event.key === 'Escape' && expanded) {
      // Only closes: a search box clears itself on Escape, which a second Escape still does.
      event.preventDefault();
      close();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  function closeView() {
    view.close();
    inputRef.current?.focus();
  }

  return (
    <div role="search" className={styles.search} onBlur={onBlur}>
      <label htmlFor={inputId} className="visually-hidden">
        Buscar
      </label>
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className={styles.input}
        placeholder="Buscar"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? popupId : undefined}
        aria-activedescendant={expanded && activeId ? activeId : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
      />
      {expanded && dropdownRef && (
        <div id={popupId} className={styles.popup} aria-busy={loading}>
          <FallbackBoundary resetKey={dropdownRef} fallback={<DropdownMessage alert>{SEARCH_FAILED}</DropdownMessage>}>
            <Suspense fallback={<DropdownMessage>Buscando...</DropdownMessage>}>
              <SearchDropdown
                queryRef={dropdownRef}
                listboxId={listboxId}
                activeId={activeId}
                onMore={(group) => openView(dropdownRef.variables.query, group)}
                onOpen={close}
              />
            </Suspense>
          </FallbackBoundary>
        </div>
      )}
      {view.state && view.queryRef && (
        <SearchView
          query={view.state.query}
          tab={view.state.tab}
          queryRef={view.queryRef}
          onTab={(tab) => view.show(view.state!.query, tab)}
          onRetry={view.retry}
          onClose={closeView}
        />
      )}
    </div>
  );
}
