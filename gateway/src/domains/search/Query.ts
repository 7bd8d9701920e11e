import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { graphError } from '../../errors';

/** The api's bounds of a search text, after trimming (CONTRACT.md § Search). */
const MIN_QUERY = 2;
const MAX_QUERY = 100;

export const Query: QueryResolvers = {
  // The groups make the call; a text the api would refuse is refused here without one.
  search: (_root, { query }) => {
    const text = query.trim();
    const length = [...text].length;
    if (length < MIN_QUERY) throw graphError('BAD_USER_INPUT', 'La búsqueda debe tener al menos 2 caracteres.');
    if (length > MAX_QUERY) throw graphError('BAD_USER_INPUT', 'La búsqueda puede tener como máximo 100 caracteres.');
    return { query: text };
  },
};
