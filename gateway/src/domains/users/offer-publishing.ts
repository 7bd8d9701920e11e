import type { GatewayContext } from '../../context';
import { required } from '../../errors';
import {
  readWindow,
  toConnection,
  toRestPage,
  type ConnectionArgs,
  type CountedConnection,
  type ListPaging,
  type RestPageAnswer,
} from '../../relay/connections';
import { subtypeNumber } from './enums';
import type { RestUser, RestUserSource } from './rest';

/**
 * Whose offers a profile's Ofertas tab shows (spec part 2 §2, External profile): job offers
 * for company types, educational offers for institutions (professional type 4). Only a
 * Profesional account can publish either, and only an institution educational offers
 * (CONTRACT.md § Who may publish), so for every other account the answer is known without
 * asking: an empty list.
 */
export type OfferKind = 'job' | 'educational';

/** The fields of a user that decide it. */
export const OFFER_PUBLISHER_FIELDS = ['role', 'professionalType'] as const;

export function offersShown(user: Pick<RestUser, 'role' | 'professionalType'>): OfferKind | null {
  if (user.role !== 'Profesional') return null;
  return subtypeNumber(user.professionalType) === 4 ? 'educational' : 'job';
}

/** A profile's offers: 10 a page by default, the api pages up to 100. */
const OFFER_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 10, maxFirst: 50, maxLimit: 100 };

/**
 * The offers of a profile's Ofertas tab as a counted connection: asked by username when
 * the account shows this kind (its role and type come with any whole user, or from one
 * batched call for a part), an empty list without a call otherwise.
 */
export async function offersConnection<T extends { _id: string }>(
  kind: OfferKind,
  user: RestUserSource,
  args: ConnectionArgs,
  ctx: GatewayContext,
  load: (username: string, page: number, limit: number) => Promise<RestPageAnswer<T> & { total: number }>,
): Promise<CountedConnection<T>> {
  const source = await ctx.loaders.users.byId.withFields(user, [...OFFER_PUBLISHER_FIELDS, 'username']);
  if (offersShown({ role: source.role ?? null, professionalType: source.professionalType ?? null }) !== kind) {
    const page = toRestPage(args, OFFER_PAGING);
    return toConnection({ items: [], hasMore: false, total: 0 }, page, OFFER_PAGING, (offer: T) => offer._id);
  }
  const username = required(source.username, 'user.username');
  const { page, answer } = await readWindow(args, OFFER_PAGING, (restPage, limit) => load(username, restPage, limit));
  return toConnection(answer, page, OFFER_PAGING, (offer) => offer._id);
}
