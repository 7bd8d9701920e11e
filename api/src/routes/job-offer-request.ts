// Reads the job offer form from a request: multipart (the spec's way, with an optional
// `logo` file) or, as an extension, a JSON body with the same fields; checked against
// the form's schema either way.
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors';
import { checkFormFields, readMultipartForm, type FormFields } from '../http/multipart-form';
import { fileBytes } from '../http/uploads';
import { LOGO_MESSAGES, MAX_LOGO_BYTES } from '../models/job-offer-logos';
import { JobOfferFormFields } from '../schemas/job-offer';

interface OfferRequest {
  fields: JobOfferFormFields;
  /** The uploaded logo's bytes; null when none was sent (or the file part was empty). */
  logo: Buffer | null;
}

/** Enough for every form field, once each, plus the logo. */
const MULTIPART_LIMITS = { fields: 40, parts: 41, files: 1, fileSize: MAX_LOGO_BYTES, fieldSize: 64 * 1024 };

const MESSAGES = {
  badBody: 'El cuerpo de la solicitud no es válido.',
} as const;

export async function readOfferRequest(request: FastifyRequest): Promise<OfferRequest> {
  if (!request.isMultipart()) return { fields: checkOfferFields(jsonFields(request.body)), logo: null };
  const tooLarge = () => new HttpError(413, LOGO_MESSAGES.tooLarge, 'logo');
  let logo: Buffer | null = null;
  const fields = await readMultipartForm(request, {
    limits: MULTIPART_LIMITS,
    tooLarge,
    repeated: 'last',
    jsonParts: 'text',
    async onFile(part) {
      if (part.fieldname !== 'logo') throw badRequest(LOGO_MESSAGES.wrongField, 'logo');
      const bytes = await fileBytes(part, tooLarge);
      // A form with no file chosen still sends an empty file part.
      logo = bytes.length > 0 ? bytes : null;
    },
  });
  return { fields: checkOfferFields(fields), logo };
}

function jsonFields(body: unknown): FormFields {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(MESSAGES.badBody);
  return body as FormFields;
}

/** `title` is the spec's other name for `position`, read when `position` is not sent. */
function checkOfferFields({ title, ...fields }: FormFields): JobOfferFormFields {
  return checkFormFields(JobOfferFormFields, { position: title, ...fields });
}
