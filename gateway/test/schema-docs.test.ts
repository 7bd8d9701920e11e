// GraphiQL is the frontend developers' documentation: every type, field, argument and
// enum value of schema.graphql must say what it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { expect, it } from 'vitest';

const schema = buildSchema(readFileSync(join(import.meta.dirname, '..', '..', 'schema.graphql'), 'utf8'));

function undocumented(type: GraphQLNamedType): string[] {
  const missing = type.description ? [] : [type.name];
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      for (const arg of 'args' in field ? field.args : []) {
        if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

it('describes every type, field, argument and enum value', () => {
  const types = Object.values(schema.getTypeMap()).filter(
    (type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type),
  );
  expect(types.flatMap(undocumented)).toEqual([]);
});
