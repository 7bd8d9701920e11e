import { DatePartsField } from './DatePartsField';
import type { DateRangeDraft } from './dateParts';
import { CheckField, FieldRow } from './fields';

interface DateRangeFieldsProps {
  range: DateRangeDraft;
  /** Whether the entry is still going on: its end is then disabled (and not sent). */
  current: boolean;
  /** The check box's label ('Estudiando actualmente', 'Trabajando actualmente'). */
  currentLabel: string;
  onRangeChange: (patch: Partial<DateRangeDraft>) => void;
  onCurrentChange: (current: boolean) => void;
}

/** Start and end (month and year each) of a CV entry, and whether it is still going on. */
export function DateRangeFields({
  range,
  current,
  currentLabel,
  onRangeChange,
  onCurrentChange,
}: DateRangeFieldsProps) {
  return (
    <>
      <FieldRow>
        <DatePartsField
          legend="Inicio"
          month={range.startMonth}
          year={range.startYear}
          onChange={({ month, year }) => onRangeChange({ startMonth: month, startYear: year })}
        />
        <DatePartsField
          legend="Fin"
          month={range.endMonth}
          year={range.endYear}
          disabled={current}
          onChange={({ month, year }) => onRangeChange({ endMonth: month, endYear: year })}
        />
      </FieldRow>
      <CheckField label={currentLabel} checked={current} onChange={onCurrentChange} />
    </>
  );
}
