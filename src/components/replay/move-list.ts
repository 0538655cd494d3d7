/**
 * The move list under the replay bar: one entry per move (Gonnect, the swap one of
 * them) or per turn (Connect6: both stones of a turn in one entry), each a button that
 * shows the position after it. The entry of the position shown is `aria-current`.
 */
import { html, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { Translate } from '../../i18n/i18n.js';
import { turnOf } from '../../notation/records/turns.js';
import type { GameKind } from '../../vocabulary.js';

/** One entry: its number, what it holds and the ply after it. */
export interface MoveEntry {
  /** The move's number (Connect6: the turn's): `7`. */
  number: number;
  /** Its stones, or the swap: `'K10 L11'`, `'Swap'`. */
  text: string;
  /** The moves played once it is: `13`. */
  end: number;
}

/** The entries of a game's moves (`pointAt` names an index; `-1` is a swap); Connect6 groups stones by turn from the setup's `stonesLeft`. */
export function moveEntries(
  kind: GameKind,
  line: readonly number[],
  pointAt: (index: number) => string,
  swap: string,
  stonesLeft: 1 | 2,
): MoveEntry[] {
  const entries: MoveEntry[] = [];
  line.forEach((index, i) => {
    const number = kind === 'connect6' ? turnOf(i, stonesLeft) : i + 1;
    const text = index < 0 ? swap : pointAt(index);
    const entry = entries.at(-1);
    if (entry?.number === number) {
      entry.text += ` ${text}`;
      entry.end = i + 1;
    } else entries.push({ number, text, end: i + 1 });
  });
  return entries;
}

/** The list; `go` shows the position after an entry. Rebuilt only when the game, the position shown or the language changed. */
export function moveList(t: Translate, entries: MoveEntry[], ply: number, go: (ply: number) => void): unknown {
  const key = `${t('replay.moves')} ${ply} ${entries.map((entry) => entry.text).join()}`;
  return guard([key], () => listTemplate(t('replay.moves'), entries, ply, go));
}

function listTemplate(label: string, entries: MoveEntry[], ply: number, go: (ply: number) => void): TemplateResult {
  // The entry shown is the one holding the last stone played: its end is the first at or after `ply`.
  const current = ply ? entries.findIndex((entry) => entry.end >= ply) : -1;
  return html`<ol part="move-list" class="move-list" aria-label=${label}>
    ${entries.map(
      (entry, i) =>
        html`<li>
          <button type="button" part="move-button" aria-current=${i === current ? 'true' : 'false'} @click=${() => go(entry.end)}>
            ${entry.number}. ${entry.text}
          </button>
        </li>`,
    )}
  </ol>`;
}
