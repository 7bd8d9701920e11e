import { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/**
 * Requests that cannot be run at all (unreadable body, wrong parameters, a mutation by
 * GET) are refused by Yoga with English messages, and a bad JSON body used to echo the
 * parser's own error (`extensions.originalError`). They become BAD_USER_INPUT with a
 * Spanish message here, keeping only the HTTP status and headers (Allow) Yoga chose.
 */

/** Yoga's refusals by the start of their message, in the order they are checked. */
const SPANISH: readonly (readonly [prefix: string, message: string])[] = [
  ['POST body sent invalid JSON', 'El cuerpo de la petición no es un JSON válido.'],
  ['POST body is expected to be object', 'El cuerpo de la petición debe ser un objeto JSON con "query".'],
  ['Expected params to be an object', 'El cuerpo de la petición debe ser un objeto JSON con "query".'],
  ['Invalid "params"', 'El cuerpo de la petición debe ser un objeto JSON con "query".'],
  [
    'Unexpected parameter',
    'La petición lleva un parámetro desconocido: solo se admiten query, variables, operationName y extensions.',
  ],
  ['Must provide query string', 'Falta la consulta ("query").'],
  ['Expected "query" param', '"query" debe ser un texto.'],
  ['Expected "variables" param', '"variables" debe ser un objeto JSON.'],
  ['Expected "extensions" param', '"extensions" debe ser un objeto JSON.'],
  ['Can only perform a mutation operation from a POST request', 'Las mutaciones solo se aceptan por POST.'],
  ['Could not determine what operation to execute', 'No se sabe qué operación ejecutar: indica "operationName".'],
  ['GraphQL only supports GET and POST requests', 'Método no permitido: usa GET o POST.'],
  ['Batching is', 'Solo se admite una operación por petición.'],
  ['Missing multipart form field', 'La petición multipart no es válida.'],
  ['Multipart form field', 'La petición multipart no es válida.'],
  ['POST body sent invalid multipart data', 'La petición multipart no es válida.'],
  ['Content-Length header is invalid', 'La cabecera Content-Length no es válida.'],
];

const FALLBACK = 'La petición GraphQL no es válida.';

/** A refusal of the request as a whole: BAD_USER_INPUT, Spanish, with its HTTP status. */
export function requestRefusal(message: string, http: { status: number; headers?: Record<string, string> }) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http } });
}

interface HttpExtension {
  status?: number;
  headers?: Record<string, string>;
}

/**
 * The clean form of a request-level refusal by Yoga, or null for any other error.
 * Those refusals carry an HTTP status and no location in a document.
 */
export function cleanRequestError(error: GraphQLError): GraphQLError | null {
  const http = error.extensions.http as HttpExtension | undefined;
  if (!http?.status || error.locations?.length || error.path) return null;
  if (error.extensions.code === 'BAD_USER_INPUT') return null; // already ours
  const message = SPANISH.find(([prefix]) => error.message.startsWith(prefix))?.[1] ?? FALLBACK;
  return requestRefusal(message, { status: http.status, ...(http.headers ? { headers: http.headers } : {}) });
}

/**
 * graphql-js refuses variables that do not fit the operation with an English message
 * quoting the value; the variable's name and the type expected are enough.
 */
export function cleanVariableError(error: GraphQLError): GraphQLError | null {
  const match = /^Variable "\$(\w+)"/.exec(error.message);
  if (!match || error.path) return null;
  return createGraphQLError(`La variable "$${match[1]}" no tiene un valor válido para esta operación.`, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code: 'BAD_USER_INPUT' },
  });
}
