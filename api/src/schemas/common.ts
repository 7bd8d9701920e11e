// Schemas shared by several routes. They validate requests, shape answers (fields
// not listed are never sent) and become the OpenAPI document.
import { Type, type IntegerOptions, type TSchema } from '@sinclair/typebox';
import { RESPONSE_TYPES } from '../db/columns';
import { Enum } from './enum';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'Spanish message, ready to show.' }),
    field: Type.Optional(Type.String({ description: 'Payload field at fault (extension).' })),
  },
  { description: 'A refusal.' },
);

export const MessageBody = Type.Object({ message: Type.String() });

/** Error answers for the given statuses, to list next to a route's success answers. */
export function errors(...statuses: number[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody]));
}

export const ImageVariant = Type.Object({
  width: Type.Integer({ description: 'Width in pixels of this resized copy.' }),
  url: Type.String(),
});

export const ImageDetails = Type.Object({
  url: Type.String({ description: 'URL of the re-encoded original.' }),
  width: Type.Integer(),
  height: Type.Integer(),
  variants: Type.Array(ImageVariant, {
    description: 'Resized copies (320, 640, 1024 px wide when smaller than the original).',
  }),
});

/** A question a job or educational offer asks the candidates who apply. */
export const ExtraQuestion = Type.Object({
  question: Type.String(),
  responseType: Enum(RESPONSE_TYPES, {
    description: 'How the candidate answers: text (default), number, boolean or url.',
  }),
});

/**
 * The highest page any list takes: far past the end of any real list, and small enough
 * that (page - 1) × limit is an OFFSET PostgreSQL accepts (a 40-digit page reached it as
 * 1e+39 and failed there with a 500).
 */
export const MAX_PAGE = 10_000;

/** A page number of a paged list (query `page`, `applicationsPage`): 1 to MAX_PAGE. */
export const PageNumber = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_PAGE, ...options });

export const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

const UUID_SOURCE = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const UUID_PATTERN = new RegExp(UUID_SOURCE);

/** An id in a JSON body: refused by the schema when it cannot be one. */
export const Uuid = () => Type.String({ pattern: UUID_SOURCE, description: 'An id (UUID).' });

export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** Splits a comma list of ids, dropping blanks and anything that cannot be an id. */
export function parseIdList(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim().toLowerCase()))].filter(isUuid);
}
