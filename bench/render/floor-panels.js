// The floor with panels: floor.js's board, and under it, by hand, the panels a playable
// <gonnect-board> shows, with what a move changes in them: the status line (whose turn),
// the toolbar (unchanged), the replay bar (its "12 / 12" counter), the move list (one new
// entry, the current mark moved to it) and the polite live region (the move announced).
// Plain elements again, styled like ours: what the browser's work for those panels costs
// without any framework, so that ours can be set against the floor with and without them.
import { drawBoard as drawBareBoard } from './floor.js';

const PANEL_CSS = `
  .status, .toolbar, .replay, .move-list { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25em 1em; margin-top: 0.5em; }
  .move-list { gap: 0.25em; list-style: none; padding: 0; max-height: 8em; overflow-y: auto; }
  .ply, .move-list button { font-variant-numeric: tabular-nums; }
  .move-list [aria-current='true'] { font-weight: 700; outline: 2px solid #c00; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

function element(name, attributes = {}, text = '') {
  const node = document.createElement(name);
  for (const key in attributes) node.setAttribute(key, attributes[key]);
  node.textContent = text;
  return node;
}

const buttons = (labels) => labels.map((label) => element('button', { type: 'button' }, label));

/** Like floor.js's drawBoard; `place(col, row, name)` also updates the panels for the move at `name`. */
export function drawBoard(host, size, stones) {
  const board = drawBareBoard(host, size, stones);
  host.append(element('style', {}, PANEL_CSS));
  const turn = element('span', {}, 'Black to play');
  const status = element('div', { class: 'status' });
  status.append(turn, element('span', {}, 'Black has captured 0 stones'), element('span', {}, 'White has captured 0 stones'));
  const toolbar = element('div', { class: 'toolbar', role: 'group', 'aria-label': 'Game' });
  toolbar.append(...buttons(['Undo', 'New game', 'Rules']));
  const ply = element('span', { class: 'ply' }, '0 / 0');
  const replay = element('div', { class: 'replay', role: 'group', 'aria-label': 'Replay' });
  replay.append(...buttons(['«', '‹', '›', '»']), ply, element('span', {}, 'Download:'), ...buttons(['SGF', 'SVG', 'PNG']));
  const list = element('ol', { class: 'move-list', 'aria-label': 'Moves' });
  const live = element('div', { class: 'sr-only', 'aria-live': 'polite' });
  host.append(status, toolbar, replay, list, live);

  let moves = 0;
  let current = null;
  const place = (col, row, name) => {
    const color = moves % 2 ? 'White' : 'Black';
    board.place(col, row);
    moves++;
    turn.textContent = `${moves % 2 ? 'White' : 'Black'} to play`;
    ply.textContent = `${moves} / ${moves}`;
    const entry = element('button', { type: 'button', 'aria-current': 'true' }, `${moves}. ${name}`);
    current?.setAttribute('aria-current', 'false');
    current = entry;
    const item = element('li');
    item.append(entry);
    list.append(item);
    live.textContent = `${color} played ${name}`;
  };
  return { svg: board.svg, place };
}
