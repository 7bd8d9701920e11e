import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { JOB_TYPE_LABELS, LOCATION_TYPE_LABELS, type JobTypeValue, type LocationTypeValue } from './offerLabels';
import type { useOfferFilters } from './useOfferFilters';
import styles from './OffersPage.module.css';

/** Countries and cities seen in the loaded offers, offered while typing (part 2 §2). */
export interface OfferSuggestions {
  countries: readonly string[];
  cities: readonly string[];
}

interface OffersFiltersProps {
  /** The filters kept in the URL, as useOfferFilters gives them: applied, typed, and their changes. */
  filtering: ReturnType<typeof useOfferFilters>;
  suggestions: OfferSuggestions;
}

/**
 * The filters of the offers list: search, country, city, company, minimum salary (euros a year,
 * issue 24), contract type, format, 'Prácticas'.
 */
export function OffersFilters({ filtering, suggestions }: OffersFiltersProps) {
  const { filters, typed, type: onType, choose: onChoose, clear: onClear } = filtering;
  const id = useId();
  const anySet =
    Object.values(typed).some((value) => value.trim() !== '') ||
    filters.jobType !== null ||
    filters.locationType !== null ||
    filters.internshipsOnly;
  const chooseInternships = (event: ChangeEvent<HTMLInputElement>) =>
    onChoose({ internshipsOnly: event.target.checked });

  return (
    <form role="search" aria-label="Filtrar ofertas" className={styles.filters} onSubmit={(e) => e.preventDefault()}>
      <TextField
        id={`${id}-search`}
        label="Buscar"
        type="search"
        value={typed.search}
        wide
        placeholder="Puesto, descripción o empresa"
        onChange={(value) => onType('search', value)}
      />
      <TextField
        id={`${id}-country`}
        label="País"
        value={typed.country}
        list={`${id}-countries`}
        onChange={(value) => onType('country', value)}
      />
      <TextField
        id={`${id}-city`}
        label="Ciudad"
        value={typed.city}
        list={`${id}-cities`}
        onChange={(value) => onType('city', value)}
      />
      <TextField
        id={`${id}-company`}
        label="Empresa"
        value={typed.companyName}
        onChange={(value) => onType('companyName', value)}
      />
      <TextField
        id={`${id}-salary`}
        label="Salario mínimo (€/año)"
        value={typed.minimumSalary}
        inputMode="numeric"
        placeholder="Por ejemplo, 30000"
        onChange={(value) => onType('minimumSalary', value)}
      />
      <datalist id={`${id}-countries`}>
        {suggestions.countries.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      <datalist id={`${id}-cities`}>
        {suggestions.cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Tipo de contrato</label>
        <select
          id={`${id}-type`}
          className={styles.input}
          value={filters.jobType ?? ''}
          onChange={(e) => onChoose({ jobType: (e.target.value || null) as JobTypeValue | null })}
        >
          <option value="">Todos</option>
          {Object.entries(JOB_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-format`}>Formato de trabajo</label>
        <select
          id={`${id}-format`}
          className={styles.input}
          value={filters.locationType ?? ''}
          onChange={(e) => onChoose({ locationType: (e.target.value || null) as LocationTypeValue | null })}
        >
          <option value="">Todos</option>
          {Object.entries(LOCATION_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={filters.internshipsOnly} onChange={chooseInternships} />
        Prácticas
      </label>
      {anySet && (
        <button type="button" className={styles.clear} onClick={onClear}>
          Limpiar filtros
        </button>
      )}
    </form>
  );
}

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'list' | 'placeholder' | 'inputMode'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'search';
  wide?: boolean;
}

function TextField({ id, label, onChange, type = 'text', wide = false, ...input }: TextFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} className={styles.input} autoComplete="off" {...input} onChange={change} />
    </div>
  );
}
