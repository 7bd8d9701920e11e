// Milestones (part 2 §5): every field required, the date as mm / yyyy, descriptions of 120.

export interface MilestoneDraft {
  key: number;
  date: string;
  name: string;
  entity: string;
  description: string;
}

export type MilestoneField = 'date' | 'name' | 'entity' | 'description';

export const MILESTONE_MESSAGES = {
  date: 'La fecha es obligatoria',
  name: 'El nombre es obligatorio',
  entity: 'La entidad es obligatoria',
  description: 'La descripción es obligatoria',
} as const;

export const MILESTONE_ALERT = 'Por favor, completa todos los campos obligatorios marcados con *';

/** The api's words for a date it cannot read (api/CONTRACT.md). */
export const MILESTONE_DATE_FORMAT = 'La fecha debe tener el formato mm / aaaa.';

const DATE = /^(0?[1-9]|1[0-2])\s*\/\s*\d{4}$/;

/** Each field's message for one milestone (empty when it is complete). */
export function milestoneErrors(milestone: MilestoneDraft): Partial<Record<MilestoneField, string>> {
  const errors: Partial<Record<MilestoneField, string>> = {};
  for (const field of Object.keys(MILESTONE_MESSAGES) as MilestoneField[]) {
    if (!milestone[field].trim()) errors[field] = MILESTONE_MESSAGES[field];
  }
  if (!errors.date && !DATE.test(milestone.date.trim())) errors.date = MILESTONE_DATE_FORMAT;
  return errors;
}

/** The alert for a list of milestones, or null when all can be sent. */
export function milestonesAlert(milestones: readonly MilestoneDraft[]): string | null {
  const errors = milestones.map(milestoneErrors);
  if (errors.some((fields) => Object.values(fields).some((message) => message !== MILESTONE_DATE_FORMAT)))
    return MILESTONE_ALERT;
  return errors.some((fields) => fields.date) ? MILESTONE_DATE_FORMAT : null;
}

/** 'mm / yyyy' as the api stores it. */
export function normalizeDate(date: string): string {
  const [month, year] = date.split('/').map((part) => part.trim());
  return `${month.padStart(2, '0')} / ${year}`;
}
