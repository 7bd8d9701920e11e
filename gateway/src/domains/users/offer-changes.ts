import type DataLoader from 'dataloader';
import type { GatewayContext } from '../../context';
import type { RestUserSource } from './rest';
import { isViewerUser } from './viewer-relation';

/**
 * Issue 17, for job and educational offers alike: what the api adds to an offer object for
 * its owner and the operators (CONTRACT.md, Status and visibility). Absent from public
 * answers (by-ids, the public lists, search); present, maybe null, in the owner's.
 */
export interface OwnerFacts<C> {
  _id: string;
  pendingChanges?: C | null;
  changesRejectedAt?: string | null;
}

/**
 * The owner's facts of an offer: the object's own when the answer carries them (the owner's
 * lists and view, the moderation queue); for an offer a public answer gave, the owner's by-ids,
 * one call for every own offer of the request (a profile's whole list costs one); anyone else
 * gets none without a call.
 */
async function ownerFacts<C>(
  offer: OwnerFacts<C>,
  publisher: RestUserSource,
  ctx: GatewayContext,
  own: DataLoader<string, OwnerFacts<C> | null> | null,
): Promise<OwnerFacts<C> | null> {
  if (offer.pendingChanges !== undefined) return offer;
  if (!own || !(await isViewerUser(publisher, ctx))) return null;
  return own.load(offer._id);
}

/**
 * The resolvers of an offer's edit waiting for review (`pendingChanges`, `hasPendingChanges`,
 * `changesRejectedAt`), the same for both kinds: `publisher` names the account, `own` is the
 * owner's by-ids loader of the kind, `changes` maps the REST edit to its graph parent.
 */
export function pendingChangesResolvers<O extends OwnerFacts<C>, C, M>(options: {
  publisher: (offer: O) => RestUserSource;
  own: (ctx: GatewayContext) => DataLoader<string, OwnerFacts<C> | null> | null;
  changes: (changes: C, offer: O) => M;
}) {
  const factsOf = (offer: O, ctx: GatewayContext) => ownerFacts(offer, options.publisher(offer), ctx, options.own(ctx));
  const changesOf = async (offer: O, ctx: GatewayContext): Promise<M | null> => {
    const changes = (await factsOf(offer, ctx))?.pendingChanges;
    return changes ? options.changes(changes, offer) : null;
  };
  return {
    pendingChanges: (offer: O, _args: unknown, ctx: GatewayContext) => changesOf(offer, ctx),
    hasPendingChanges: async (offer: O, _args: unknown, ctx: GatewayContext) => (await changesOf(offer, ctx)) !== null,
    changesRejectedAt: async (offer: O, _args: unknown, ctx: GatewayContext) =>
      (await factsOf(offer, ctx))?.changesRejectedAt ?? null,
  };
}
