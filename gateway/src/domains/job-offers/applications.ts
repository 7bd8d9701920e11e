import type { ApplicationStatus } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { sliceList, toConnection, toRestPage, type ConnectionArgs, type ListPaging } from '../../relay/connections';
import { isViewerUser, tokenSubject } from '../users';
import { applicationStatusFromRest } from './enums';
import type { ApplicationMapper } from './mappers';
import type { RestAppliedOffer, RestApplication, RestJobOffer } from './rest';

/** An offer's candidates: 20 a page, up to 100. */
const APPLICATION_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 20, maxFirst: 100 };

/**
 * The candidates of an offer when the viewer owns it, else null. The owner's detail embeds
 * them (its first 100); otherwise, for every offer of the request at once, one batched call.
 */
export async function ownerApplications(offer: RestJobOffer, ctx: GatewayContext): Promise<RestApplication[] | null> {
  const { applications, applicationsCount } = offer;
  if (applications && applicationsCount !== undefined && applications.length >= applicationsCount) {
    return applications.map((application) => ({ ...application, offerId: offer._id, offerWithdrawn: false }));
  }
  const batched = ctx.loaders.jobOffers.applicationsOf;
  // Counts come only in the owner's answers; any other offer is checked to be the viewer's.
  if (!batched || (applicationsCount === undefined && !(await isViewerUser(offer.publisher, ctx)))) return null;
  return batched.load(offer._id);
}

/**
 * The owner's candidates as a connection (newest first), or null for anyone else; with a
 * status, only those in it ('Seleccionados', 'Descartados'), counted over the whole list:
 * the api answers them all at once, so a filter costs no call.
 */
export async function applicationsConnection(
  offer: RestJobOffer,
  { status, ...args }: ConnectionArgs & { status?: ApplicationStatus | null },
  ctx: GatewayContext,
) {
  const page = toRestPage(args, APPLICATION_PAGING);
  const list = await ownerApplications(offer, ctx);
  if (!list) return null;
  const chosen = status ? list.filter((application) => applicationStatusFromRest(application.status) === status) : list;
  const items: ApplicationMapper[] = chosen.map((application) => ({ ...application, offer }));
  return toConnection(sliceList(items, page), page, APPLICATION_PAGING, (application) => application._id);
}

/**
 * The viewer's application to an offer: the applications the viewer may see of the request's
 * offers come in one batched call; theirs is the one they made. Anonymous: null, no call.
 */
export async function viewerApplicationTo(offerId: string, ctx: GatewayContext): Promise<ApplicationMapper | null> {
  const batched = ctx.loaders.jobOffers.applicationsOf;
  const viewerId = tokenSubject(ctx.token);
  if (!batched || !viewerId) return null;
  return (await batched.load(offerId)).find((application) => application.user._id === viewerId) ?? null;
}

/** The viewer's application that an applied-offers item carries, with its offer whole unless withdrawn. */
export function appliedApplication(item: RestAppliedOffer): ApplicationMapper {
  const application = {
    _id: item.applicationId,
    status: item.applicationStatus,
    appliedAt: item.appliedAt,
    answers: item.answers,
    offerId: item._id,
  };
  const offer = liveAppliedOffer(item);
  return offer ? { ...application, offer } : { ...application, offerWithdrawn: true };
}

/** The offer of an applied-offers item while it is public (its approved version); null once withdrawn. */
export function liveAppliedOffer(item: RestAppliedOffer): RestJobOffer | null {
  if (item.withdrawn) return null;
  // The application's fields left out: the rest is the offer object.
  const { applicationId: _id, applicationStatus: _status, appliedAt: _at, answers: _answers, ...offer } = item;
  return offer;
}
