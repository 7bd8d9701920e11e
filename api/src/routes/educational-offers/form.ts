// The multipart form of an educational offer: read, checked, then its header image stored.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { HttpError, badRequest } from '../../http/errors';
import type { StoredImage } from '../../db/columns';
import { checkFormFields, readMultipartForm } from '../../http/multipart-form';
import { fileBytes } from '../../http/uploads';
import { parseEducationalOfferForm, type EducationalOfferInput } from '../../models/educational-offer-form';
import { HeaderImageError, MAX_HEADER_IMAGE_BYTES, storeHeaderImage } from '../../services/header-image';
import { EducationalOfferFormFields } from '../../schemas/educational-offer';
import { EDUCATIONAL_MESSAGES } from './common';

/** Every form field fits, with room for the extensions; text values up to 64 KiB. */
const FORM_LIMITS = { fileSize: MAX_HEADER_IMAGE_BYTES, files: 1, fields: 40, parts: 41, fieldSize: 64 * 1024 };

interface OfferForm {
  input: EducationalOfferInput;
  /** Absent when no header image came (an edit then keeps the current one). */
  image: StoredImage | undefined;
}

/**
 * Reads the multipart form (text fields and at most one `headerImage` file), checks every
 * field, then stores the image: a refused form leaves nothing behind.
 */
export async function readOfferForm(request: FastifyRequest, ctx: AppContext): Promise<OfferForm> {
  const tooLarge = () => new HttpError(413, EDUCATIONAL_MESSAGES.imageTooLarge, 'headerImage');
  let bytes: Buffer | undefined;
  const fields = await readMultipartForm(request, {
    limits: FORM_LIMITS,
    tooLarge,
    repeated: 'refuse',
    jsonParts: 'text',
    async onFile(part) {
      if (part.fieldname !== 'headerImage') throw badRequest(EDUCATIONAL_MESSAGES.unexpectedFile, part.fieldname);
      const buffer = await fileBytes(part, tooLarge);
      // A browser sends an empty part for a file input left untouched.
      if (buffer.length > 0) bytes = buffer;
    },
  });
  const input = parseEducationalOfferForm(checkFormFields(EducationalOfferFormFields, fields));
  return { input, image: bytes ? await storeImage(ctx, bytes) : undefined };
}

async function storeImage(ctx: AppContext, bytes: Buffer): Promise<StoredImage> {
  try {
    return await storeHeaderImage(ctx.media, bytes);
  } catch (error) {
    if (error instanceof HeaderImageError) {
      throw badRequest(
        error.reason === 'type' ? EDUCATIONAL_MESSAGES.imageType : EDUCATIONAL_MESSAGES.imageUnreadable,
        'headerImage',
      );
    }
    throw error;
  }
}
