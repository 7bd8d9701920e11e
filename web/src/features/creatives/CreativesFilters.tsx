import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { CREATIVES_TEXTS } from './creativesTexts';
import { graduationYears, NO_PANEL_FILTERS, type PanelFilters } from './creativeFilters';
import styles from './CreativesPage.module.css';

interface CreativesFiltersProps {
  /** The filters applied now (the URL's): the fields start from them. */
  applied: PanelFilters;
  countries: readonly string[];
  onApply: (filters: PanelFilters) => void;
  onClear: () => void;
}

type TextField = Exclude<keyof PanelFilters, 'country' | 'graduationYear'>;

const TEXT_FIELDS: { name: TextField; label: string; hint?: string }[] = [
  { name: 'search', label: 'Buscar' },
  { name: 'city', label: 'Ciudad' },
  { name: 'school', label: 'Centro de estudios' },
  { name: 'softSkills', label: 'Soft skills', hint: 'Separadas por comas' },
  { name: 'hardSkills', label: 'Hard skills', hint: 'Separadas por comas' },
  { name: 'software', label: 'Software', hint: 'Separados por comas' },
];

/**
 * The filter panel: what is typed stays in the fields until 'Aplicar filtros' sends it to
 * the URL (and the server); 'Borrar Filtros' empties both. The same form is the desktop
 * sidebar and the phone's dialog.
 */
export function CreativesFilters({ applied, countries, onApply, onClear }: CreativesFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState<PanelFilters>(applied);
  const set = (name: keyof PanelFilters, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  // The applied country stays an option while the list of countries is not known.
  const countryOptions =
    applied.country && !countries.includes(applied.country) ? [applied.country, ...countries] : countries;

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function clear() {
    setDraft(NO_PANEL_FILTERS);
    onClear();
  }

  return (
    <form className={styles.filters} onSubmit={submit} aria-label={CREATIVES_TEXTS.filtersTitle}>
      {TEXT_FIELDS.slice(0, 1).map((field) => textField(id, field, draft, set))}
      <label className={styles.field}>
        País
        <select value={draft.country} onChange={(event) => set('country', event.target.value)}>
          <option value="">Todos los países</option>
          {countryOptions.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      </label>
      {TEXT_FIELDS.slice(1, 3).map((field) => textField(id, field, draft, set))}
      <label className={styles.field}>
        Año de graduación
        <select value={draft.graduationYear} onChange={(event) => set('graduationYear', event.target.value)}>
          <option value="">Cualquier año</option>
          {graduationYears().map((year) => (
            <option key={year}>{year}</option>
          ))}
        </select>
      </label>
      {TEXT_FIELDS.slice(3).map((field) => textField(id, field, draft, set))}
      <div className={styles.filterActions}>
        <Button type="submit" size="small">
          {CREATIVES_TEXTS.apply}
        </Button>
        <Button variant="outline" size="small" onClick={clear}>
          {CREATIVES_TEXTS.clear}
        </Button>
      </div>
    </form>
  );
}

function textField(
  id: string,
  { name, label, hint }: (typeof TEXT_FIELDS)[number],
  draft: PanelFilters,
  set: (name: keyof PanelFilters, value: string) => void,
) {
  const hintId = `${id}-${name}-hint`;
  return (
    <label key={name} className={styles.field}>
      {label}
      <input
        type={name === 'search' ? 'search' : 'text'}
        value={draft[name]}
        onChange={(event) => set(name, event.target.value)}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </label>
  );
}
