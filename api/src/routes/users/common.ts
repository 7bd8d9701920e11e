// What the account's routes share: their tag, messages and the quiet removal of unused files.
import type { AppContext } from '../../http/context';
import { PROFILE_MESSAGES } from '../../models/profile';
import { removeUnreferencedMedia } from '../../models/media-references';

export const TAG = ['users'];
export const bearer = [{ bearerAuth: [] }];

export const USER_MESSAGES = {
  ...PROFILE_MESSAGES,
  accountDeleted: 'Cuenta eliminada correctamente.',
  pictureMissing: 'Por favor, sube una foto de perfil.',
  logoMissing: 'Por favor, sube un logo.',
  pdfMissing: 'Por favor, sube un archivo PDF.',
  notAnImage: 'El archivo no es una imagen válida.',
  notAPdf: 'Solo se permiten archivos PDF',
  pdfTooLarge: 'El archivo es demasiado grande. Máximo 10MB permitido.',
  tooManyIds: 'Se pueden pedir como máximo 100 usuarios a la vez.',
  fillEveryField: 'Por favor, completa todos los campos',
  newPasswordsDiffer: 'Las contraseñas nuevas no coinciden.',
  currentPasswordMissing: 'Debes ingresar tu contraseña actual.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  passwordChanged: 'Contraseña actualizada correctamente.',
  emailsDiffer: 'Los emails no coinciden',
  emailTaken: 'Ya existe una cuenta con este email.',
  emailChanged: 'Email actualizado con éxito',
  sameEmail: 'Ese ya es el email de tu cuenta.',
  noEmailChange: 'No hay ningún cambio de email pendiente. Vuelve a pedirlo.',
} as const;

/** File removal never fails the call that made files unused: a leftover file is only disk space. */
export async function removeFilesQuietly(
  ctx: AppContext,
  urls: readonly string[],
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  try {
    await removeUnreferencedMedia(ctx.db, ctx.media.storage, urls);
  } catch (err) {
    log.error({ err }, 'could not remove unused media files');
  }
}
