// What the job offer routes share: their tag, today's date and the owner's view of an offer.
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { JOB_OFFER_MESSAGES, findJobOffer, madridDate, toJobOfferObject } from '../../models/job-offers';

export const TAG = ['job offers'];
export const bearer = [{ bearerAuth: [] }];

export const today = (ctx: AppContext) => madridDate(ctx.clock.now());

/** The offer as its owner sees it, after one of their changes. */
export async function offerObject(ctx: AppContext, id: string) {
  const offer = await findJobOffer(ctx.db, id);
  if (!offer) throw notFound(JOB_OFFER_MESSAGES.notFound);
  return toJobOfferObject(offer, today(ctx), { owner: true });
}
