import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { graduationMonthWindow, graduationYearWindow, monthInWindow, shownMonth, yearInWindow } from '../lib/dates';
import { badMonth, badYear, MESSAGES } from '../lib/messages';
import type { GraduationForm_user$key } from './__generated__/GraduationForm_user.graphql';
import { TextField } from './Fields';
import { StepForm } from './StepForm';
import { useStepForm } from './useStepForm';

const fragment = graphql`
  fragment GraduationForm_user on User {
    institution
  }
`;

/**
 * How a step asks when the user graduates: a month (student, stylist) or a year (graduate).
 * `yearsAhead`: how far in the future a month may be (a student's expected graduation).
 */
export type GraduationDate = { kind: 'month' | 'year'; label: string; yearsAhead?: number };

/** A graduation date's check for the day the form opened, and the month input's limits. */
interface GraduationRule {
  /** Null when acceptable, else the spec's message with the window filled in. */
  refusal: (value: string) => string | null;
  min?: string;
  max?: string;
}

function graduationRule({ kind, yearsAhead }: GraduationDate, today: Date): GraduationRule {
  if (kind === 'month') {
    const limits = graduationMonthWindow(today, yearsAhead);
    const message = badMonth(shownMonth(limits.min), shownMonth(limits.max));
    return { ...limits, refusal: (month) => (monthInWindow(month, limits) ? null : message) };
  }
  const limits = graduationYearWindow(today);
  return { refusal: (year) => (yearInWindow(year, limits) ? null : badYear(limits.min, limits.max)) };
}

/**
 * Step 6 of the student, stylist and graduate branches (part 1 §5): the institution and
 * the graduation month (from 90 years ago to this month, or to `yearsAhead` years on) or
 * year (an integer from 90 years ago to this year), both required; payload {institution, profileCompleted}. The
 * spec's payload carries no date: it is checked, not stored (README § Product notes).
 */
export function GraduationForm({ user, date }: { user: GraduationForm_user$key; date: GraduationDate }) {
  const saved = useFragment(fragment, user);
  const form = useStepForm();
  const [rule] = useState(() => graduationRule(date, new Date()));
  const [institution, setInstitution] = useState(saved.institution ?? '');
  const [when, setWhen] = useState('');

  function submit() {
    if (!institution.trim() || !when.trim()) return form.refuse(MESSAGES.fillRequired);
    const refusal = rule.refusal(when.trim());
    if (refusal) return form.refuse(refusal);
    void form.save({ institution: institution.trim(), profileCompleted: true });
  }

  return (
    <StepForm form={form} onSubmit={submit}>
      <TextField
        label="Escuela o universidad"
        value={institution}
        onChange={setInstitution}
        autoComplete="organization"
      />
      {date.kind === 'month' ? (
        <TextField label={date.label} type="month" value={when} onChange={setWhen} min={rule.min} max={rule.max} />
      ) : (
        <TextField
          label={date.label}
          value={when}
          onChange={setWhen}
          inputMode="numeric"
          placeholder="aaaa"
          maxLength={4}
        />
      )}
    </StepForm>
  );
}
