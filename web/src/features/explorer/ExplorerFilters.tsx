import { useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import { hasFilters, type ExplorerFilters as Filters, type TextFilter } from './explorerFilters';
import styles from './ExplorerFilters.module.css';
import { useViewportAtMost } from './useViewportAtMost';

/** At this width and below the panel opens in a dialog (part 2 §2). */
const MOBILE_MAX_WIDTH = 768;

const FIELDS: ReadonlyArray<{ name: TextFilter; label: string; placeholder: string }> = [
  { name: 'search', label: 'Buscar', placeholder: 'Título o etiqueta' },
  { name: 'country', label: 'País', placeholder: 'Por ejemplo, España' },
  { name: 'city', label: 'Ciudad', placeholder: 'Por ejemplo, Madrid' },
  { name: 'school', label: 'Escuela', placeholder: 'Por ejemplo, IED' },
];

interface ExplorerFiltersProps {
  /** What the fields show (typed text, sent after a pause). */
  typed: Filters;
  onType: (name: TextFilter, value: string) => void;
  onClear: () => void;
}

/**
 * The explorer's filter panel: what is typed goes to the URL after a pause and the grid
 * reads the feed again from the server (README § Product notes: the spec leaves it inert).
 * The toggle marks the filters-active indicator while any field holds text.
 */
export function ExplorerFilters({ typed, onType, onClear }: ExplorerFiltersProps) {
  const [open, setOpen] = useState(false);
  const inModal = useViewportAtMost(MOBILE_MAX_WIDTH);
  const panelId = useId();
  const active = hasFilters(typed);
  const fields = <FilterFields typed={typed} onType={onType} onClear={onClear} active={active} />;

  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={active ? 'Filtros (activos)' : 'Filtros'}
        aria-expanded={open}
        aria-controls={inModal ? undefined : panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        Filtros
        {active && <span className={styles.indicator} aria-hidden="true" />}
      </button>
      {open && !inModal && (
        <div id={panelId} className={styles.panel}>
          {fields}
        </div>
      )}
      {open && inModal && (
        <Modal title="Filtros" onClose={() => setOpen(false)}>
          {fields}
        </Modal>
      )}
    </div>
  );
}

function FilterFields({ typed, onType, onClear, active }: ExplorerFiltersProps & { active: boolean }) {
  const id = useId();
  return (
    <div className={styles.fields}>
      {FIELDS.map(({ name, label, placeholder }) => (
        <label key={name} className={styles.field} htmlFor={`${id}-${name}`}>
          <span>{label}</span>
          <input
            id={`${id}-${name}`}
            type={name === 'search' ? 'search' : 'text'}
            value={typed[name]}
            placeholder={placeholder}
            onChange={(event) => onType(name, event.target.value)}
          />
        </label>
      ))}
      <button type="button" className={styles.clear} onClick={onClear} disabled={!active}>
        Borrar filtros
      </button>
    </div>
  );
}
