// Reads the job offer form from a request: multipart (the spec's way, with an optional
// `logo` file) or, as an extension, a JSON body with the same fields.
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors';
import type { FormInput } from '../models/job-offer-form';
import { LOGO_MESSAGES, MAX_LOGO_BYTES } from '../models/job-offer-logos';

export interface OfferRequest {
  fields: FormInput;
  /** The uploaded logo's bytes; null when none was sent (or the file part was empty). */
  logo: Buffer | null;
}

/** Enough for every form field, once each, plus the logo. */
const MULTIPART_LIMITS = { fields: 40, parts: 41, files: 1, fileSize: MAX_LOGO_BYTES, fieldSize: 64 * 1024 };

const MESSAGES = {
  badBody: 'El cuerpo de la solicitud no es válido.',
  fieldTooLong: (field: string) => `El campo "${field}" es demasiado largo.`,
} as const;

export async function readOfferRequest(request: FastifyRequest): Promise<OfferRequest> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body), logo: null };
  const fields: FormInput = {};
  let logo: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'logo') throw badRequest(LOGO_MESSAGES.wrongField, 'logo');
        const bytes = await part.toBuffer();
        // A form with no file chosen still sends an empty file part.
        logo = bytes.length > 0 ? bytes : null;
      } else {
        if (part.valueTruncated) throw badRequest(MESSAGES.fieldTooLong(part.fieldname), part.fieldname);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, LOGO_MESSAGES.tooLarge, 'logo');
    }
    throw error;
  }
  return { fields, logo };
}

function jsonFields(body: unknown): FormInput {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(MESSAGES.badBody);
  return body as FormInput;
}
