import type { GatewayContext } from '../../context';

/**
 * What an anonymous visitor reads of an account (issue 18): the fields a directory card shows
 * (the explorer's, Creativos' and Estudiar moda's cards), as opening a profile needs a sign-in.
 * The api's by-ids answers an anonymous caller (or one whose token it refuses) the card only
 * (CONTRACT.md § Profile); the gateway asks it with the caller's token and answers every other
 * field of a User as empty without a token, without a call.
 */
export function readsWholeUsers(ctx: GatewayContext): boolean {
  return ctx.token !== null;
}

/**
 * A resolver of a field beyond the card: `empty` (null, [] or false, as its description says)
 * for an anonymous request, else `resolve`.
 */
export function beyondCard<P, A, R>(
  empty: R,
  resolve: (parent: P, args: A, ctx: GatewayContext) => Promise<R>,
): (parent: P, args: A, ctx: GatewayContext) => Promise<R> {
  return (parent, args, ctx) => (readsWholeUsers(ctx) ? resolve(parent, args, ctx) : Promise.resolve(empty));
}
