// The Problems page: one board per problem of demo/problem-set.ts (the set the Node tests
// check), each set up with attributes only: the position, `goal` and `within`. The boards
// judge the reader's moves themselves; this script only draws the cards and keeps a line
// per problem from the `solved` and `failed` events, as a page that records results would.
import { PROBLEM_SET, type ProblemEntry } from './problem-set.js';

/** What a card's heading says of the problem: `'Connect in 2'`. */
function grade(p: ProblemEntry): string {
  const count = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (p.goal === 'connect') return `Connect in ${count(p.within, 'move')}`;
  if (p.goal === 'six') return `Six in ${count(p.within, 'turn')}`;
  return p.element === 'gonnect-board' ? `Stop the connection (${count(p.within, 'move')})` : `Stop the six (${count(p.within, 'turn')})`;
}

/** A card: heading, the board with the problem's attributes, and the record line. */
function card(p: ProblemEntry, number: number): HTMLElement {
  const article = document.createElement('article');
  article.className = 'card problem';
  article.setAttribute('aria-labelledby', `p${number}`);
  const heading = document.createElement('h3');
  heading.id = `p${number}`;
  heading.textContent = `${number}. ${p.title}: ${grade(p)}`;
  const wrap = document.createElement('div');
  wrap.className = 'board-wrap';
  const board = document.createElement(p.element);
  const attributes = { size: String(p.size), black: p.black, white: p.white, 'to-play': p.toPlay, goal: p.goal, within: String(p.within) };
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  wrap.append(board);
  const record = document.createElement('p');
  record.className = 'feedback';
  record.setAttribute('role', 'status');
  board.addEventListener('solved', (event) => {
    record.textContent = `Solved with ${event.detail.moves.join(' ')}.`;
  });
  board.addEventListener('failed', (event) => {
    const refutation = event.detail.refutation.length ? ` (refuted by ${event.detail.refutation.join(' ')})` : '';
    record.textContent = `Failed after ${event.detail.moves.join(' ')}${refutation}.`;
  });
  article.append(heading, wrap, record);
  return article;
}

for (const [game, element] of [
  ['gonnect', 'gonnect-board'],
  ['connect6', 'connect6-board'],
] as const) {
  const cards = document.getElementById(`${game}-problems`)!;
  PROBLEM_SET.forEach((p, i) => {
    if (p.element === element) cards.append(card(p, i + 1));
  });
}
