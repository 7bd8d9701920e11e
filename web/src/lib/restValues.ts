// The graph speaks in enums (ARCHITECTURE.md principle 2); the browser session keeps the
// REST values the spec names (part 1 §3): role 'Creativo' / 'Profesional', types 1 to 5.

const ROLES = { CREATIVE: 'Creativo', PROFESSIONAL: 'Profesional' } as const;
const CREATIVE_TYPES = ['STUDENT', 'GRADUATE', 'STYLIST', 'DESIGNER', 'OTHER'] as const;
const PROFESSIONAL_TYPES = ['BRAND', 'COMPANY', 'AGENCY', 'INSTITUTION', 'OTHER'] as const;

/** 'Creativo' or 'Profesional' for a graph role; null when unset or unknown. */
export function restRole(role: string | null | undefined): string | null {
  return role === 'CREATIVE' || role === 'PROFESSIONAL' ? ROLES[role] : null;
}

/** 1 to 5 for a graph creative type; null when unset or unknown. */
export function restCreativeType(type: string | null | undefined): number | null {
  return position(CREATIVE_TYPES, type);
}

/** 1 to 5 for a graph professional type; null when unset or unknown. */
export function restProfessionalType(type: string | null | undefined): number | null {
  return position(PROFESSIONAL_TYPES, type);
}

function position(list: readonly string[], value: string | null | undefined): number | null {
  const index = value ? list.indexOf(value) : -1;
  return index < 0 ? null : index + 1;
}
