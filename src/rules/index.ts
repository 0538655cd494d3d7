/**
 * The rule text of Gonnect and Connect6 in English, Spanish and Russian, and the
 * diagrams that illustrate it.
 */
export * from './figures.js';
export * from './rules-text.js';
