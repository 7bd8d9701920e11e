// The kinds of field the api's forms hold (multipart, or the job offer form's JSON body),
// as http/multipart-form.ts checks them: texts trimmed first, JSON fields parsed from
// their text, every field optional (what a missing one means is the form's own rule).
import { Type, type TSchema } from '@sinclair/typebox';

/** A text of at most `maxLength` characters (UTF-16 units, as every schema counts). */
export const FormText = (maxLength?: number) => Type.Optional(Type.String(maxLength ? { maxLength } : {}));

/** Any value: the form reads it by its own rule (a checkbox, a number sent as text, a date). */
export const FormValue = Type.Optional(Type.Unknown());

/** Marks a field sent as JSON text in a multipart form (a JSON body may send the value itself). */
const JSON_TEXT = { contentMediaType: 'application/json' } as const;

/**
 * A JSON list; blank reads as null. Any flaw is refused with `errorMessage`, and text that
 * is not JSON with `invalidJson` when the form words it apart.
 */
export const FormList = <T extends TSchema>(items: T, errorMessage: string, invalidJson = errorMessage) =>
  Type.Optional(Type.Union([Type.Array(items), Type.Null()], { ...JSON_TEXT, errorMessage, invalidJson }));

/** Any JSON value, read by the form's own rules; blank reads as null. */
export const FormJson = Type.Optional(Type.Unknown(JSON_TEXT));
