import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { Kind, print, type DefinitionNode, type GraphQLSchema } from 'graphql';
import { format, resolveConfig } from 'prettier';
import type { GraphModule } from './module';
import { GRAPH_MODULES } from './modules';

/** schema.graphql at the repo root: the committed print of every module. */
export const SCHEMA_PATH = new URL('../../../schema.graphql', import.meta.url);

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const HEADER = `# The whole graph, as its clients read it (relay-compiler, codegen, GraphiQL users).
# Printed from the gateway's modules by \`npm run schema\`: do not edit here, edit the
# module named above each section (gateway/README.md § Layout). The gateway's tests
# fail while this file differs from the modules.
`;

/**
 * The text of schema.graphql: each module's definitions in module order, under a
 * comment naming its file. Types other modules extend (Query, Mutation, …) are printed
 * merged, where they are defined. Formatted as the repo's prettier check wants it.
 */
export async function printSchemaFile(modules: readonly GraphModule[] = GRAPH_MODULES): Promise<string> {
  const schema = makeExecutableSchema({ typeDefs: modules.map((module) => module.typeDefs) });
  const sections = modules.map((module) => {
    const definitions = module.typeDefs.definitions.flatMap((definition) => merged(schema, definition));
    return `# ${sourceOf(module)}\n\n${print({ kind: Kind.DOCUMENT, definitions })}`;
  });
  const text = [HEADER, ...sections].join('\n');
  const path = fileURLToPath(SCHEMA_PATH);
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** A module's definition as the merged schema holds it; extensions are printed with what they extend. */
function merged(schema: GraphQLSchema, definition: DefinitionNode): DefinitionNode[] {
  switch (definition.kind) {
    case Kind.SCHEMA_DEFINITION:
      return schema.astNode ? [schema.astNode] : [];
    case Kind.DIRECTIVE_DEFINITION:
      return [schema.getDirective(definition.name.value)?.astNode ?? definition];
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION:
    case Kind.UNION_TYPE_DEFINITION:
    case Kind.ENUM_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
    case Kind.SCALAR_TYPE_DEFINITION:
      return [schema.getType(definition.name.value)?.astNode ?? definition];
    default:
      return [];
  }
}

/** The module's SDL file, relative to the repo root (readSdl names the source after it). */
function sourceOf(module: GraphModule): string {
  const name = module.typeDefs.loc?.source.name;
  return name ? relative(ROOT, name) : module.name;
}
