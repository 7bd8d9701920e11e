import type { ConfirmEmailChangePayloadResolvers } from '../../__generated__/resolvers-types';
import { usersRest } from '../users';

export const ConfirmEmailChangePayload: ConfirmEmailChangePayloadResolvers = {
  // The request's token was ended by the change: the account is read with the new one.
  viewer: async (payload, _args, { rest, loaders }) => {
    if (!payload.token) return null;
    const user = await usersRest(rest.withToken(payload.token)).profile();
    loaders.users.byId.prime(user);
    return user;
  },
};
