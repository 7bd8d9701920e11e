// Field rules of the spec (part 1 §5), in the order the sign-up form applies them.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../services/passwords';

export const USERNAME_MAX_LENGTH = 20;

export const RULE_MESSAGES = {
  allFields: 'Completa todos los campos para continuar',
  usernameSpaces: 'El nombre de usuario no puede contener espacios',
  usernameLength: 'El nombre de usuario debe tener máximo 20 caracteres',
  usernameCharacters: 'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
  invalidEmail: 'Introduce un email válido.',
  passwordsDiffer: 'Las contraseñas no coinciden',
  passwordsDifferReset: 'Las contraseñas no coinciden.',
  passwordTooShort: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  passwordTooLong: `La contraseña debe tener como máximo ${MAX_PASSWORD_LENGTH} caracteres.`,
  codeFormat: 'El código debe tener 6 dígitos.',
} as const;

export interface RuleFailure {
  message: string;
  field: string;
}

/** Usernames end up in URLs (/ControlPanel/profile/{username}), so they stay URL-safe. */
const USERNAME_CHARACTERS = /^[\p{L}\p{N}._-]+$/u;
/** Deliberately simple: one @, no spaces, a dot in the domain. The mailed code proves the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function usernameFailure(username: string): RuleFailure | null {
  const field = 'username';
  if (/\s/.test(username)) return { message: RULE_MESSAGES.usernameSpaces, field };
  if ([...username].length > USERNAME_MAX_LENGTH) return { message: RULE_MESSAGES.usernameLength, field };
  if (!USERNAME_CHARACTERS.test(username)) return { message: RULE_MESSAGES.usernameCharacters, field };
  return null;
}

export function isEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export function passwordFailure(password: string, field: string): RuleFailure | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { message: RULE_MESSAGES.passwordTooShort, field };
  if (password.length > MAX_PASSWORD_LENGTH) return { message: RULE_MESSAGES.passwordTooLong, field };
  return null;
}

export const isSixDigitCode = (code: string) => /^\d{6}$/.test(code);
