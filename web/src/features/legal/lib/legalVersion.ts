// The edition of the legal texts (part 1 §9, part 2 §9): one place, so a new edition is
// one edit that every document shows.
export const LEGAL_VERSION = '1.0';
export const LEGAL_DATE_ISO = '2025-05-20';
export const LEGAL_DATE_TEXT = '20 de mayo de 2025';
