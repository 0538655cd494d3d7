// The `rules` part of every locale, loaded once for the tests that read it directly
// (the rule text loads on first use, so the tests wait for every language up front).
import { RULES_LANGUAGES, rulesSource as loadRulesSource, type RulesLanguage, type RulesSource } from '../../src/rules/rules-text.js';

export const GAMES = ['gonnect', 'connect6'] as const;

const SOURCES = new Map<RulesLanguage, RulesSource>();
for (const lang of RULES_LANGUAGES) SOURCES.set(lang, await loadRulesSource(lang));

/** The loaded `rules` part of one language. */
export const rulesSource = (lang: RulesLanguage): RulesSource => SOURCES.get(lang)!;
