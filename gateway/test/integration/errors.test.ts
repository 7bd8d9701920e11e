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
