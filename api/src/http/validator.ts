// Request validation with TypeBox's compiler, from the same schemas that shape the
// OpenAPI document. JSON bodies are checked strictly (no type coercion: `["a"]` is
// not a string); query strings, params and headers arrive as text, so they are
// converted first ("2" → 2). Defaults are applied and unknown properties dropped.
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';

registerFormats();

export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = TypeCompiler.Compile(schema);
  const convert = httpPart !== 'body';
  return (input: unknown) => {
    let value = convert ? Value.Convert(schema, input) : input;
    value = Value.Default(schema, value);
    value = Value.Clean(schema, value);
    if (checker.Check(value)) return { value };
    const first = checker.Errors(value).First();
    return { error: first ? [toFastifyError(first)] : [] };
  };
};

/** The keyword and params an Ajv error would carry, which http/validation.ts turns into Spanish. */
export function toFastifyError(error: ValueError): FastifySchemaValidationError {
  const schema = error.schema as Record<string, unknown>;
  const [keyword, params] = describe(error.type, schema);
  return { keyword, instancePath: error.path, schemaPath: '', params, message: error.message };
}

function describe(type: ValueErrorType, schema: Record<string, unknown>): [string, Record<string, unknown>] {
  switch (type) {
    case ValueErrorType.ObjectRequiredProperty:
      return ['required', {}];
    case ValueErrorType.String:
      return ['type', { type: 'string' }];
    case ValueErrorType.Integer:
      return ['type', { type: 'integer' }];
    case ValueErrorType.Number:
      return ['type', { type: 'number' }];
    case ValueErrorType.Boolean:
      return ['type', { type: 'boolean' }];
    case ValueErrorType.Array:
      return ['type', { type: 'array' }];
    case ValueErrorType.Object:
      return ['type', { type: 'object' }];
    case ValueErrorType.StringMinLength:
      return ['minLength', { limit: schema.minLength }];
    case ValueErrorType.StringMaxLength:
      return ['maxLength', { limit: schema.maxLength }];
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return ['minimum', { limit: schema.minimum }];
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return ['maximum', { limit: schema.maximum }];
    case ValueErrorType.ArrayMinItems:
      return ['minItems', { limit: schema.minItems }];
    case ValueErrorType.ArrayMaxItems:
      return ['maxItems', { limit: schema.maxItems }];
    case ValueErrorType.StringFormat:
      return ['format', { format: schema.format }];
    case ValueErrorType.StringPattern:
      return ['pattern', { pattern: schema.pattern }];
    case ValueErrorType.ObjectAdditionalProperties:
      return ['additionalProperties', {}];
    default:
      return ['invalid', {}];
  }
}

function registerFormats(): void {
  const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
  FormatRegistry.Set('date', (value) => {
    const match = isoDate.exec(value);
    if (!match) return false;
    const date = new Date(`${value}T00:00:00Z`);
    // Rejects 2023-02-30, which Date would roll over into March.
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  });
  FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value));
  FormatRegistry.Set('email', (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));
  // Documents a file part of a multipart body; such bodies are checked by their handler.
  FormatRegistry.Set('binary', () => true);
}
