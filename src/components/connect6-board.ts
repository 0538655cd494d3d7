import type { Connect6 } from '../engine/connect6.js';
import { connect6Game } from '../board/games.js';
import { BoardBase } from './board-base.js';
import type { GameDescriptor } from './core/descriptor.js';
import { engine } from '../board/engines.js';

/** Connect6 for the shared board: no options, the stones left in the turn in the status. */
export const CONNECT6: GameDescriptor<Connect6, object> = {
  ...connect6Game(() => engine('connect6')),
  statusDetails: (t, game) => [t('stonesLeft', { count: game.stonesLeft })],
  extraButtons: () => [],
};

/**
 * A Connect6 board: two stones a turn (one for Black's first), six in a row wins.
 *
 * @summary A playable, attribute-driven Connect6 board.
 *
 * @attr size - Lines per side, 6–25 (default 19).
 * @attr black - Black setup stones: "J10".
 * @attr white - White setup stones: "K10 K11".
 * @attr to-play - Who moves after the setup: black or white.
 * @attr moves - Moves played from the setup, one stone each: "J10 K10 K11".
 * @attr readonly - A diagram: just the board (no input, no status line, no toolbar).
 * @attr controls - On a readonly diagram: shows the status line and the Rules button.
 * @attr {'en' | 'es' | 'ru' | string} lang - en, es or ru (else the nearest ancestor's, the document's, the browser's).
 * @attr marks - "D4:triangle E5:circle F6:square G7:cross H8:A".
 * @attr no-coordinates - Hides the coordinate labels.
 * @attr show-rules - Opens the rules panel (the Rules button toggles it).
 * @attr view - rules: only the rule text, no board.
 * @attr computer - The colour the computer plays: black, white, both or none.
 * @attr level - The computer's strength, 1–5.
 * @attr theme - light or dark pins the look; absent: follows the reader's prefers-color-scheme.
 * @attr ply - Shows the position after this many moves (0: the setup; absent: the last); the game keeps every move.
 * @attr numbers - Move numbers on the stones: all, or N for the last N (Connect6 numbers turns).
 * @attr record - A game record's text (SGF; Connect6 also Little Golem's SGF and "1.j10 2.i9l10"); replaces size, black, white, to-play and moves.
 * @attr src - The URL of a record file, fetched and read like record.
 * @attr hints - On a playable board: a Hint button marks the computer's suggested turn (both stones) without playing it.
 * @attr goal - A problem the board judges: six (six in a row) or stop (keep the opponent from it); the side to play solves.
 * @attr within - The problem's depth: the solver's turns allowed (default 1).
 * @attr solution - Authored answer lines, solver first, judged at their end: "J10K11 L12M13".
 * @attr region - Shows only part of the board, two opposite corners: "A1-G7" (coordinates keep the whole board's names).
 * @attr share - Shows a Share button that copies a link opening this game at the position shown (the board needs an id).
 * @attr sizes - The board sizes the New game dialog offers: "9 13 19" (default 13, 15, 19; the size shown is always offered).
 * @attr confirm - Tap to confirm: auto (absent: on touch screens where a cell is under 28 px, a first tap shows a ghost stone and its point, a second tap plays), always, or never.
 * @attr edit - Makes the board an editor of its own position: stones, moves with variations, marks, labels, region, who plays first, a problem's goal and depth, comments; undo and redo; toHtml() writes the snippet.
 * @attr threats - Marks what the side to move must answer (every line on which the opponent can make six next turn, and the points that complete it), with the stones needed to block, said after each move; the toolbar's Threats toggle sets it. Waits while a problem is being solved.
 *
 * @fires move - A stone was placed on the board: { color, point, captured, moveNumber }.
 * @fires win - Six in a row: the Result.
 * @fires draw - The board is full: the Result.
 * @fires navigate - The reader stepped to another position of the game: { ply }.
 * @fires solved - The problem's goal was reached: { moves }.
 * @fires failed - The problem's goal can no longer be reached: { moves, refutation }.
 * @fires edit - The editor's content changed by the reader's hand: { html } (what toHtml() returns).
 *
 * @csspart board - The board (SVG and its accessible grid).
 * @csspart status - Whose turn it is, stones left in the turn, the result and refusals.
 * @csspart toolbar - The buttons, one row; the rarer ones (new game, share, rules, downloads) in its More menu where the row is full.
 * @csspart replay - The replay bar: first-button, back-button, forward-button, last-button.
 * @csspart move-list - The move list; each entry is a move-button, and where the game branches, variation-buttons for the other moves.
 * @csspart comment - The comment of the position shown, from a record (text).
 * @csspart header - A record's header: players, ranks, result, event, date.
 * @csspart problem-set - A problem set's bar: previous-problem-button, the problem's number, next-problem-button.
 * @csspart editor - The editor's panel (with edit): its tools (editor-tool, and black-tool, white-tool, alternate-tool, erase-tool, triangle-tool, circle-tool, square-tool, cross-tool, letter-tool, number-tool, region-tool), its buttons (editor-undo-button, editor-redo-button, editor-clear-button, editor-copy-button, editor-link-button, editor-sgf-button, editor-svg-button, editor-png-button, editor-open-button, editor-answers-button) and editor-snippet.
 * @csspart button - Every button; also undo-button, new-game-button, share-button, hint-button, rules-button, download-button, svg-button, png-button, more-button.
 * @csspart error - The message about an attribute that cannot be read.
 * @csspart new-game-dialog - The New game dialog (a modal dialog element).
 * @csspart rules - The rules region (the rule text with its diagrams).
 *
 * @cssprop --board-color - The wood.
 * @cssprop --line-color - Grid lines, star points and coordinates.
 * @cssprop --black-stone - Black stones.
 * @cssprop --white-stone - White stones.
 * @cssprop --highlight-color - The winning line.
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
export class Connect6Board extends BoardBase<Connect6, object> {
  constructor() {
    super(CONNECT6);
  }
}
