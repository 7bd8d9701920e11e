/**
 * What other domains may use of users/ (the rest is its own: tools/eslint.config.js): the REST
 * user, whether a user is the viewer, the fields beyond the directory card, the enums the
 * profile's changes send, and what both kinds of offer share about their publisher.
 */
export type { RestUser, RestUserSource } from './rest';
export { usersRest } from './rest';
export { isOwnAnswer, isViewerUser, tokenSubject, viewerAfter } from './viewer-relation';
export { beyondCard } from './card';
export { displayNameOf } from './display-name';
export { privateFact } from './User';
export { creativeTypeToRest, professionalTypeToRest, roleToRest } from './enums';
export { offersConnection } from './offer-publishing';
export { pendingChangesResolvers } from './offer-changes';
