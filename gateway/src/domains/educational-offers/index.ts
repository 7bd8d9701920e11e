/** What other domains may use of educational-offers/ (the rest is its own: tools/eslint.config.js). */
export { categoryToRest, modalityToRest } from './enums';
