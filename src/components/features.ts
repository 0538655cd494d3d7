/**
 * The features every board hosts, one line each, in the order the board calls them: the
 * toolbar shows their buttons in this order (after Undo), the status line asks them in
 * this order, and their parts stand under the toolbar in this order. A new feature is a
 * folder beside these and one line here (docs/architecture.md, "Where a new feature goes").
 */
import { computer } from './computer/computer-feature.js';
import { editor } from './editor/editor-feature.js';
import { gameButtons } from './core/game-buttons.js';
import type { FeatureFactory } from './core/feature.js';
import { exports } from './records/export-feature.js';
import { newGame } from './new-game/new-game-feature.js';
import { problem } from './problem/problem-feature.js';
import { records } from './records/records-feature.js';
import { replay } from './replay/replay-feature.js';
import { rules } from './rules/rules-feature.js';
import { variations } from './variations/variations-feature.js';
import { share } from './records/share-link.js';
import { threats } from './threats/threats-feature.js';

export const FEATURES = {
  records,
  newGame,
  gameButtons,
  problem,
  computer,
  share,
  replay,
  variations,
  threats,
  editor,
  exports,
  rules,
} as const satisfies Record<string, FeatureFactory>;

/** The features of one board, by name. */
export type Features = { readonly [K in keyof typeof FEATURES]: ReturnType<(typeof FEATURES)[K]> };
