import { useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import styles from './ExplorerFilters.module.css';
import { useViewportAtMost } from './useViewportAtMost';

/** At this width and below the panel opens in a dialog (part 2 §2). */
const MOBILE_MAX_WIDTH = 768;

interface Filters {
  search: string;
  country: string;
  city: string;
  school: string;
}

const defaultFilters: Filters = { search: '', country: '', city: '', school: '' };

const options = {
  country: ['España', 'Francia', 'Alemania'],
  city: ['Madrid', 'Barcelona', 'Valencia'],
  school: ['IED', 'ESDEMGA', 'Elisava'],
} as const;

/**
 * The explorer's filter panel. By the spec it does not filter the feed: it only marks the
 * filters-active indicator while any field differs from its default.
 */
export function ExplorerFilters() {
  const [filters, setFilters] = useState(defaultFilters);
  const [open, setOpen] = useState(false);
  const inModal = useViewportAtMost(MOBILE_MAX_WIDTH);
  const panelId = useId();
  const active = (Object.keys(defaultFilters) as Array<keyof Filters>).some(
    (key) => filters[key] !== defaultFilters[key],
  );

  const fields = (
    <FilterFields filters={filters} onChange={(change) => setFilters((current) => ({ ...current, ...change }))} />
  );

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

function FilterFields({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  const id = useId();
  return (
    <div className={styles.fields}>
      <label className={styles.field} htmlFor={`${id}-search`}>
        <span>Buscar</span>
        <input
          id={`${id}-search`}
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </label>
      <SelectField
        id={`${id}-country`}
        label="País"
        allLabel="Todos"
        value={filters.country}
        choices={options.country}
        onChange={(country) => onChange({ country })}
      />
      <SelectField
        id={`${id}-city`}
        label="Ciudad"
        allLabel="Todas"
        value={filters.city}
        choices={options.city}
        onChange={(city) => onChange({ city })}
      />
      <SelectField
        id={`${id}-school`}
        label="Escuela"
        allLabel="Todas"
        value={filters.school}
        choices={options.school}
        onChange={(school) => onChange({ school })}
      />
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
}

function SelectField({ id, label, allLabel, value, choices, onChange }: SelectFieldProps) {
  return (
    <label className={styles.field} htmlFor={id}>
      <span>{label}</span>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </label>
  );
}
