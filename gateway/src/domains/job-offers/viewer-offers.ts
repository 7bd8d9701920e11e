import type { GatewayContext } from '../../context';
import type { RestJobOffer } from './rest';

/**
 * Whether the viewer saved an offer: the viewer's own profile lists the ids of their saved
 * offers (`savedOffers`, spec part 1 §3), read once a request whatever the number of offers;
 * anonymous: false, no call.
 */
export async function viewerSavedOffer(offerId: string, { loaders }: GatewayContext): Promise<boolean> {
  if (!loaders.users.viewer) return false;
  const viewer = await loaders.users.viewer.load();
  return viewer.savedOffers?.includes(offerId) ?? false;
}

/**
 * An offer by id as the caller may see it: a public one from the batched by-ids call; with a
 * token, one by-ids leaves out (the viewer's own offer awaiting review) from its detail.
 */
export async function loadOffer(id: string, { loaders, token }: GatewayContext): Promise<RestJobOffer | null> {
  const offer = await loaders.jobOffers.byId.load(id);
  if (offer || !token) return offer;
  return loaders.jobOffers.detail.load(id);
}
