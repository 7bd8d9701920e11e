/** What other domains may use of media/ (the rest is its own: tools/eslint.config.js). */
export type { RestImageDetail } from './rest';
