// How a programme is taught, in words. My Offers may import no other feature than job-offers,
// so this small table is its own (the moderation, profile and detail screens have theirs).

const MODALITIES: Record<string, string> = { ON_SITE: 'Presencial', ONLINE: 'Online', HYBRID: 'Híbrida' };

/** 'Presencial', 'Online' or 'Híbrida'; empty for a value this version does not know. */
export function studyModalityLabel(modality: string): string {
  return MODALITIES[modality] ?? '';
}
