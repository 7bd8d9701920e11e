// Schemas shared by several routes. They validate requests, shape answers (fields
// not listed are never sent) and become the OpenAPI document.
import { Type, type Static, type TInteger, type TObject, type TOptional, type TSchema } from '@sinclair/typebox';
import { RESPONSE_TYPES } from '../db/columns';
import { Enum } from './enum';

export const Nullable = <T extends TSchema>(schema: T, options?: { description: string }) =>
  Type.Union([schema, Type.Null()], options);

const ErrorBody = Type.Object(
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

/** What one page of a list is asked for. */
export interface PageRequest {
  page: number;
  limit: number;
}

interface PageLimits {
  maxLimit: number;
  /** The page size when `limit` is left out; without one, leaving it out answers the whole list. */
  defaultLimit?: number;
  /** The spec does not page this list (the documentation says so). */
  extension?: boolean;
}

type PageQueryFields = { page: TInteger; limit: TInteger };
type WholeListOrPageFields = { page: TOptional<TInteger>; limit: TOptional<TInteger> };

/**
 * The query fields of every paged list: `page` (1 to MAX_PAGE) and `limit` (1 to
 * maxLimit). With a default limit both have defaults; without one both are optional and
 * a request without `limit` gets the whole list.
 */
export function pageQuery(limits: PageLimits & { defaultLimit: number }): PageQueryFields;
export function pageQuery(limits: PageLimits & { defaultLimit?: undefined }): WholeListOrPageFields;
export function pageQuery(limits: PageLimits): PageQueryFields | WholeListOrPageFields {
  const label = limits.extension ? 'Extension: ' : '';
  const range = { minimum: 1, maximum: limits.maxLimit };
  if (limits.defaultLimit === undefined) {
    return {
      page: Type.Optional(
        Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: `${label}page number (with \`limit\`).` }),
      ),
      limit: Type.Optional(
        Type.Integer({
          ...range,
          description: `${label}page size (1–${limits.maxLimit}); absent answers the whole list.`,
        }),
      ),
    };
  }
  return {
    page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: `${label}page number, from 1.` }),
    limit: Type.Integer({
      ...range,
      default: limits.defaultLimit,
      description: `${label}page size (1–${limits.maxLimit}, default ${limits.defaultLimit}).`,
    }),
  };
}

/** The query of the lists the spec answers whole: paged only when `limit` is sent (extension). */
export const WholeListOrPageQuery = Type.Object(pageQuery({ maxLimit: 100, extension: true }));

/** The fields every page of a counted list answers next to its items. */
export const PageFields = {
  page: Type.Integer({ description: 'The page answered.' }),
  limit: Type.Integer({ description: 'The page size.' }),
  total: Type.Integer({ description: 'Items in the whole list, every page.' }),
  totalPages: Type.Integer({ description: 'Pages of `limit` items; 0 when the list is empty.' }),
  hasMore: Type.Boolean({ description: 'A later page exists.' }),
};
export type PageInfo = Static<TObject<typeof PageFields>>;

export function pageInfo(total: number, request: PageRequest): PageInfo {
  return {
    page: request.page,
    limit: request.limit,
    total,
    totalPages: Math.ceil(total / request.limit),
    hasMore: request.page * request.limit < total,
  };
}

export const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const OfferIdParams = Type.Object({ offerId: Type.String({ maxLength: 64 }) });
export const UserIdParams = Type.Object({ userId: Type.String({ maxLength: 64 }) });
export const UsernameParams = Type.Object({ username: Type.String({ maxLength: 64 }) });

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
