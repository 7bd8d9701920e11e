// One reader for the api's forms: a multipart body's text parts are gathered by name
// (each checked by http/uploads.ts: NUL, cut-off values) while its file parts go to the
// form's own handler; then the fields are checked against the form's TypeBox schema
// (schemas/<resource>.ts), with the Spanish messages every other request gets.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { badRequest, type HttpError } from './errors';
import { refuseNul } from './input-guards';
import { fieldText, fieldValue, readMultipart } from './uploads';
import { validationRefusal } from './validation';
import { toFastifyError } from './validator';

/** Field name → value as received: text (or a parsed application/json part) from multipart, any JSON value from a JSON body. */
export type FormFields = Record<string, unknown>;

interface MultipartForm {
  limits: NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];
  /** The form's 413 refusal, for a file over its limit. */
  tooLarge: () => HttpError;
  /** Stores or refuses one file part. */
  onFile(part: MultipartFile): Promise<void>;
  /** A text part sent again: the first one kept, the last one kept, or refused. */
  repeated: 'first' | 'last' | 'refuse';
  /** Parts sent as application/json arrive parsed: 'text' writes them back as text. */
  jsonParts: 'value' | 'text';
  /** The parser's error codes worded for this form. */
  ownRefusals?: Record<string, () => HttpError>;
}

const MESSAGES = {
  repeated: (field: string) => `El campo "${field}" está repetido.`,
  invalidJson: (field: string) => `El campo "${field}" no es un JSON válido.`,
} as const;

/** Reads the whole multipart body: the text fields, by name; file parts go to `form.onFile`. */
export function readMultipartForm(request: FastifyRequest, form: MultipartForm): Promise<FormFields> {
  return readMultipart(
    async () => {
      const fields: FormFields = {};
      for await (const part of request.parts({ limits: form.limits })) {
        if (part.type === 'file') {
          await form.onFile(part);
          continue;
        }
        const name = part.fieldname;
        if (Object.hasOwn(fields, name)) {
          if (form.repeated === 'refuse') throw badRequest(MESSAGES.repeated(name), name);
          if (form.repeated === 'first') continue;
        }
        fields[name] = form.jsonParts === 'text' ? fieldText(part) : fieldValue(part);
      }
      return fields;
    },
    form.tooLarge,
    form.ownRefusals,
  );
}

/**
 * The fields `schema` names, checked in its order; the first field that fails is refused
 * with 400 naming it, in the words of http/validation.ts or, when the field's schema has
 * one, its own `errorMessage`. Texts are trimmed, a null text reads as blank. A JSON field
 * (schemas/form-fields.ts) may come as JSON text: parsed here, blank read as null.
 */
export function checkFormFields<T extends TObject>(schema: T, fields: FormFields): Static<T> {
  const checked: FormFields = {};
  for (const [name, property] of Object.entries<TSchema>(schema.properties)) {
    const value = fieldInput(name, property, fields[name]);
    if (value === undefined) continue;
    const check = compiled(property);
    if (!check.Check(value)) throw fieldRefusal(name, property, check, value);
    checked[name] = value;
  }
  return checked as Static<T>;
}

function fieldInput(name: string, property: TSchema, value: unknown): unknown {
  const text = typeof value === 'string' ? value.trim() : value;
  if (property.contentMediaType !== 'application/json') return text === null ? '' : text;
  if (typeof text !== 'string') return text;
  if (text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(
      typeof property.invalidJson === 'string' ? property.invalidJson : MESSAGES.invalidJson(name),
      name,
    );
  }
  // A "\u0000" escape turns into NUL only here, after the text part was checked.
  refuseNul(parsed, name);
  return parsed;
}

function fieldRefusal(name: string, property: TSchema, check: TypeCheck<TSchema>, value: unknown): HttpError {
  if (typeof property.errorMessage === 'string') return badRequest(property.errorMessage, name);
  const first = check.Errors(value).First();
  const error = first ? [{ ...toFastifyError(first), instancePath: `/${name}${first.path}` }] : [];
  const refusal = validationRefusal(error, 'body', undefined);
  return badRequest(refusal.message, refusal.field);
}

const checks = new WeakMap<TSchema, TypeCheck<TSchema>>();

function compiled(schema: TSchema): TypeCheck<TSchema> {
  let check = checks.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    checks.set(schema, check);
  }
  return check;
}
