import {
  Environment,
  Network,
  RecordSource,
  Store,
  type CacheConfig,
  type FetchFunction,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import { endRefusedSession, getAuthToken, subscribeToSession } from '../session';
import { dropPageData, takePageData } from './pageData';

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

/**
 * The `cacheConfig.metadata` key of a mutation that wants to hear how much of its files
 * has gone out (useUploadMutation): a function of the fraction sent, 0 to 1.
 */
export const UPLOAD_PROGRESS = 'onUploadProgress';

export type UploadProgressListener = (fraction: number) => void;

type GraphQLResponseBody = { data?: unknown; errors?: GraphQLErrorPayload[] };
type GraphQLRequestBody = { variables: Variables } & Record<string, unknown>;

/**
 * JSON for every operation; a mutation with files (Relay's `uploadables`, keyed by the
 * variable each file goes in, e.g. `input.file`) goes as a GraphQL multipart request,
 * which the gateway streams on to the api (gateway/src/uploads/).
 *
 * A stored token the gateway refuses (UNAUTHENTICATED, an expired or invalid session)
 * ends the session here, for every screen at once, and a query is asked again without
 * it: the visitor carries on anonymously, and a login-only screen goes where AccessGuard
 * sends visitors. A mutation is not repeated: its screen says the session is over.
 */
const fetchGraphQL: FetchFunction = async (operation, variables, cacheConfig, uploadables) => {
  const send = (token: string | null) => {
    const headers: Record<string, string> = {
      accept: 'application/graphql-response+json, application/json',
      [CSRF_HEADER]: '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const request = requestOf(operation, variables);
    if (uploadables) return sendWithProgress(uploadForm(request, uploadables), headers, progressListener(cacheConfig));
    return operation.operationKind === 'query'
      ? withOneRetry(() => sendJson(request, headers))
      : sendJson(request, headers);
  };
  const token = getAuthToken();
  let json = await send(token);
  if (token !== null && operation.operationKind === 'query' && refusesToken(json)) {
    endRefusedSession(token);
    json = await send(null);
  }
  // Partial data is still rendered; only a response without data is a failure.
  if (json.data == null && json.errors?.length) {
    const [first] = json.errors;
    throw new GraphQLRequestError(first.message, first.extensions?.code);
  }
  return json as never;
};

/**
 * An operation as the gateway takes it: by its id in the trusted documents' manifest
 * (relay.config.js `persistConfig`, gateway/src/trusted-documents.ts), in the shape of an
 * automatic persisted query; its name goes along for the logs.
 */
function requestOf(operation: RequestParameters, variables: Variables): GraphQLRequestBody {
  if (!operation.id) return { query: operation.text, variables };
  return {
    operationName: operation.name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
  };
}

function refusesToken(json: GraphQLResponseBody): boolean {
  return json.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
}

/** How long a query waits before it is asked again: the balancer has moved on by then. */
export const QUERY_RETRY_DELAY_MS = 300;

/**
 * A query asked while the gateway answering it went down (a deploy, a crash) gets no answer,
 * or the balancer's own error page: it is asked once more, as nothing changes by asking.
 * Mutations are never repeated here: one may have been applied before the answer was lost.
 */
async function withOneRetry(send: () => Promise<GraphQLResponseBody>): Promise<GraphQLResponseBody> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof TypeError || error instanceof SyntaxError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, QUERY_RETRY_DELAY_MS));
    return send();
  }
}

async function sendJson(body: object, headers: Record<string, string>): Promise<GraphQLResponseBody> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as GraphQLResponseBody;
}

/**
 * The GraphQL multipart request spec: `operations` with null where each file goes, `map`
 * from each file part to its variable, then the files.
 */
function uploadForm(request: GraphQLRequestBody, uploadables: UploadableMap): FormData {
  const withNulls = structuredClone(request.variables);
  const map: Record<string, string[]> = {};
  Object.keys(uploadables).forEach((path, index) => {
    setAt(withNulls, path.split('.'), null);
    map[index] = [`variables.${path}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...request, variables: withNulls }));
  form.append('map', JSON.stringify(map));
  Object.values(uploadables).forEach((file, index) => form.append(String(index), file));
  return form;
}

function setAt(target: Record<string, unknown>, [key, ...rest]: string[], value: unknown): void {
  if (key === undefined) return;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  const next = target[key];
  const child = next && typeof next === 'object' ? (next as Record<string, unknown>) : {};
  target[key] = child;
  setAt(child, rest, value);
}

function progressListener(cacheConfig: CacheConfig): UploadProgressListener | undefined {
  const listener = cacheConfig.metadata?.[UPLOAD_PROGRESS];
  return typeof listener === 'function' ? (listener as UploadProgressListener) : undefined;
}

/**
 * fetch cannot tell how much of a request body has been sent; XMLHttpRequest's
 * `upload.onprogress` can. Failures look like fetch's: a TypeError when the network
 * fails, a SyntaxError when the answer is not JSON (errorCodes.ts reads both as a
 * connection error).
 */
function sendWithProgress(
  form: FormData,
  headers: Record<string, string>,
  onProgress: UploadProgressListener | undefined,
): Promise<GraphQLResponseBody> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    // The browser writes the multipart content type with its boundary itself.
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as GraphQLResponseBody);
      } catch (error) {
        reject(error instanceof SyntaxError ? error : new SyntaxError('La respuesta no es JSON.'));
      }
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new TypeError('Failed to fetch'));
    request.ontimeout = () => reject(new TypeError('Failed to fetch'));
    request.send(form);
  });
}

/**
 * A query a public page's HTML already answered (pageData.ts) is answered from there, at
 * once, for a visitor without a session; everything else goes to the gateway.
 */
const fetchOrEmbedded: FetchFunction = (operation, variables, cacheConfig, uploadables) =>
  (getAuthToken() === null ? takePageData(operation, variables) : null) ??
  fetchGraphQL(operation, variables, cacheConfig, uploadables);

function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchOrEmbedded), store: new Store(new RecordSource()) });
}

// A new store per session, so nothing one user saw survives a login or logout.
let current = createEnvironment();
const listeners = new Set<() => void>();

subscribeToSession(() => {
  dropPageData();
  replaceRelayEnvironment(createEnvironment());
});

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
