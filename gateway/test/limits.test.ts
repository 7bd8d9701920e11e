import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  print,
  typeFromAST,
  Kind,
  type DefinitionNode,
  type FieldNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../src/limits/graph-limits';
import { oncePerRequestMessage } from '../src/limits/once-per-request';
import { SCHEMA_PATH } from '../src/schema/print';
import { CSRF_HEADER } from '../src/security/csrf';
import { closedPortUrl, startGateway, type GraphQLAnswer, type RunningGateway } from './support/gateway';
import { graphqlUpload, multipart } from './support/multipart';
import { png } from './support/png';
import { webOperations } from './support/web-operations';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

/**
 * Variables of the right types, at their largest: every Int is 50, the largest page any
 * list gives (so pagination queries are checked at the biggest page they can ask). An
 * Upload is null, its path noted in `files`: the operation goes as a multipart request.
 */
function sampleValue(type: GraphQLInputType, path: string, files: string[]): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType, `${path}.0`, files)];
  const named = getNamedType(nullable);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(
      fields.map((field) => [field.name, sampleValue(field.type, `${path}.${field.name}`, files)]),
    );
  }
  if (named.name === 'Upload') {
    files.push(path);
    return null;
  }
  return { Int: 50, Float: 1.5, Boolean: true }[named.name] ?? 'x';
}

function sampleVariables(text: string): { variables: Record<string, unknown>; files: string[] } {
  const operation = parse(text).definitions[0] as OperationDefinitionNode;
  const files: string[] = [];
  const variables = Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      sampleValue(
        typeFromAST(schema, definition.type) as GraphQLInputType,
        `variables.${definition.variable.name.value}`,
        files,
      ),
    ]),
  );
  return { variables, files };
}

/** The operation as the web app sends it: JSON, or a multipart request with a small file per Upload. */
async function send(text: string): Promise<GraphQLAnswer> {
  const { variables, files } = sampleVariables(text);
  if (!files.length) return gateway.graphql(text, { variables });
  const upload = Object.fromEntries(files.map((path, index) => [index, { path, bytes: png() }]));
  const { body, contentType } = multipart(graphqlUpload(text, variables, upload));
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1' },
    body,
  });
  return (await response.json()) as GraphQLAnswer;
}

const LIMIT_REFUSALS = new Set<string>([...Object.values(LIMIT_MESSAGES)]);

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startGateway({ apiUrl: await closedPortUrl() });
});
afterAll(() => gateway?.close());

/**
 * Every operation the web app sends, run through the gateway's limits as a browser would
 * send it (a new screen that breaks a limit fails here, not in production), and
 * GraphiQL's introspection query. The api is not running: nothing is executed for real,
 * and a limit refuses before any REST call would be made.
 */
const operations = webOperations();

describe("the web app's operations", () => {
  it('are all found (the artifacts moved?)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
  });

  it.each(operations)('%s passes every limit', async (_path, text) => {
    const answer = await send(text);
    const messages = (answer.errors ?? []).map((error) => error.message);
    expect(messages.filter((message) => LIMIT_REFUSALS.has(message))).toEqual([]);
    expect(messages.filter((message) => message.startsWith('Solo se permite'))).toEqual([]);
    // Refused only because the api is down (or an id is made up), never by validation.
    for (const error of answer.errors ?? []) {
      expect(['UPSTREAM_UNAVAILABLE', 'UNAUTHENTICATED', 'BAD_USER_INPUT']).toContain(error.extensions?.code);
      expect(error.path).toBeDefined();
    }
  });
});

describe("GraphiQL's introspection", () => {
  it('passes the same limits, with every option GraphiQL may ask for', async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const answer = await gateway.graphql<{ __schema: { types: { name: string }[] } }>(query);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.__schema.types.map((type) => type.name)).toContain('Article');
  });

  it('may not nest fields → type → fields… nor repeat itself under aliases', async () => {
    // graphql-js's own MaxIntrospectionDepthRule.
    const nested = `{ __schema { types { ${'fields { type { '.repeat(3)}name${' } }'.repeat(3)} } } }`;
    const deep = await gateway.graphql(nested);
    expect(deep.data).toBeUndefined();
    expect(deep.errors?.map((error) => error.message)).toEqual(['Maximum introspection depth exceeded']);
    // armor's cost counts introspection: the whole schema twice is over it.
    const document = parse(getIntrospectionQuery({ descriptions: true }));
    const [operation, ...fragments] = document.definitions as [OperationDefinitionNode, ...DefinitionNode[]];
    const schemaField = operation.selectionSet.selections[0] as FieldNode;
    const aliased = (alias: string): FieldNode => ({ ...schemaField, alias: { kind: Kind.NAME, value: alias } });
    const twice = print({
      ...document,
      definitions: [
        { ...operation, selectionSet: { ...operation.selectionSet, selections: [aliased('a'), aliased('b')] } },
        ...fragments,
      ],
    });
    const answer = await gateway.graphql(twice);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.map((error) => error.message)).toContain(LIMIT_MESSAGES.cost);
  });
});

describe('the once-per-request rule', () => {
  const INPUT_TYPES: Record<string, string> = {
    login: 'LoginInput',
    verifyRegistrationCode: 'VerifyCodeInput',
    requestPasswordReset: 'EmailInput',
    resetPassword: 'ResetPasswordInput',
  };

  it.each(Object.keys(INPUT_TYPES))('refuses %s twice in one request, before anything runs', async (field) => {
    const selection = `${field}(input: $input) { userErrors { message } }`;
    const twice = `mutation Twice($input: ${INPUT_TYPES[field]}!) { a: ${selection} b: ${selection} }`;
    const answer = await gateway.graphql(twice, { variables: { input: {} } });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.map((error) => error.message)).toContain(oncePerRequestMessage(field));
  });

  it('counts fields spread from fragments, and lets different sign-in mutations share a request', async () => {
    const viaFragment = `mutation { ...A ...B } fragment A on Mutation { a: resendRegistrationCode(input: { email: "a@b.es" }) { message } }
      fragment B on Mutation { b: resendRegistrationCode(input: { email: "c@d.es" }) { message } }`;
    const refused = await gateway.graphql(viaFragment);
    expect(refused.errors?.map((error) => error.message)).toEqual([oncePerRequestMessage('resendRegistrationCode')]);

    const different = `mutation { login(input: { email: "a@b.es", password: "x" }) { token }
      requestPasswordReset(input: { email: "a@b.es" }) { message } }`;
    const allowed = await gateway.graphql(different);
    expect(allowed.errors?.every((error) => error.extensions?.code === 'UPSTREAM_UNAVAILABLE')).toBe(true);
  });
});
