import type { GatewayContext } from '../context';
import { signInRequired } from '../errors';

/**
 * A resolver for signed-in users only: without a token it answers the api's 401 words
 * before any call is made, so every mutation of a user's own data refuses alike.
 */
export function signedIn<A, P>(run: (args: A, ctx: GatewayContext) => Promise<P>) {
  return (_root: unknown, args: A, ctx: GatewayContext): Promise<P> => {
    if (!ctx.token) throw signInRequired();
    return run(args, ctx);
  };
}
