/** What other domains may use of posts/ (the rest is its own: tools/eslint.config.js). */
export type { RestPostSource } from './rest';
