import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { getAuthToken, subscribeToSession } from '../session';

/** A GraphQL error as the gateway sends it: a message and an `extensions.code`. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

interface GraphQLErrorPayload {
  message: string;
  extensions?: { code?: string };
}

/**
 * The gateway runs a request whose content type a cross-site form could send (uploads are
 * multipart/form-data) only with this header (gateway/src/security/csrf.ts); every request
 * sends it, so an upload mutation needs nothing more.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const token = getAuthToken();
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      [CSRF_HEADER]: '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const json = (await response.json()) as { data?: unknown; errors?: GraphQLErrorPayload[] };
  // Partial data is still rendered; only a response without data is a failure.
  if (json.data == null && json.errors?.length) {
    const [first] = json.errors;
    throw new GraphQLRequestError(first.message, first.extensions?.code);
  }
  return json as never;
};

function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

// A new store per session, so nothing one user saw survives a login or logout.
let current = createEnvironment();
const listeners = new Set<() => void>();

subscribeToSession(() => replaceRelayEnvironment(createEnvironment()));

/** Swaps the app's environment (a new session; tests put a mock environment here). */
export function replaceRelayEnvironment(environment: Environment): void {
  current = environment;
  for (const listener of listeners) listener();
}

export function getRelayEnvironment(): Environment {
  return current;
}

export function subscribeToRelayEnvironment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Top-level lists are nullable in the graph so one failing upstream call does not blank a
 * whole response; a screen that cannot do without its list treats null as that failure,
 * and its error boundary shows the spec's message.
 */
export function requireLoaded<T>(value: T | null | undefined): T {
  if (value == null) throw new GraphQLRequestError('Servicio no disponible', 'UPSTREAM_UNAVAILABLE');
  return value;
}
