import type { NotificationKind, NotificationResolvers } from '../../__generated__/resolvers-types';
import { nullIfNotFound } from '../../loaders/kinds';
import { toGlobalId } from '../../relay/ids';
import type { RestNotification } from './rest';

const KINDS: Record<RestNotification['kind'], NotificationKind> = {
  application_received: 'APPLICATION_RECEIVED',
  application_selected: 'APPLICATION_SELECTED',
  application_discarded: 'APPLICATION_DISCARDED',
  offer_approved: 'OFFER_APPROVED',
  offer_rejected: 'OFFER_REJECTED',
  account_verified: 'ACCOUNT_VERIFIED',
  new_follower: 'NEW_FOLLOWER',
  content_hidden: 'CONTENT_HIDDEN',
};

export const Notification: NotificationResolvers = {
  id: (notification) => toGlobalId('Notification', notification._id),
  internalID: (notification) => notification._id,
  kind: (notification) => KINDS[notification.kind],
  // The list's actors are read in one batch (the users' by-ids call).
  actor: (notification, _args, { loaders }) =>
    notification.actorId ? loaders.users.byId.load(notification.actorId).catch(nullIfNotFound) : null,
};
