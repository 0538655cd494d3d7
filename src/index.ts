/**
 * The package: registers `<gonnect-board>` and `<connect6-board>` and re-exports the
 * element classes (`gonnect-connect6/elements` has them without registering), their event
 * types, the rule text and the headless engine.
 */
import './components/define-boards.js';
export * from './elements.js';
export * from './engine/index.js';

/**
 * The full rules of a game in English, Spanish or Russian, as data for scripts:
 * `await rulesText('gonnect', 'es')` gives the title, a one-sentence summary and every
 * section (heading, paragraphs, list items, and the figures that illustrate it with
 * their captions). Any BCP 47 tag is accepted (`'es-AR'` reads Spanish, an unknown
 * language English). Each language's text is a separate file, loaded on first use.
 */
export { rulesText, resolveRulesLanguage, RULES_LANGUAGES } from './rules/rules-text.js';
export type { RulesText, RulesSection, RulesFigure, RulesLanguage } from './rules/rules-text.js';
/**
 * The diagrams of the rule text, as the boards' attributes take them: each `Figure`
 * gives `size`, `black`, `white` and optional `marks`, `toPlay` and `moves`.
 */
export { FIGURES, figuresOf, getFigure } from './rules/figures.js';
export type { Figure, GameId } from './rules/figures.js';
