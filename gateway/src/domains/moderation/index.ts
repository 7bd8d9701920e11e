/**
 * What other domains may use of moderation/ (the rest is its own: tools/eslint.config.js): the
 * queues' paging and page type, which the reported items (reports/) share.
 */
export type { QueuePage } from './rest';
export { QUEUE_PAGING } from './Query';
