import { AmountField, DraftSelect } from './fields';
import type { SalaryCurrencyValue, SalaryPeriodValue } from './offerRules';
import { fieldId, type OfferForm } from './useOfferForm';
import styles from '../../components/OfferForm.module.css';

// The graph's SalaryCurrency and SalaryPeriod, as the selects show them.
const CURRENCIES: ReadonlyArray<readonly [SalaryCurrencyValue, string]> = [
  ['EUR', 'EUR €'],
  ['USD', 'USD $'],
  ['GBP', 'GBP £'],
  ['CHF', 'CHF'],
];
const PERIODS: ReadonlyArray<readonly [SalaryPeriodValue, string]> = [
  ['YEAR', 'Al año'],
  ['MONTH', 'Al mes'],
  ['HOUR', 'Por hora'],
];

const HINT_ID = `${fieldId('salary')}-hint`;

/**
 * The salary range (issue 24, EU pay transparency): optional, either end may stay empty.
 * One group named 'Salario', its hint read with it; each control keeps its own label and error.
 */
export function SalaryFields({ form }: { form: OfferForm }) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={HINT_ID}>
      <legend className={styles.label}>Salario</legend>
      <p id={HINT_ID} className={styles.help}>
        Opcional, pero recomendado: las ofertas con salario reciben más candidaturas. La directiva europea de
        transparencia retributiva lo pide.
      </p>
      <div className={styles.grid}>
        <AmountField form={form} field="salaryMin" label="Salario mínimo" />
        <AmountField form={form} field="salaryMax" label="Salario máximo" />
        <DraftSelect form={form} field="salaryCurrency" label="Moneda" options={CURRENCIES} required={false} />
        <DraftSelect form={form} field="salaryPeriod" label="Periodo" options={PERIODS} required={false} />
      </div>
    </fieldset>
  );
}
