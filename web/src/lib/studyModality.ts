// How a programme is taught, in words (part 2 §3 "Educational offer form": Presencial, Online,
// Híbrida), for every screen that shows or asks it.

export type StudyModalityValue = 'ON_SITE' | 'ONLINE' | 'HYBRID';

/** The modalities in the form's order, each with its word. */
export const STUDY_MODALITIES: ReadonlyArray<readonly [StudyModalityValue, string]> = [
  ['ON_SITE', 'Presencial'],
  ['ONLINE', 'Online'],
  ['HYBRID', 'Híbrida'],
];

const LABELS: ReadonlyMap<string, string> = new Map(STUDY_MODALITIES);

/** 'Presencial', 'Online' or 'Híbrida'; empty for a value this version does not know. */
export function studyModalityLabel(modality: string): string {
  return LABELS.get(modality) ?? '';
}
