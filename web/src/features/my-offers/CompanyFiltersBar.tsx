import { useSearchParams } from 'react-router';
import {
  companyParams,
  STATUS_FILTER_ORDER,
  STATUS_FILTERS,
  type CompanyFilters,
  type OfferStatusFilter,
} from './myOffersView';
import { SegmentedFilter } from './SegmentedFilter';
import styles from './MyOffersPage.module.css';

type Kind = 'all' | 'internships';

const KIND_LABELS: Record<Kind, string> = { all: 'Todas', internships: 'Prácticas' };
const KINDS: readonly Kind[] = ['all', 'internships'];

/** 'Activas' / 'Pendientes de aprobación' / 'Inactivas' and 'Todas' / 'Prácticas', kept in the address. */
export function CompanyFiltersBar({ filters }: { filters: CompanyFilters }) {
  const [, setParams] = useSearchParams();
  const change = (next: Partial<CompanyFilters>) =>
    setParams((current) => companyParams({ ...filters, ...next }, current));
  return (
    <div className={styles.filters}>
      <SegmentedFilter<OfferStatusFilter>
        label="Estado de las ofertas"
        options={STATUS_FILTER_ORDER}
        labelOf={(status) => STATUS_FILTERS[status].label}
        value={filters.status}
        onChange={(status) => change({ status })}
      />
      <SegmentedFilter<Kind>
        label="Tipo de oferta"
        options={KINDS}
        labelOf={(kind) => KIND_LABELS[kind]}
        value={filters.internshipsOnly ? 'internships' : 'all'}
        onChange={(kind) => change({ internshipsOnly: kind === 'internships' })}
      />
    </div>
  );
}
