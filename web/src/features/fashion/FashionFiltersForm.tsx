import { useId } from 'react';
import {
  CATEGORIES,
  CENTER_TYPES,
  EDUCATION_LEVELS,
  MODALITIES,
  type Choice,
  type FashionFilters,
  type TextFilter,
} from './fashionFilters';
import { FASHION_TEXTS } from './fashionTexts';
import styles from './FashionPage.module.css';

interface FiltersProps {
  filters: FashionFilters;
  /** What the text fields hold (sent to the URL after a pause). */
  typed: Pick<FashionFilters, TextFilter>;
  onType: (name: TextFilter, value: string) => void;
  onChoose: (change: Partial<FashionFilters>) => void;
}

const TEXT_FIELDS: readonly { name: TextFilter; label: string }[] = [
  { name: 'search', label: 'Buscar por nombre o ciudad' },
  { name: 'country', label: 'País' },
  { name: 'city', label: 'Ciudad' },
];

/** The filters: text fields, selects and the Todo / Pública / Privada toggle. */
export function FashionFiltersForm({ filters, typed, onType, onChoose }: FiltersProps) {
  const id = useId();
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filtrar instituciones"
      onSubmit={(event) => event.preventDefault()}
    >
      {TEXT_FIELDS.map(({ name, label }) => (
        <label key={name} className={styles.field}>
          <span>{label}</span>
          <input type="search" value={typed[name]} onChange={(event) => onType(name, event.target.value)} />
        </label>
      ))}
      <ChoiceSelect
        label="Tipo de centro"
        choices={CENTER_TYPES}
        value={filters.centerType}
        onChange={(centerType) => onChoose({ centerType })}
      />
      <ChoiceSelect
        label="Nivel educativo"
        choices={EDUCATION_LEVELS}
        value={filters.educationLevel}
        onChange={(educationLevel) => onChoose({ educationLevel })}
      />
      <ChoiceSelect
        label="Tipo de formación"
        choices={MODALITIES}
        value={filters.modality}
        onChange={(modality) => onChoose({ modality })}
      />
      <ChoiceSelect
        label="Categoría"
        choices={CATEGORIES}
        value={filters.category}
        onChange={(category) => onChoose({ category })}
      />
      <div className={styles.toggle} role="group" aria-labelledby={`${id}-toggle`}>
        <span id={`${id}-toggle`} className="visually-hidden">
          Visibilidad
        </span>
        {[{ value: null, label: FASHION_TEXTS.all }, ...CENTER_TYPES].map(({ value, label }) => (
          <button
            key={label}
            type="button"
            aria-pressed={filters.centerType === value}
            className={styles.toggleButton}
            onClick={() => onChoose({ centerType: value })}
          >
            {label}
          </button>
        ))}
      </div>
    </form>
  );
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
}

/** A select of one filter; 'Todos' clears it. */
function ChoiceSelect<T extends string>({ label, choices, value, onChange }: ChoiceSelectProps<T>) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select
        value={value ?? ''}
        onChange={(event) => onChange(choices.find((choice) => choice.value === event.target.value)?.value ?? null)}
      >
        <option value="">Todos</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
