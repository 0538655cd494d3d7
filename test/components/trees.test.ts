// Records as trees on a board: variations, comments, marks, labels and the header read from
// a record, shown (the comment as text, never markup) and written back whole by toRecord;
// the move list's variations; a refusal naming its variation; the contest format; every
// node of a 300-node tree reached with the keys.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { parseRecordTrees, stringifyRecordTree, treeNode, type RecordNode, type RecordTree } from '../../src/records/index.js';
import { random } from '../random.js';
import { CONNECT6, GONNECT } from '../records/tree-samples.js';
import { clickPoint, errorText, part, textOf, type Board } from './helpers.js';

const comment = (el: Board) => textOf(el, '[part="comment"]');
const header = (el: Board) => textOf(el, '[part="header"]');
const liveText = (el: Board) => textOf(el, '.sr-only[aria-live]');
/** The labels and shapes drawn on the board, by point (the marks layer's text and shapes). */
const drawnLabels = (el: Board) => [...el.shadowRoot!.querySelectorAll('svg .live text')].map((text) => text.textContent!.trim()).sort();
/** The tree as the records layer writes it: what toRecord('sgf') must give for a record it read. */
const normal = (text: string) => stringifyRecordTree(parseRecordTrees(text)[0]!);

/** A key pressed on the board's grid, as a reader presses it. */
async function key(el: Board, name: string): Promise<void> {
  part(el, '[role="grid"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));
  await el.updateComplete;
}

async function withRecord<B extends Board>(markup: ReturnType<typeof html>): Promise<B> {
  const el = await fixture<B>(markup);
  await waitUntil(() => el.game.moves.length > 0 && part(el, '[part="replay"]'), 'the record did not load');
  await el.updateComplete;
  return el;
}

describe('records as trees', () => {
  it('shows the header, and the comment and marks of the position shown; the main line is the game', async () => {
    const el = await withRecord<GonnectBoard>(html`<gonnect-board lang="en" .record=${GONNECT}></gonnect-board>`);
    expect(el.game.moves).to.deep.equal(['E5', 'C7', 'G3', 'C3']);
    expect(header(el)).to.equal(
      'Black: Ann (3d) · White: Bob (1k) · Game: Round 3 · Event: Club evening · Date: 2024-05-01 · Place: Kyoto · Result: B+',
    );
    el.ply = 1;
    await el.updateComplete;
    expect(comment(el)).to.equal('The centre.');
    expect(el.comment).to.equal('The centre.');
    // LB[cc:A][gg:B], which are also the letters of the two continuations with a point.
    expect(drawnLabels(el)).to.include.members(['A', 'B']);
    expect(el.shadowRoot!.querySelectorAll('svg .live .mark').length).to.be.greaterThan(2);
    el.ply = 0;
    await el.updateComplete;
    expect(comment(el)).to.equal('Black opens in the centre.');
  });

  it('shows a comment holding markup as text, and the live region reads it after the move', async () => {
    const el = await withRecord<GonnectBoard>(html`<gonnect-board lang="en" .record=${GONNECT}></gonnect-board>`);
    // The move list offers the other moves at move 2: B G3 and C, the swap.
    const branches = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="variation-button"]')];
    expect(branches.map((button) => button.textContent!.trim())).to.deep.equal(['B G3', 'C swap']);
    expect(branches[0]!.getAttribute('aria-label')).to.equal('Variation B: G3');
    const events: unknown[] = [];
    el.addEventListener('navigate', (event) => events.push((event as CustomEvent).detail));
    branches[0]!.click();
    await el.updateComplete;
    expect(el.line).to.equal('E5 G3');
    expect(events).to.deep.equal([{ ply: 2, line: 'E5 G3' }]);
    expect(comment(el)).to.equal('<img src=x onerror="alert(1)">');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    await key(el, '[');
    await key(el, ']');
    expect(liveText(el)).to.equal('Move 2, White G3. <img src=x onerror="alert(1)">');
  });

  it("writes the whole tree with toRecord('sgf'), and the line shown with toRecord('moves'); both games", async () => {
    const gonnect = await withRecord<GonnectBoard>(html`<gonnect-board .record=${GONNECT}></gonnect-board>`);
    expect(await gonnect.toRecord('sgf')).to.equal(normal(GONNECT));
    const connect6 = await withRecord<Connect6Board>(html`<connect6-board .record=${CONNECT6}></connect6-board>`);
    expect(await connect6.toRecord('sgf')).to.equal(normal(CONNECT6));
    connect6.ply = 3;
    await connect6.updateComplete;
    await key(connect6, '.');
    await key(connect6, ']');
    await key(connect6, ']');
    // The line shown, to its end: the move list's (`line` stops at the position shown).
    expect(connect6.line).to.equal('K10 K9 M11 L11 L12');
    expect(await connect6.toRecord('moves')).to.equal('K10 K9 M11 L11 L12 L13 L8');
    expect(comment(connect6)).to.equal('Straight up: White must answer.');
  });

  it('a move at an earlier position is a new variation in the record, and the old line stays reachable by click', async () => {
    const el = await withRecord<GonnectBoard>(html`<gonnect-board lang="en" .record=${GONNECT}></gonnect-board>`);
    el.ply = 2;
    await el.updateComplete;
    await clickPoint(el, 'A1');
    expect(el.line).to.equal('E5 C7 A1');
    const written = await el.toRecord('sgf');
    const tree = parseRecordTrees(written)[0]!;
    const afterC7 = tree.root.children[0]!.children[0]!;
    expect(afterC7.children.map((node) => node.move)).to.deep.equal([
      { color: 'black', stones: ['G3'] },
      { color: 'black', stones: ['A1'] },
    ]);
    // Read back, a board writes the same tree.
    const again = await withRecord<GonnectBoard>(html`<gonnect-board .record=${written}></gonnect-board>`);
    expect(await again.toRecord('sgf')).to.equal(written);
    // Back at C7, the old continuation is lettered A: a click on it follows the old line.
    el.ply = 2;
    await el.updateComplete;
    await clickPoint(el, 'G3');
    await key(el, ']');
    expect(el.game.moves).to.deep.equal(['E5', 'C7', 'G3', 'C3']);
  });

  it('names the variation of a move the rules refuse, and keeps the last good game', async () => {
    const el = await withRecord<GonnectBoard>(html`<gonnect-board lang="en" moves="E5"></gonnect-board>`);
    el.record = '(;GM[1]SZ[9]RU[Gonnect]NOSWAP[];B[ee](;W[cc];B[dd])(;W[gg];B[ee]))';
    await waitUntil(() => errorText(el), 'no message');
    expect(errorText(el)).to.contain('move 3, "E5", is not allowed');
    expect(errorText(el)).to.contain('(In variation B, which starts at move 2.)');
    expect(el.game.moves).to.deep.equal(['E5']);
  });

  it('reads a Chinese contest record through the record attribute', async () => {
    const contest = '{[C6][Zhang San][Li Si][black wins][2026.11.30 19:00][Club league];B(J,10);W(I,11);W(K,11);B(K,9);B(L,8)}';
    const el = await withRecord<Connect6Board>(html`<connect6-board lang="en" .record=${contest}></connect6-board>`);
    expect(el.game.moves).to.deep.equal(['K10', 'J11', 'L11', 'L9', 'M8']);
    expect(header(el)).to.equal('Black: Zhang San · White: Li Si · Event: Club league · Date: 2026.11.30 19:00 · Result: black wins');
    // Connect6 counts turns in the counter, as the move list does.
    expect(textOf(el, '.ply')).to.equal('3 / 3');
  });

  it('axe finds nothing wrong with the header, the comment and the variations in the list (en, es, ru)', async () => {
    for (const lang of ['en', 'es', 'ru']) {
      const el = await withRecord<GonnectBoard>(html`<gonnect-board lang=${lang} .record=${GONNECT} ply="1"></gonnect-board>`);
      await waitUntil(() => comment(el) && part(el, '[part="variation-button"]'), 'no comment or variations');
      await expect(el).to.be.accessible();
    }
  });

  it('reaches every node of a 300-node tree with the keys ] [ . , alone', async () => {
    const tree = bigTree(300);
    const el = await withRecord<GonnectBoard>(html`<gonnect-board lang="en" .record=${stringifyRecordTree(tree)}></gonnect-board>`);
    el.ply = 0;
    await el.updateComplete;
    const seen = new Set<string>();
    // Depth first: note the node, then for each continuation step in, walk it, step out, and choose the next with `.`.
    const walk = async (node: RecordNode): Promise<void> => {
      seen.add(el.comment);
      for (let child = 0; child < node.children.length; child++) {
        if (child > 0) await key(el, '.');
        await key(el, ']');
        await walk(node.children[child]!);
        await key(el, '[');
      }
    };
    await walk(tree.root);
    expect(seen.size).to.equal(300);
  });
});

/** A 19×19 Gonnect tree of `count` nodes (root included), each commented with its number, variations every few moves. */
function bigTree(count: number): RecordTree {
  const rng = random(7);
  const game = new Gonnect({ size: 19, swap: false });
  const tree: RecordTree = {
    kind: 'gonnect',
    size: 19,
    header: {},
    start: { black: [], white: [], toPlay: 'black', swap: false },
    root: treeNode({ comment: 'n0' }),
  };
  let made = 1;
  const grow = (node: RecordNode, length: number): void => {
    let played = 0;
    for (let at = node; played < length && made < count; played++) {
      const color = game.toPlay;
      // A move no other continuation of this position makes.
      const taken = at.children.map((child) => (child.move as { stones: string[] }).stones[0]);
      const free = game.legalMoves().filter((point) => !taken.includes(point));
      const point = free[Math.floor(rng() * free.length)]!;
      game.play(point);
      const child = treeNode({ move: { color, stones: [point] }, comment: `n${made++}` });
      at.children.push(child);
      if (game.result) {
        game.undo();
        break;
      }
      // Every seventh move of a line, another line of up to twelve moves starts from the same position.
      if (played % 7 === 3 && made < count) {
        game.undo();
        grow(at, 12);
        game.play(point);
      }
      at = child;
    }
    for (; played > 0; played--) game.undo();
  };
  grow(tree.root, count);
  return tree;
}
