// What the sign-in, sign-up and recovery routes share: their messages, tag and email check.
import { badRequest } from '../../http/errors';
import { RULE_MESSAGES } from '../../models/rules';
import { normalizeEmail } from '../../models/users';

export const AUTH_MESSAGES = {
  loginOk: 'Inicio de sesión exitoso',
  badCredentials: 'Credenciales incorrectas',
  codeSent: 'Código de verificación enviado. Revisa tu email.',
  codeVerified: '¡Código verificado exitosamente!',
  codeResent: 'Código reenviado exitosamente.',
  resetMailSent: 'Email enviado. Revisa tu bandeja para el código.',
  resetCodeVerified: 'Código verificado.',
  passwordUpdated: 'Contraseña actualizada exitosamente.',
  usernameTaken: 'Este nombre de usuario ya está en uso.',
  emailTaken: 'Ya existe una cuenta con este email.',
  noPendingRegistration: 'No hay ningún registro pendiente para este email.',
  googleUnavailable: 'El inicio de sesión con Google no está disponible en este momento.',
  googleFailed: 'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
  googleStateMismatch: 'La sesión de inicio con Google ha caducado. Inténtalo de nuevo.',
  googleEmailUnverified: 'Tu cuenta de Google no tiene un email verificado.',
} as const;

export const TAG = ['auth'];
export const missingFieldMessage = RULE_MESSAGES.allFields;

export function requiredEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!normalized) throw badRequest(missingFieldMessage, 'email');
  return normalized;
}
