// Reads the job offer form from a request: multipart (the spec's way, with an optional
// `logo` file) or, as an extension, a JSON body with the same fields.
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors';
import type { FormInput } from '../models/job-offer-form';
import { LOGO_MESSAGES, MAX_LOGO_BYTES } from '../models/job-offer-logos';
import { fieldText, fileBytes, readMultipart } from '../http/uploads';

interface OfferRequest {
  fields: FormInput;
  /** The uploaded logo's bytes; null when none was sent (or the file part was empty). */
  logo: Buffer | null;
}

/** Enough for every form field, once each, plus the logo. */
const MULTIPART_LIMITS = { fields: 40, parts: 41, files: 1, fileSize: MAX_LOGO_BYTES, fieldSize: 64 * 1024 };

const MESSAGES = {
  badBody: 'El cuerpo de la solicitud no es válido.',
} as const;

export async function readOfferRequest(request: FastifyRequest): Promise<OfferRequest> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body), logo: null };
  const tooLarge = () => new HttpError(413, LOGO_MESSAGES.tooLarge, 'logo');
  return readMultipart(async () => {
    const fields: FormInput = {};
    let logo: Buffer | null = null;
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'logo') throw badRequest(LOGO_MESSAGES.wrongField, 'logo');
        const bytes = await fileBytes(part, tooLarge);
        // A form with no file chosen still sends an empty file part.
        logo = bytes.length > 0 ? bytes : null;
      } else {
        fields[part.fieldname] = fieldText(part);
      }
    }
    return { fields, logo };
  }, tooLarge);
}

function jsonFields(body: unknown): FormInput {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(MESSAGES.badBody);
  return body as FormInput;
}
