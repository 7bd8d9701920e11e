import { describe, expect, it } from 'vitest';
import { GraphQLError, locatedError } from 'graphql';
import {
  maskError,
  RestError,
  UPSTREAM_UNAVAILABLE_MESSAGE,
  UpstreamUnavailableError,
  userErrorsFrom,
} from '../src/errors';

/** What graphql-js hands to Yoga when a resolver at `path` throws `error`. */
function thrownAt(error: Error): GraphQLError {
  return locatedError(error, undefined, ['magazines']);
}

const mask = (error: Error) => maskError(thrownAt(error), 'Unexpected error.', false) as GraphQLError;

describe('REST failures as GraphQL errors', () => {
  it.each([
    [401, 'UNAUTHENTICATED', 'Sesión no válida. Inicia sesión de nuevo.'],
    [403, 'FORBIDDEN', 'No tienes permiso.'],
    [404, 'NOT_FOUND', 'Artículo no encontrado'],
    [400, 'BAD_USER_INPUT', 'Categoría no válida'],
  ])('REST %i becomes %s with the REST message', (status, code, message) => {
    const error = mask(new RestError(status, message, null, 'GET /api/x'));
    expect(error.message).toBe(message);
    expect(error.extensions).toEqual({ code });
    expect(error.path).toEqual(['magazines']);
  });

  it('an unreachable or failing api becomes UPSTREAM_UNAVAILABLE', () => {
    const error = mask(new UpstreamUnavailableError('GET /api/magazines', 'ECONNREFUSED'));
    expect(error.message).toBe(UPSTREAM_UNAVAILABLE_MESSAGE);
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(error.path).toEqual(['magazines']);
  });

  it('anything else is masked', () => {
    const error = mask(new TypeError('secret internals'));
    expect(error.message).toBe('Unexpected error.');
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(error)).not.toContain('secret');
  });

  it('an unexpected REST status (a gateway bug) is masked too', () => {
    expect(mask(new RestError(405, 'Method Not Allowed', null, 'PATCH /api/x')).message).toBe('Unexpected error.');
  });

  it('expected mutation refusals become userErrors; others are rethrown', () => {
    const taken = new RestError(409, 'El nombre de usuario ya está en uso', 'username', 'POST /x');
    expect(userErrorsFrom(taken, [400, 409])).toEqual([
      { field: 'username', message: 'El nombre de usuario ya está en uso' },
    ]);
    const down = new UpstreamUnavailableError('POST /x', 'ECONNRESET');
    expect(() => userErrorsFrom(down, [400, 409])).toThrow(down);
  });
});
