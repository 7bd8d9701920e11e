import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/ids';
import { closedPortUrl, startGateway } from '../support/gateway';
import { startStack, type Stack } from '../support/stack';

/** Error codes and partial data, against the real api (seed: small). */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('small');
});
afterAll(() => stack?.close());

describe('error codes', () => {
  it('answers viewer null, with no call, without a token', async () => {
    const answer = await stack.gateway.graphql(`{ viewer { username } }`);
    expect(answer).toEqual({ data: { viewer: null }, extensions: { upstreamCalls: 0 } });
  });

  it('turns a bad token into UNAUTHENTICATED with the api message', async () => {
    const answer = await stack.gateway.graphql(`{ viewer { username } }`, { token: 'not.a.jwt' });
    expect(answer.data).toEqual({ viewer: null });
    expect(answer.errors).toEqual([
      expect.objectContaining({
        path: ['viewer'],
        message: 'Sesión no válida. Inicia sesión de nuevo.',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
  });

  it('keeps public fields working for a request with a stale token', async () => {
    const answer = await stack.gateway.graphql(`{ magazines { name } viewer { username } }`, { token: 'stale' });
    expect((answer.data as { magazines: unknown[] }).magazines.length).toBeGreaterThan(0);
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('answers an unknown article with null, as the schema says, and no error', async () => {
    const answer = await stack.gateway.graphql(
      `{ article(internalID: "00000000-0000-4000-8000-000000000000") { title } }`,
    );
    expect(answer.data).toEqual({ article: null });
    expect(answer.errors).toBeUndefined();
  });

  it('refuses a bad global id with BAD_USER_INPUT', async () => {
    const answer = await stack.gateway.graphql(`{ node(id: "Zm9vOmJhcg==") { id } }`);
    expect(answer.data).toEqual({ node: null });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('requires a token for updateProfile', async () => {
    const answer = await stack.gateway.graphql(
      `mutation { updateProfile(input: { city: "Madrid" }) { user { city } userErrors { message } } }`,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.extensions?.upstreamCalls).toBe(0);
  });
});

describe('registration validation', () => {
  const SEND = /* GraphQL */ `
    mutation Send($input: SendRegistrationCodeInput!) {
      sendRegistrationCode(input: $input) {
        sent
        message
        userErrors {
          field
          message
        }
      }
    }
  `;
  const form = {
    username: 'valeria',
    email: 'valeria@example.com',
    password: 'Secreta#2025',
    confirmPassword: 'Secreta#2025',
    acceptedTerms: true,
  };
  type SendAnswer = {
    sendRegistrationCode: {
      sent: boolean;
      message: string | null;
      userErrors: { field: string | null; message: string }[];
    };
  };

  it.each([
    ['a username with spaces', { username: 'val eria' }, 'El nombre de usuario no puede contener espacios'],
    [
      'a username over 20 characters',
      { username: 'v'.repeat(21) },
      'El nombre de usuario debe tener máximo 20 caracteres',
    ],
    ['passwords that differ', { confirmPassword: 'Otra#2025' }, 'Las contraseñas no coinciden'],
    ['terms not accepted', { acceptedTerms: false }, 'Completa todos los campos para continuar'],
    ['an empty field', { email: '' }, 'Completa todos los campos para continuar'],
  ])('refuses %s with the Spanish message as a userError', async (_case, change, message) => {
    const answer = await stack.gateway.graphql<SendAnswer>(SEND, { variables: { input: { ...form, ...change } } });
    expect(answer.errors).toBeUndefined();
    const payload = answer.data!.sendRegistrationCode;
    expect(payload.sent).toBe(false);
    expect(payload.userErrors.map((error) => error.message)).toEqual([message]);
  });

  it('names the field at fault when the api does', async () => {
    const answer = await stack.gateway.graphql<SendAnswer>(SEND, {
      variables: { input: { ...form, username: 'con espacio' } },
    });
    expect(answer.data!.sendRegistrationCode.userErrors[0]!.field).toBe('username');
  });
});

describe('an api that stops', () => {
  const PARTIAL = /* GraphQL */ `
    query Partial($magazine: ID!) {
      __typename
      viewer {
        username
      }
      noNodes: nodes(ids: []) {
        id
      }
      magazine: node(id: $magazine) {
        id
        ... on Magazine {
          name
        }
      }
    }
  `;

  it('gives UPSTREAM_UNAVAILABLE on the failing field and still returns the rest', async () => {
    const own = await startStack('small');
    const listed = await own.gateway.graphql<{ magazines: { id: string }[] }>(`{ magazines { id } }`);
    const magazine = listed.data!.magazines[0]!.id;
    const before = await own.gateway.graphql(PARTIAL, { variables: { magazine } });
    expect(before.errors).toBeUndefined();

    await own.api.close();
    const after = await own.gateway.graphql(PARTIAL, { variables: { magazine } });
    expect(after.data).toEqual({ __typename: 'Query', viewer: null, noNodes: [], magazine: null });
    expect(after.errors).toEqual([
      expect.objectContaining({ path: ['magazine'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }),
    ]);
    await own.close();
  });

  it('gives UPSTREAM_UNAVAILABLE when the api port is closed', async () => {
    const gateway = await startGateway({ apiUrl: await closedPortUrl() });
    try {
      const answer = await gateway.graphql(PARTIAL, { variables: { magazine: toGlobalId('Magazine', 'x') } });
      expect(answer.data).toEqual({ __typename: 'Query', viewer: null, noNodes: [], magazine: null });
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.errors?.[0]?.message).toBe(
        'El servicio no está disponible en este momento. Inténtalo de nuevo más tarde.',
      );
      // Top-level lists are nullable: a failing list is null and its siblings still resolve.
      const listOnly = await gateway.graphql(`{ __typename magazines { name } }`);
      expect(listOnly.data).toEqual({ __typename: 'Query', magazines: null });
      expect(listOnly.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(listOnly.errors?.[0]?.path).toEqual(['magazines']);
    } finally {
      await gateway.close();
    }
  });
});

describe('malformed requests get clean Spanish errors, nothing internal echoed', () => {
  type Answer = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
  const graphqlUrl = () => `${stack.gateway.url}/graphql`;
  const send = async (init: RequestInit, url = graphqlUrl()) => {
    const response = await fetch(url, init);
    const text = await response.text();
    return { status: response.status, text, answer: JSON.parse(text) as Answer, headers: response.headers };
  };
  const json = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const only = (message: string) => [{ message, extensions: { code: 'BAD_USER_INPUT' } }];

  it('a body that is not JSON: 400, no parser message, no originalError', async () => {
    const { status, text, answer } = await send(json('{"query": "{ __typename }"'));
    expect(status).toBe(400);
    expect(answer.errors).toEqual(only('El cuerpo de la petición no es un JSON válido.'));
    expect(text).not.toMatch(/originalError|SyntaxError|JSON at position/);
  });

  it.each([
    ['a JSON number', '42', 'El cuerpo de la petición debe ser un objeto JSON con "query".'],
    ['a JSON array (a batch)', '[{"query": "{ __typename }"}]', 'Solo se admite una operación por petición.'],
    ['no query', '{"variables": {}}', 'Falta la consulta ("query").'],
    ['a query that is not text', '{"query": 42}', '"query" debe ser un texto.'],
    [
      'variables that are not an object',
      '{"query": "{ __typename }", "variables": "x"}',
      '"variables" debe ser un objeto JSON.',
    ],
    [
      'an unknown parameter',
      '{"query": "{ __typename }", "mystery": 1}',
      'La petición lleva un parámetro desconocido: solo se admiten query, variables, operationName y extensions.',
    ],
  ])('%s', async (_case, body, message) => {
    const { status, answer } = await send(json(body));
    expect(status).toBe(400);
    expect(answer.errors).toEqual(only(message));
  });

  it('variables of the wrong type name the variable, in Spanish', async () => {
    const query = 'query Page($first: Int) { explorer(first: $first) { edges { cursor } } }';
    const { answer } = await send(json(JSON.stringify({ query, variables: { first: 'catorce' } })));
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'La variable "$first" no tiene un valor válido para esta operación.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it('variables that cannot be read from a GET URL', async () => {
    const url = `${graphqlUrl()}?query=${encodeURIComponent('{ __typename }')}&variables=%7Bbad`;
    const { status, answer } = await send({ headers: { 'x-graphql-yoga-csrf': '1' } }, url);
    expect(status).toBe(400);
    expect(answer.errors).toEqual(
      only('No se puede leer la petición: envía un objeto JSON con "query" y, si hace falta, "variables".'),
    );
  });

  it('an unknown content type: 415', async () => {
    const { status, answer } = await send({
      method: 'POST',
      headers: { 'content-type': 'application/xml', 'x-graphql-yoga-csrf': '1' },
      body: '<query/>',
    });
    expect(status).toBe(415);
    expect(answer.errors).toEqual(
      only('Tipo de contenido no admitido: envía application/json (o multipart/form-data para subir archivos).'),
    );
  });

  it('a mutation by GET: 405 with Allow: POST', async () => {
    const mutation = 'mutation { requestPasswordReset(input: { email: "a@b.es" }) { message } }';
    const url = `${graphqlUrl()}?query=${encodeURIComponent(mutation)}`;
    const { status, answer, headers } = await send({ headers: { 'x-graphql-yoga-csrf': '1' } }, url);
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
    expect(answer.errors).toEqual(only('Las mutaciones solo se aceptan por POST.'));
  });

  it('an internalID the api cannot take (over 100 characters) is BAD_USER_INPUT, not "Unexpected error"', async () => {
    const long = 'a'.repeat(101);
    const answer = await stack.gateway.graphql(`{ article(internalID: "${long}") { title } }`);
    expect(answer.data).toEqual({ article: null });
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'Un identificador o un texto de la consulta es demasiado largo.',
        path: ['article'],
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    // Posts are refetched through GET /api/posts/by-ids, which leaves out ids that cannot
    // be ones: such a post does not exist, as for users.
    for (const type of ['Post', 'User'] as const) {
      const node = await stack.gateway.graphql(`{ node(id: "${toGlobalId(type, long)}") { id } }`);
      expect(node).toMatchObject({ data: { node: null } });
      expect(node.errors).toBeUndefined();
    }
  });
});
