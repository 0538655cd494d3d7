/**
 * The replay bar: first / back / forward / last and where the game stands (`12 / 40`), one
 * row of one height under the toolbar (the downloads are the toolbar's rarer actions). A button that cannot step says so (`aria-disabled`)
 * but keeps its focus, so a reader pressing Back down to the setup stays on it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../../i18n/i18n.js';

/** Where the game stands and what the bar's buttons do. */
export interface ReplayState {
  /** The moves played in the position shown: `12`. */
  ply: number;
  /** The moves of the whole game: `40`. */
  length: number;
  /** Shows the position after `ply` moves. */
  go: (ply: number) => void;
  /** What the counter says, in the game's unit (Connect6 counts turns, as its move list does): `'3 / 11'`. */
  counter: string;
}

/** The four steps: name (also the part), visible sign, and the ply each goes to. */
const STEPS = [
  ['first', '«', () => 0],
  ['back', '‹', (ply: number) => ply - 1],
  ['forward', '›', (ply: number) => ply + 1],
  ['last', '»', (_ply: number, length: number) => length],
] as const;

/** The ply a replay key goes to, or null for another key: `[` back, `]` forward, `{` the setup, `}` the last move. */
export function plyAfterKey(key: string, ply: number, length: number): number | null {
  const step = { '{': 0, '[': 1, ']': 2, '}': 3 }[key];
  if (step === undefined) return null;
  return Math.max(0, Math.min(length, STEPS[step][2](ply, length)));
}

export function replayBar(t: Translate, state: ReplayState): TemplateResult {
  const { ply, length, go } = state;
  return html`<div part="replay" class="replay" role="group" aria-label=${t('replay.label')}>
    ${STEPS.map(([name, sign, to]) => {
      const target = to(ply, length);
      const stuck = target < 0 || target > length || target === ply;
      const label = t(`replay.${name}`);
      return html`<button
        type="button"
        part="button ${name}-button"
        aria-label=${label}
        title=${label}
        aria-disabled=${stuck ? 'true' : nothing}
        @click=${() => stuck || go(target)}
      >
        ${sign}
      </button>`;
    })}
    <span class="ply">${state.counter}</span>
  </div>`;
}
