import type { BoardGame } from '../engine/game.js';
import type { Gonnect } from '../engine/gonnect.js';
import { gonnectGame, type GonnectOptions } from '../board/games.js';
import { BoardBase } from './board-base.js';
import type { GameDescriptor } from './core/descriptor.js';
import { engine } from '../board/engines.js';

/** Gonnect for the shared board: the pie rule unless `no-swap`, captures (and a swap just made) in the status, a Swap button while allowed. */
export const GONNECT: GameDescriptor<Gonnect, GonnectOptions> = {
  ...gonnectGame(() => engine('gonnect')),
  statusDetails(t, game) {
    const details: string[] = [];
    const { captures } = game;
    for (const color of ['black', 'white'] as const) {
      if (captures[color]) details.push(t(`captures.${color}`, { count: captures[color] }));
    }
    // Said once: right after the swap, until the next move.
    if (game.moves.at(-1) === 'swap') details.push(t('swapped'));
    return details;
  },
  extraButtons(t, game, act) {
    if (!game.canSwap) return [];
    return [{ name: 'swap', label: t('button.swap'), handler: () => act({ kind: 'swap' }) }];
  },
};

/**
 * A Gonnect board: Go's rules, and a chain joining two opposite edges wins.
 *
 * @summary A playable, attribute-driven Gonnect board (Go captures, connection wins, pie rule).
 *
 * @attr size - Lines per side, 5–25 (default 13).
 * @attr black - Black setup stones: "D4 E5".
 * @attr white - White setup stones: "F6".
 * @attr to-play - Who moves after the setup: black or white.
 * @attr moves - Moves played from the setup: "D4 swap E5".
 * @attr readonly - A diagram: just the board (no input, no status line, no toolbar).
 * @attr controls - On a readonly diagram: shows the status line and the Rules button.
 * @attr {'en' | 'es' | 'ru' | string} lang - en, es or ru (else the nearest ancestor's, the document's, the browser's).
 * @attr marks - "D4:triangle E5:circle F6:square G7:cross H8:A".
 * @attr no-coordinates - Hides the coordinate labels.
 * @attr no-swap - Plays without the pie rule.
 * @attr show-rules - Opens the rules panel (the Rules button toggles it).
 * @attr view - rules: only the rule text, no board.
 * @attr computer - The colour the computer plays: black, white, both or none.
 * @attr level - The computer's strength, 1–5.
 * @attr theme - light or dark pins the look; absent: follows the reader's prefers-color-scheme.
 * @attr ply - Shows the position after this many moves (0: the setup; absent: the last); the game keeps every move.
 * @attr numbers - Move numbers on the stones: all, or N for the last N (Connect6 numbers turns).
 * @attr record - A game record's text (SGF; Connect6 also Little Golem's SGF and "1.j10 2.i9l10"); replaces size, black, white, to-play and moves.
 * @attr src - The URL of a record file, fetched and read like record.
 * @attr hints - On a playable board: a Hint button marks the computer's suggested move without playing it.
 * @attr goal - A problem the board judges: connect (join two opposite edges) or stop (keep the opponent from it); the side to play solves.
 * @attr within - The problem's depth: the solver's moves allowed (default 1).
 * @attr solution - Authored answer lines, solver first, judged at their end: "E5 F6 G7 | E5 G7 F6".
 * @attr region - Shows only part of the board, two opposite corners: "A1-G7" (coordinates keep the whole board's names).
 * @attr share - Shows a Share button that copies a link opening this game at the position shown (the board needs an id).
 * @attr sizes - The board sizes the New game dialog offers: "9 13 19" (default 9, 13, 15, 19; the size shown is always offered).
 * @attr confirm - Tap to confirm: auto (absent: on touch screens where a cell is under 28 px, a first tap shows a ghost stone and its point, a second tap plays), always, or never.
 * @attr edit - Makes the board an editor of its own position: stones, moves with variations, marks, labels, region, who plays first, a problem's goal and depth, comments; undo and redo; toHtml() writes the snippet.
 * @attr threats - Marks what the side to move must answer (the chains in atari, its own to save and the opponent's to capture; the points where one stone of the opponent would join two opposite edges) and says it after each move; the toolbar's Threats toggle sets it. Waits while a problem is being solved.
 *
 * @fires move - A stone was placed on the board: { color, point, captured, moveNumber }.
 * @fires swap - The second player took the pie: {}.
 * @fires win - The game was won: the Result.
 * @fires navigate - The reader stepped to another position of the game: { ply }.
 * @fires solved - The problem's goal was reached: { moves }.
 * @fires failed - The problem's goal can no longer be reached: { moves, refutation }.
 * @fires edit - The editor's content changed by the reader's hand: { html } (what toHtml() returns).
 *
 * @csspart board - The board (SVG and its accessible grid).
 * @csspart status - Whose turn it is, captures, the result and refusals.
 * @csspart toolbar - The buttons, one row; the rarer ones (new game, share, rules, downloads) in its More menu where the row is full.
 * @csspart replay - The replay bar: first-button, back-button, forward-button, last-button.
 * @csspart move-list - The move list; each entry is a move-button, and where the game branches, variation-buttons for the other moves.
 * @csspart comment - The comment of the position shown, from a record (text).
 * @csspart header - A record's header: players, ranks, result, event, date.
 * @csspart problem-set - A problem set's bar: previous-problem-button, the problem's number, next-problem-button.
 * @csspart editor - The editor's panel (with edit): its tools (editor-tool, and black-tool, white-tool, alternate-tool, erase-tool, triangle-tool, circle-tool, square-tool, cross-tool, letter-tool, number-tool, region-tool), its buttons (editor-undo-button, editor-redo-button, editor-clear-button, editor-copy-button, editor-link-button, editor-sgf-button, editor-svg-button, editor-png-button, editor-open-button, editor-answers-button) and editor-snippet.
 * @csspart button - Every button; also undo-button, new-game-button, share-button, swap-button, hint-button, rules-button, download-button, svg-button, png-button, more-button.
 * @csspart error - The message about an attribute that cannot be read.
 * @csspart new-game-dialog - The New game dialog (a modal dialog element).
 * @csspart rules - The rules region (the rule text with its diagrams).
 *
 * @cssprop --board-color - The wood.
 * @cssprop --line-color - Grid lines, star points and coordinates.
 * @cssprop --black-stone - Black stones.
 * @cssprop --white-stone - White stones.
 * @cssprop --highlight-color - The winning chain.
 * @cssprop --last-move-color - The marker beside the stones of the last turn (and the hollow one beside a stone of the turn under way); the highlight colour unless set.
 * @cssprop --mark-color - Marks on empty points (marks on stones take the other stone's colour).
 * @cssprop --focus-color - The keyboard focus ring.
 * @cssprop --hint-color - The dashed rings of a hint; the focus colour unless set.
 * @cssprop --text-color - Status text (inherited from the page when unset).
 * @cssprop --font-family - Status and buttons.
 * @cssprop --font-size - Status and buttons.
 * @cssprop --button-background - Buttons.
 * @cssprop --button-text-color - Buttons.
 * @cssprop --error-background - The attribute error.
 * @cssprop --error-text-color - The attribute error.
 * @cssprop --rules-max-height - The rules panel's height before it scrolls (default: the board's size, at least 14rem, at most 85vh).
 */
export class GonnectBoard extends BoardBase<Gonnect, GonnectOptions> implements GonnectOptions {
  static override properties = { noSwap: { type: Boolean, reflect: true, attribute: 'no-swap' } };

  /** Plays without the pie rule. */
  noSwap = false;

  constructor() {
    super(GONNECT);
  }

  /** The second player takes the pie: the players exchange colours; White still moves. Fires no event. */
  swap(): void {
    this.apply({ kind: 'swap' });
  }
}

/** A Gonnect game, for code that reads `game` from a board. */
export type GonnectGame = Gonnect & BoardGame;
