// What the educational offer routes share: their tag and messages.
import { HttpError } from '../../http/errors';

export const TAG = ['educational-offers'];
export const bearer = [{ bearerAuth: [] }];

export const EDUCATIONAL_MESSAGES = {
  notFound: 'No se encontró la oferta educativa.',
  userNotFound: 'Usuario no encontrado.',
  notInstitution: 'Solo las instituciones educativas pueden publicar ofertas educativas.',
  notVerified:
    'Tu institución aún no está verificada. Escríbenos con los datos del centro para verificarla y poder publicar ofertas educativas.',
  notOwner: 'Solo la institución que publicó esta oferta puede modificarla.',
  created: 'Oferta educativa creada. La revisaremos antes de publicarla.',
  updated: 'Oferta educativa actualizada. La revisaremos antes de volver a publicarla.',
  cancelled: 'Oferta educativa desactivada.',
  deleted: 'Oferta educativa eliminada.',
  imageType: 'Tipo de archivo no permitido. Solo se aceptan JPG, PNG y GIF.',
  imageUnreadable: 'La imagen está dañada o es demasiado grande para procesarla.',
  imageTooLarge: 'El archivo es demasiado grande. Máximo 5MB permitido.',
  unexpectedFile: 'Solo se admite un archivo, en el campo "headerImage".',
  typeOnlyInstitutions: 'Solo las instituciones educativas pueden indicar el tipo de centro.',
  typeSaved: 'Tipo de centro guardado.',
} as const;

export const forbidden = (message: string) => new HttpError(403, message);
