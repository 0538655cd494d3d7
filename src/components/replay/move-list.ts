/**
 * The move list under the replay bar: one entry per move (Gonnect, the swap one of
 * them) or per turn (Connect6: both stones of a turn in one entry), each a button that
 * shows the position after it. The entry of the position shown is `aria-current`. Where
 * the game's tree branches inside an entry, the other moves there follow it in a small
 * group, each lettered as the board marks it (A the main line): pressing one shows the
 * game along that variation, after its move.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { Translate } from '../../i18n/i18n.js';
import { turnOf } from '../../notation/records/turns.js';
import type { GameKind } from '../../vocabulary.js';
import type { MoveNode } from '../core/move-tree.js';

/** Another continuation at a position of the line: `{ label: 'B', text: 'K10', ply: 12, child: 1 }`. */
export interface Branch {
  /** Its letter among the continuations (A the main line): `'B'`. */
  label: string;
  /** Its move: `'K10'`, `'Swap'`. */
  text: string;
  /** The moves played before it: `12`. */
  ply: number;
  /** Its child number at that position: `1`. */
  child: number;
}

/** One entry: its number, what it holds, the ply after it, and the other moves where the tree branches inside it. */
export interface MoveEntry {
  /** The move's number (Connect6: the turn's): `7`. */
  number: number;
  /** Its stones, or the swap: `'K10 L11'`, `'Swap'`. */
  text: string;
  /** The moves played once it is: `13`. */
  end: number;
  branches: Branch[];
}

/**
 * The entries of a line of moves (`pointAt` names an index; `-1` is a swap); Connect6
 * groups stones by turn from the setup's `stonesLeft`. `nodes` (one per move) give the
 * other continuations where the game branches.
 */
export function moveEntries(
  kind: GameKind,
  line: readonly number[],
  pointAt: (index: number) => string,
  swap: string,
  stonesLeft: 1 | 2,
  nodes: readonly MoveNode[] = [],
): MoveEntry[] {
  const name = (index: number) => (index < 0 ? swap : pointAt(index));
  const entries: MoveEntry[] = [];
  line.forEach((index, i) => {
    const number = kind === 'connect6' ? turnOf(i, stonesLeft) : i + 1;
    const siblings = nodes[i]?.parent?.children ?? [];
    const branches = siblings.flatMap((node, child) =>
      node === nodes[i] ? [] : [{ label: String.fromCharCode(65 + (child % 26)), text: name(node.move), ply: i, child }],
    );
    const entry = entries.at(-1);
    if (entry?.number === number) {
      entry.text += ` ${name(index)}`;
      entry.end = i + 1;
      entry.branches.push(...branches);
    } else entries.push({ number, text: name(index), end: i + 1, branches });
  });
  return entries;
}

/** What the list's buttons do: show the position after `ply` moves of the line, or after the move of a branch. */
export interface ListActions {
  go: (ply: number) => void;
  enter: (branch: Branch) => void;
}

/** The list. Rebuilt only when the game, the position shown or the language changed. */
export function moveList(t: Translate, entries: MoveEntry[], ply: number, actions: ListActions): unknown {
  const branches = entries.map((entry) => entry.branches.map((branch) => `${branch.label}${branch.text}`).join()).join(';');
  const key = `${t('replay.moves')} ${ply} ${entries.map((entry) => entry.text).join()} ${branches}`;
  return guard([key], () => listTemplate(t, entries, ply, actions));
}

function listTemplate(t: Translate, entries: MoveEntry[], ply: number, actions: ListActions): TemplateResult {
  // The entry shown is the one holding the last stone played: its end is the first at or after `ply`.
  const current = ply ? entries.findIndex((entry) => entry.end >= ply) : -1;
  return html`<ol part="move-list" class="move-list" aria-label=${t('replay.moves')}>
    ${entries.map(
      (entry, i) =>
        html`<li>
          <button type="button" part="move-button" aria-current=${i === current ? 'true' : 'false'} @click=${() => actions.go(entry.end)}>
            ${entry.number}. ${entry.text}
          </button>
          ${entry.branches.length ? branchGroup(t, entry.branches, actions) : nothing}
        </li>`,
    )}
  </ol>`;
}

/** "(B K10, C L11)": the other moves at a position of the line, each a button. */
function branchGroup(t: Translate, branches: Branch[], actions: ListActions): TemplateResult {
  return html`<span class="branches" role="group" aria-label=${t('variation.others')}
    >(${branches.map(
      (branch) =>
        html`<button
          type="button"
          part="variation-button"
          aria-label=${t('variation.other', { label: branch.label, text: branch.text })}
          @click=${() => actions.enter(branch)}
        >
          ${branch.label} ${branch.text}
        </button>`,
    )})</span
  >`;
}
