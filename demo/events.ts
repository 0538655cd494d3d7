// The Events page: a live log of every board event, and two boards kept in step.
import type { GonnectBoard } from '../src/index.js';
import { mirror } from './mirror.js';
import mirrorSource from './mirror.ts?raw';

const EVENTS = ['move', 'swap', 'win', 'draw'] as const;
const MAX_ENTRIES = 200;

// The log: one line per event, newest last, with the detail as JSON.
const log = document.getElementById('event-log')!;
const box = document.getElementById('log-box')!;
function append(board: Element, type: string, detail: unknown): void {
  const item = document.createElement('li');
  const name = document.createElement('span');
  name.className = 'event-name';
  name.textContent = type;
  item.append(name, ` from #${board.id}: ${JSON.stringify(detail)}`);
  log.append(item);
  while (log.children.length > MAX_ENTRIES) log.firstElementChild!.remove();
  box.scrollTop = box.scrollHeight;
}
for (const board of document.querySelectorAll('#log-boards gonnect-board, #log-boards connect6-board')) {
  for (const type of EVENTS) {
    board.addEventListener(type, (event) => append(board, type, (event as CustomEvent).detail));
  }
}
document.getElementById('clear-log')!.addEventListener('click', () => log.replaceChildren());

// Two boards, one game.
const a = document.getElementById('board-a') as GonnectBoard;
const b = document.getElementById('board-b') as GonnectBoard;
const syncStatus = document.getElementById('sync-status')!;
mirror(a, b, (text) => (syncStatus.textContent = text));
document.getElementById('reset-both')!.addEventListener('click', () => {
  a.reset();
  b.reset();
  syncStatus.textContent = 'Both boards start a new game.';
});
document.getElementById('mirror-source')!.textContent = mirrorSource.replace("'../src/index.js'", "'gonnect-connect6'");
