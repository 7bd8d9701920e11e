// A query parameter naming several values of a closed set at once, comma-separated
// (`status=cancelled,rejected`); one value alone reads as before.
import { Type, type SchemaOptions } from '@sinclair/typebox';

/** A comma-separated list of `values` (at least one), documented by its pattern. */
export function EnumList(values: readonly string[], options: SchemaOptions = {}) {
  const one = `(${values.join('|')})`;
  return Type.String({ ...options, pattern: `^${one}(,${one})*$` });
}

/** The values of an `EnumList` answer, each once (the schema already checked them). */
export function readEnumList<T extends string>(text: string, values: readonly T[]): T[] {
  const wanted = new Set(text.split(','));
  return values.filter((value) => wanted.has(value));
}
