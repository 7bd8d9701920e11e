// Shared by the educational offer tests and the upload tests: the form an institution
// must fill in to publish an educational offer.

/** The fields the spec requires, nothing else. */
export const requiredEducationalFields = (overrides: Record<string, string> = {}) => ({
  programName: 'Curso de Patronaje',
  city: 'Málaga',
  country: 'España',
  educationType: 'Curso',
  modality: 'Presencial',
  duration: '1',
  ...overrides,
});
