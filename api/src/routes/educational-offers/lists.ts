// A user's educational offers (part 2 §7): the owner's list, and an institution's public
// offers by username or by user id.
import { signedInUser } from '../../http/auth';
import type { App } from '../../http/app-type';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { Db } from '../../db/database';
import { listEducationalOffers } from '../../models/educational-offers';
import type { Page } from '../../models/paginate';
import { findUserById, findUserByUsername } from '../../models/users';
import { UserIdParams, UsernameParams, errors, isUuid, pageInfo } from '../../schemas/common';
import { readEnumList } from '../../schemas/enum-list';
import {
  EDUCATIONAL_OFFER_STATUSES,
  EducationalOfferPage,
  EducationalOfferPageQuery,
  OwnEducationalOffersQuery,
  PUBLIC_EDUCATIONAL_OFFER_STATUSES,
  type EducationalOfferObject as Offer,
} from '../../schemas/educational-offer';
import { EDUCATIONAL_MESSAGES, TAG, bearer } from './common';

export function registerEducationalOfferListRoutes(app: App, ctx: AppContext): void {
  const { db, auth } = ctx;

  app.get(
    '/api/offers/educational/user/:username',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: "A user's educational offers: every status for the caller's own, else the public ones",
        security: bearer,
        params: UsernameParams,
        querystring: OwnEducationalOffersQuery,
        response: { 200: EducationalOfferPage, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const ownerId = await userIdByUsername(db, request.params.username);
      const own = ownerId === signedInUser(request);
      const { page, limit, status } = request.query;
      const statuses = status === undefined ? undefined : readEnumList(status, EDUCATIONAL_OFFER_STATUSES);
      // Someone else's list only ever holds public offers, whatever status is asked for.
      if (!own && statuses && !statuses.some((each) => PUBLIC_EDUCATIONAL_OFFER_STATUSES.includes(each))) {
        return { offers: [], ...pageInfo(0, { page, limit }) };
      }
      return educationalOfferPage(
        await listEducationalOffers(db, { ownerId, publicOnly: !own, statuses, page, limit }),
      );
    },
  );

  app.get(
    '/api/offers/educational/user-external/:username',
    {
      schema: {
        tags: TAG,
        summary: "An institution's public educational offers, by username",
        params: UsernameParams,
        querystring: EducationalOfferPageQuery,
        response: { 200: EducationalOfferPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      const ownerId = await userIdByUsername(db, request.params.username);
      const { page, limit } = request.query;
      return educationalOfferPage(await listEducationalOffers(db, { ownerId, publicOnly: true, page, limit }));
    },
  );

  app.get(
    '/api/educational-offers/institution/:userId',
    {
      schema: {
        tags: TAG,
        summary: "An institution's public educational offers, by user id",
        params: UserIdParams,
        querystring: EducationalOfferPageQuery,
        response: { 200: EducationalOfferPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      const ownerId = await existingUserId(db, request.params.userId);
      const { page, limit } = request.query;
      return educationalOfferPage(await listEducationalOffers(db, { ownerId, publicOnly: true, page, limit }));
    },
  );
}

const educationalOfferPage = (page: Page<Offer>) => ({ offers: page.items, ...page.info });

async function userIdByUsername(db: Db, username: string): Promise<string> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound(EDUCATIONAL_MESSAGES.userNotFound);
  return user.id;
}

async function existingUserId(db: Db, value: string): Promise<string> {
  const user = isUuid(value) ? await findUserById(db, value.toLowerCase()) : undefined;
  if (!user) throw notFound(EDUCATIONAL_MESSAGES.userNotFound);
  return user.id;
}
