/**
 * What other domains may use of job-offers/ (the rest is its own: tools/eslint.config.js):
 * the REST offer, the offer lists' paging and the answer types an educational offer's form
 * shares.
 */
export type { RestJobOffer } from './rest';
export { OFFER_LIST_PAGING } from './paging';
export { responseTypeFromRest, responseTypeToRest } from './enums';
