// Closed sets of values. TypeBox writes a union of literals as `anyOf` of `const`
// schemas, which many OpenAPI generators turn into poor types; `Enum` writes
// `{type, enum}` instead and keeps the static type a union of the values. TypeBox's own
// compiler checks it through the kind registered here.
import { Kind, Type, TypeRegistry, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';

// Not 'Enum': TypeBox reserves that kind name for itself.
const ENUM_KIND = 'ClosedSet';

type EnumValue = string | boolean;

TypeRegistry.Set<{ enum: readonly EnumValue[] }>(ENUM_KIND, (schema, value) =>
  schema.enum.includes(value as EnumValue),
);

/** One of `values` (all strings, or all booleans), documented as a JSON Schema `enum`. */
export function Enum<const T extends readonly string[] | readonly boolean[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  const type = typeof values[0] === 'boolean' ? 'boolean' : 'string';
  return Type.Unsafe<T[number]>({ ...options, [Kind]: ENUM_KIND, type, enum: [...values] });
}
