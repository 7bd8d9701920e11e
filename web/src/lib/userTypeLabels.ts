// The Spanish names of a user's role and sub-type, for cards and profiles that show them
// (the graph sends enums; ARCHITECTURE.md principle 2). The words are the onboarding's,
// so a user sees their type named as they chose it.

const ROLE_LABELS: Record<string, string> = { CREATIVE: 'Creativo', PROFESSIONAL: 'Profesional' };

const CREATIVE_TYPE_LABELS: Record<string, string> = {
  STUDENT: 'Estudiante',
  GRADUATE: 'Graduado',
  STYLIST: 'Estilista',
  DESIGNER: 'Diseñador de marca',
  OTHER: 'Otro',
};

const PROFESSIONAL_TYPE_LABELS: Record<string, string> = {
  BRAND: 'Marca pequeña',
  COMPANY: 'Empresa',
  AGENCY: 'Agencia o scouting',
  INSTITUTION: 'Institución educativa',
  OTHER: 'Otro',
};

/** 'Creativo' or 'Profesional'; null when the role is unset. */
export function roleLabel(role: string | null | undefined): string | null {
  return (role && ROLE_LABELS[role]) || null;
}

/** The professional type in Spanish ('Empresa', 'Institución educativa', …); null when unset. */
export function professionalTypeLabel(type: string | null | undefined): string | null {
  return (type && PROFESSIONAL_TYPE_LABELS[type]) || null;
}

/** The creative type in Spanish ('Estudiante', 'Estilista', …); null when unset. */
export function creativeTypeLabel(type: string | null | undefined): string | null {
  return (type && CREATIVE_TYPE_LABELS[type]) || null;
}
