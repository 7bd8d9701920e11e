// What the settings forms check before they send (part 2 §5); the server checks again.

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface EmailChange {
  email: string;
  confirmEmail: string;
  currentPassword: string;
}

/** The api's words for a missing current password (api/CONTRACT.md). */
export const CURRENT_PASSWORD_MISSING = 'Debes ingresar tu contraseña actual.';

/** The first reason a password change cannot be sent, or null. Google accounts need no current password. */
export function passwordChangeProblem(change: PasswordChange, signsInWithGoogle: boolean): string | null {
  if (change.newPassword !== change.confirmPassword) return 'Las contraseñas nuevas no coinciden.';
  if (!signsInWithGoogle && change.currentPassword === '') return CURRENT_PASSWORD_MISSING;
  if (change.newPassword === '') return 'Por favor, completa todos los campos';
  return null;
}

/**
 * The first reason an email change cannot be sent, or null. The current password is one
 * of the fields except for Google accounts (api/CONTRACT.md, PUT /api/users/email).
 */
export function emailChangeProblem(change: EmailChange, signsInWithGoogle: boolean): string | null {
  const email = change.email.trim();
  const confirmEmail = change.confirmEmail.trim();
  if (!email || !confirmEmail || (!signsInWithGoogle && change.currentPassword === '')) {
    return 'Por favor, completa todos los campos';
  }
  // Emails are stored lowercase, so a difference of case is the same address.
  if (email.toLowerCase() !== confirmEmail.toLowerCase()) return 'Los emails no coinciden';
  return null;
}

/** The first reason an email-change code cannot be sent, or null (the api's words, api/CONTRACT.md). */
export function emailCodeProblem(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return 'Introduce el código que te hemos enviado.';
  if (!/^\d{6}$/.test(trimmed)) return 'El código debe tener 6 dígitos.';
  return null;
}
