// The editor's snippet, round trip: random positions edited through the editor's own
// controls (tools by their radios, points by the mouse or by the keyboard's Enter, the side
// to move, the goal and depth, moves with a variation, comments), put into a page as
// `toHtml()` writes them, show what the editor held: the same stones along the main line,
// the side to move, the goal, the region, the comments, the variation, and (the copy made
// editable) the same snippet, which covers the marks and labels. A seeded PRNG makes each
// position reproducible: a failure names its game, size and case.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { Board } from './helpers.js';
import { clickPoint, errorText, part, textOf } from './helpers.js';
import { Editor, type EditorClient } from '../../src/components/editor/editor.js';
import { ProblemMode } from '../../src/components/problem/problem-mode.js';
import { checkPosition } from '../../src/ai/protocol.js';
import { inPage } from './problem-fixtures.js';
import { random } from '../random.js';
import '../../src/index.js';

/** A check that never finishes (the next edit aborts it): the status line keeps saying the task while checking. */
const pending = (): Promise<EditorClient> =>
  Promise.resolve({
    check: (_game, _problem, signal) =>
      new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    dispose: () => undefined,
  });

/** The real check, in the page (the test server cannot start the worker). */
const inEditor = (): Promise<EditorClient> =>
  Promise.resolve({ check: (game, problem, signal) => checkPosition(game, problem, signal), dispose: () => undefined });

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';
const points = (size: number) => Array.from({ length: size * size }, (_, i) => `${COLUMNS[i % size]}${Math.floor(i / size) + 1}`);

type Tool = 'black' | 'white' | 'alternate' | 'erase' | 'triangle' | 'circle' | 'square' | 'cross' | 'letter' | 'number' | 'region';

function choose(el: Element, tool: Tool): void {
  (part(el, `[part~="${tool}-tool"] input`) as HTMLInputElement).click();
}

const columnOf = (point: string) => COLUMNS.indexOf(point[0]!);
const rowOf = (point: string) => Number(point.slice(1));

/**
 * Enter at a point by keyboard: from the grid's focus, PageUp/PageDown (five rows) and the
 * arrows take it there, then Enter. The focus moves as each key is handled, so the keys go
 * in one batch and the board draws once.
 */
async function enter(el: Board, point: string): Promise<void> {
  const grid = el.shadowRoot!.querySelector<HTMLElement>('[role="grid"]')!;
  grid.focus();
  const key = (name: string) => grid.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));
  await el.updateComplete;
  const at = grid.getAttribute('aria-activedescendant')!.slice(1);
  let rows = rowOf(point) - rowOf(at);
  let cols = columnOf(point) - columnOf(at);
  for (; rows >= 5; rows -= 5) key('PageUp');
  for (; rows <= -5; rows += 5) key('PageDown');
  for (; rows > 0; rows--) key('ArrowUp');
  for (; rows < 0; rows++) key('ArrowDown');
  for (; cols > 0; cols--) key('ArrowRight');
  for (; cols < 0; cols++) key('ArrowLeft');
  key('Enter');
  await el.updateComplete;
  expect(grid.getAttribute('aria-activedescendant'), 'the keyboard reached the point').to.equal(`p${point}`);
}

function select(el: Element, index: number, value: string): void {
  const menu = el.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="editor"] select')[index]!;
  menu.value = value;
  menu.dispatchEvent(new Event('change'));
}

function setDepth(el: Element, depth: number): void {
  const input = part(el, '[part="editor"] input[type="number"]') as HTMLInputElement;
  input.value = String(depth);
  input.dispatchEvent(new Event('change'));
}

function writeComment(el: Element, text: string): void {
  const area = part(el, '[part="editor"] textarea') as HTMLTextAreaElement;
  area.value = text;
  area.dispatchEvent(new Event('change'));
}

async function editorBoard(tag: 'gonnect-board' | 'connect6-board', size: number): Promise<Board> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = `<${tag} lang="en" size="${size}" edit></${tag}>`;
  const el = host.firstElementChild as Board;
  await waitUntil(() => part(el, '[part="editor"]'), 'the editor did not load');
  return el;
}

/** The snippet put into a page, once it has loaded (a record's reader loads on first use). */
async function fromSnippet(markup: string, held: { goal: boolean; moves: number; comment: boolean }, where = ''): Promise<Board> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = markup;
  const board = host.firstElementChild as Board;
  await board.updateComplete;
  // A problem's code loads on first use (its toolbar shows when it has).
  if (held.goal) await waitUntil(() => part(board, '[part~="retry-button"]'), `the problem did not load ${where}: ${errorText(board)}`);
  else if (board.hasAttribute('record'))
    await waitUntil(() => (held.moves ? board.game.moves.length > 0 : !held.comment || board.comment), 'the record did not load');
  await board.updateComplete;
  return board;
}

/**
 * A snippet's attributes, in a form that ignores the order of setup stones and marks (the
 * editor writes them in the order placed; a board read back lists them by point).
 */
function attributesOf(markup: string, without: string[] = []): Record<string, string> {
  const box = document.createElement('template');
  box.innerHTML = markup;
  const element = box.content.firstElementChild!;
  const out: Record<string, string> = { tag: element.localName };
  for (const { name, value } of element.attributes) {
    if (without.includes(name)) continue;
    if (['black', 'white', 'marks'].includes(name)) out[name] = value.split(' ').sort().join(' ');
    else if (name === 'region') out[name] = corners(value);
    else out[name] = value;
  }
  return out;
}

/** A region by its lower left and upper right corners (two opposite corners say the same). */
function corners(region: string): string {
  const [a, b] = region.split('-') as [string, string];
  const [left, right] = [columnOf(a), columnOf(b)].sort((x, y) => x - y) as [number, number];
  const [bottom, top] = [rowOf(a), rowOf(b)].sort((x, y) => x - y) as [number, number];
  return `${COLUMNS[left]}${bottom}-${COLUMNS[right]}${top}`;
}

/** Each point's accessible name (its stone and the marks on it), by cell id, for the cells a board shows. */
function cellNames(board: Element): Map<string, string> {
  return new Map(
    [...board.shadowRoot!.querySelectorAll('[role="gridcell"]')].map((cell) => [cell.id, cell.getAttribute('aria-label') ?? '']),
  );
}

/** The copy's points (it may show a region only) say the same as the editor's: stones and marks. */
function sameNames(el: Board, copy: Board, where: string, problem = false): void {
  const names = cellNames(el);
  // A problem's lines are continuations in the editor, and hidden on the problem board.
  if (problem) for (const [id, name] of names) names.set(id, name.replace(/, continuation [A-Z]+/g, ''));
  const differ = [...cellNames(copy)]
    .filter(([id, name]) => names.get(id) !== name)
    .map(([id, name]) => `${id}: ${name} / ${names.get(id)}`);
  expect(differ, `marks differ ${where}`).to.deep.equal([]);
}

const COMMENTS = ['Black lives.', 'a < b & "c" > d', "White's <em>tesuji</em>", 'Ko: see move 3'];

/** One random position made in the editor; what it holds that attributes and reading cannot show as directly. */
async function edit(el: Board, next: () => number, size: number, kind: 'gonnect' | 'connect6') {
  const all = points(size);
  const pick = () => all[Math.floor(next() * all.length)]!;
  const chance = (p: number) => next() < p;
  const count = (n: number) => Math.floor(next() * (n + 1));
  let clicks = 0;
  // Points by the mouse (one in four) or by the keyboard.
  const at = async (point: string) => (chance(0.25) ? (clicks++, clickPoint(el, point)) : enter(el, point));
  const spread = Math.max(2, Math.round(size / 3));
  for (const color of ['black', 'white'] as const) {
    choose(el, color);
    for (let n = count(spread); n > 0; n--) await at(pick());
  }
  const shapes: Tool[] = ['triangle', 'circle', 'square', 'cross', 'letter', 'letter', 'number', 'number'];
  for (const shape of shapes) {
    if (!chance(0.6)) continue;
    choose(el, shape);
    await at(pick());
  }
  if (chance(0.3)) {
    choose(el, 'region');
    const first = pick();
    let second = pick();
    while (second === first) second = pick();
    await at(first);
    await at(second);
  }
  if (chance(0.3)) select(el, 0, 'white');
  let goal = false;
  if (chance(0.3)) {
    const goals = kind === 'gonnect' ? ['connect', 'stop'] : ['six', 'stop'];
    select(el, 1, goals[count(1)]!);
    // Within the board's search (deeper problems need a solution, and a board without one says so).
    setDepth(el, 1 + count(kind === 'gonnect' ? 2 : 1));
    goal = true;
  }
  let variation = false;
  if (chance(0.5)) {
    choose(el, 'alternate');
    const empty = () => {
      for (;;) {
        const point = pick();
        if (!el.game.at(point)) return point;
      }
    };
    for (let n = 1 + count(3); n > 0; n--) await at(empty());
    if (el.game.moves.length && !el.game.result && chance(0.6)) {
      const undone = el.game.moves.at(-1)!;
      part(el, '[part~="back-button"]')!.click();
      await el.updateComplete;
      let other = empty();
      while (other === undone) other = empty();
      const before = el.game.moves.length;
      await at(other);
      variation = el.game.moves.length > before;
    }
    if (chance(0.3)) {
      choose(el, 'triangle');
      await at(pick());
    }
  }
  let comment = false;
  if (chance(0.4)) {
    writeComment(el, COMMENTS[count(COMMENTS.length - 1)]!);
    comment = true;
  }
  await el.updateComplete;
  return { goal, variation, comment, clicks };
}

/** Every point of two boards holds the same stone. */
function sameStones(a: Board, b: Board, where: string): void {
  const size = a.game.size;
  expect(b.game.size).to.equal(size);
  const differ = points(size).filter((point) => a.game.at(point) !== b.game.at(point));
  expect(differ, `stones differ ${where}`).to.deep.equal([]);
}

const CASES = 50;
const GAMES = [
  { tag: 'gonnect-board', kind: 'gonnect', sizes: [9, 13] },
  { tag: 'connect6-board', kind: 'connect6', sizes: [13, 19] },
] as const;

describe('the editor snippet, round trip', function () {
  this.timeout(120000);
  const original = Editor.createClient;
  const judge = ProblemMode.createClient;
  before(() => {
    Editor.createClient = pending;
    // The boards made from random problem snippets pose them as written: no check (the test
    // server serves no worker, and a random problem is often no problem at all).
    ProblemMode.createClient = () => Promise.reject(new Error('no judge in this test'));
  });
  after(() => {
    Editor.createClient = original;
    ProblemMode.createClient = judge;
  });

  for (const { tag, kind, sizes } of GAMES) {
    it(`${CASES} random ${kind} positions (${sizes.join('×, ')}×) show the same in the board made from the snippet`, async () => {
      const seen = { goal: 0, variation: 0, comment: 0, record: 0, clicks: 0 };
      for (let n = 0; n < CASES; n++) {
        const size = sizes[n % sizes.length]!;
        const seed = (kind === 'gonnect' ? 1000 : 2000) + n;
        let where = `(${kind} ${size}×${size}, seed ${seed})`;
        const el = await editorBoard(tag, size);
        const edits: string[] = [];
        el.addEventListener('edit', (event) => edits.push((event as CustomEvent<{ html: string }>).detail.html));
        const made = await edit(el, random(seed), size, kind);
        const markup = el.toHtml();
        where += `: ${markup}`;
        if (edits.length) expect(edits.at(-1), `the last edit event ${where}`).to.equal(markup);
        seen.goal += Number(made.goal);
        seen.variation += Number(made.variation);
        seen.comment += Number(made.comment);
        seen.clicks += made.clicks;
        seen.record += Number(markup.includes(' record='));

        // What the editor shows: its line and the comment there; then its main line, ply by ply.
        const line = el.line;
        const comment = el.comment;
        const status = textOf(el, '.turn');
        const copy = await fromSnippet(
          markup,
          { goal: made.goal, moves: made.goal ? 0 : el.game.moves.length, comment: made.comment },
          where,
        );
        expect(copy.game.toPlay === el.game.toPlay || el.game.moves.length > 0, `the side to move ${where}`).to.equal(true);
        expect(copy.getAttribute('region'), `the region ${where}`).to.equal(markup.match(/ region="([^"]*)"/)?.[1] ?? null);
        if (made.goal) {
          // A problem shows its start and says its task (the editor's status line says it too, while checking).
          expect(status, `the task ${where}`).to.equal(`${textOf(copy, '.turn')}: checking…`);
          el.ply = 0;
          await el.updateComplete;
          sameStones(el, copy, `at the start ${where}`);
          sameNames(el, copy, `at the start ${where}`, true);
          expect(copy.game.toPlay, `the side to move ${where}`).to.equal(el.game.toPlay);
        } else {
          // The copy shows the end of the main line. Where the editor showed a variation (its last move played
          // again otherwise), the copy's position before that move has two continuations, and the variation's
          // point follows it: the copy then shows the editor's line, with its comment.
          let played = [...el.game.moves];
          if (copy.line !== line) {
            expect(made.variation, `a variation ${where}`).to.equal(true);
            const main = [...copy.game.moves];
            copy.ply = played.length - 1;
            await copy.updateComplete;
            // (Of the points the copy shows: a region may leave one out.)
            const shown = [main[played.length - 1]!, played.at(-1)!].filter((point) => copy.shadowRoot!.getElementById(`p${point}`));
            const continuations = [...copy.shadowRoot!.querySelectorAll('[role="gridcell"]')].filter((cell) =>
              /continuation/.test(cell.getAttribute('aria-label') ?? ''),
            );
            expect(continuations.map((cell) => cell.id.slice(1)).sort(), `continuations ${where}`).to.deep.equal(shown.sort());
            if (copy.shadowRoot!.getElementById(`p${played.at(-1)!}`)) {
              await enter(copy, played.at(-1)!);
              expect(copy.line, `the variation ${where}`).to.equal(line);
            } else played = [];
          } else expect(made.variation, `no variation ${where}`).to.equal(false);
          if (played.length || copy.line === line) expect(copy.comment, `the comment ${where}`).to.equal(comment);
          // Along that line, ply by ply (each board steps along the line it shows): the same stones, marks, comment, side to move.
          for (let ply = played.length; ply >= 0; ply--) {
            el.ply = ply;
            copy.ply = ply;
            await Promise.all([el.updateComplete, copy.updateComplete]);
            sameStones(el, copy, `at ply ${ply} ${where}`);
            // (The `marks` attribute shows over every move, where the editor shows its marks at the start only: see below.)
            if (ply === 0 || markup.includes(' record=')) sameNames(el, copy, `at ply ${ply} ${where}`);
            expect(copy.comment, `the comment at ply ${ply} ${where}`).to.equal(el.comment);
            expect(copy.game.toPlay, `the side to move at ply ${ply} ${where}`).to.equal(el.game.toPlay);
          }
        }
        if (made.comment && !made.goal) expect(comment, `the comment held ${where}`).to.not.equal('');

        // The copy made editable holds what the editor held: the same snippet (marks and labels too).
        copy.setAttribute('edit', '');
        await waitUntil(() => part(copy, '[part="editor"]'), 'the copy did not become an editor');
        await copy.updateComplete;
        // Not the `marks` and `solution` attributes: the editor does not read them (see the skipped tests below);
        // the marks are compared as drawn above.
        // A problem written as a record (a comment or marks on its lines) loses its lines, so only its setup,
        // goal and depth are compared there: the stones above, the status line below.
        const unread = ['marks', 'solution'];
        if (!(made.goal && markup.includes(' record=')))
          expect(attributesOf(copy.toHtml(), unread), `the copy's snippet ${where}`).to.deep.equal(attributesOf(markup, unread));
        if (made.goal) expect(textOf(copy, '.turn'), `the copy's task ${where}`).to.equal(status);
        el.remove();
        copy.remove();
      }
      // The random cases cover what the round trip is for.
      expect(seen.goal).to.be.greaterThan(5);
      expect(seen.variation).to.be.greaterThan(3);
      expect(seen.comment).to.be.greaterThan(5);
      expect(seen.record).to.be.greaterThan(5);
      expect(seen.clicks).to.be.greaterThan(20);
    });
  }
});

// Editor bugs the round trip found (skipped until the editor is fixed; the round trip above
// leaves out what they lose). Each is the smallest board that shows it.
describe('a board made editable keeps what its snippet said', () => {
  const original = Editor.createClient;
  const judge = ProblemMode.createClient;
  before(() => {
    Editor.createClient = pending;
    ProblemMode.createClient = inPage;
  });
  after(() => {
    Editor.createClient = original;
    ProblemMode.createClient = judge;
  });

  async function editable(markup: string): Promise<Board> {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.innerHTML = markup;
    const board = host.firstElementChild as Board;
    await board.updateComplete;
    if (/goal=|GOAL\[/.test(markup)) await waitUntil(() => part(board, '[part~="retry-button"]'), 'the problem did not load');
    board.setAttribute('edit', '');
    await waitUntil(() => part(board, '[part="editor"]'), 'the editor did not load');
    await board.updateComplete;
    return board;
  }

  it('the marks attribute', async () => {
    const markup = '<gonnect-board size="9" marks="E5:triangle C3:A"></gonnect-board>';
    expect((await editable(markup)).toHtml()).to.equal(markup);
  });

  it('the solution attribute', async () => {
    const markup = '<gonnect-board size="7" black="E1 E2 E3 E5 E6 E7" goal="connect" within="1" solution="E4"></gonnect-board>';
    expect((await editable(markup)).toHtml()).to.equal(markup);
  });

  // A problem written as a record keeps its lines and the root's marks; the comments of its
  // lines are not kept (a board posing the problem holds only the lines' moves: README).
  it('a problem record', async () => {
    const record = '(;FF[4]GM[1]CA[UTF-8]SZ[7]RU[Gonnect]AB[ea][eb][ec][ee][ef][eg]GOAL[connect]WITHIN[1]TR[aa](;B[ed]C[Joins.]))';
    const el = await editable(`<gonnect-board size="7" record="${record}"></gonnect-board>`);
    expect(el.toHtml()).to.equal(
      '<gonnect-board size="7" black="E1 E2 E3 E5 E6 E7" marks="A7:triangle" goal="connect" within="1" solution="E4"></gonnect-board>',
    );
  });

  // With `edit` in the markup the editor reads the record once it has loaded.
  it('a record with edit in the markup', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.innerHTML = '<gonnect-board size="9" edit record="(;FF[4]GM[1]SZ[9];B[ee]C[x];W[dd])"></gonnect-board>';
    const el = host.firstElementChild as Board;
    await waitUntil(() => part(el, '[part="editor"]') && el.game.moves.length === 2, 'the record did not load');
    await el.updateComplete;
    expect(el.toHtml()).to.include('record=');
  });
});

/** Waits for the editor's verdict (the status line past "checking…") and gives it. */
async function verdict(el: Board): Promise<string> {
  await waitUntil(() => /: /.test(textOf(el, '.turn')) && !textOf(el, '.turn').endsWith('checking…'), 'no verdict');
  return textOf(el, '.turn');
}

/** A problem made by clicks alone: setup stones, then the goal and depth. */
async function problemBy(
  tag: 'gonnect-board' | 'connect6-board',
  size: number,
  black: string[],
  white: string[],
  goal: string,
  within: number,
) {
  const el = await editorBoard(tag, size);
  for (const [color, stones] of [
    ['black', black],
    ['white', white],
  ] as const) {
    choose(el, color);
    for (const point of stones) await clickPoint(el, point);
  }
  select(el, 1, goal);
  setDepth(el, within);
  await el.updateComplete;
  return el;
}

/** The answers the board marks (✓) when asked to, by point. */
async function markedAnswers(el: Board): Promise<string[]> {
  (part(el, '[part~="editor-answers-button"]') as HTMLButtonElement).click();
  await el.updateComplete;
  return [...cellNames(el)].filter(([, name]) => name.includes('✓')).map(([id]) => id.slice(1));
}

describe('an edited problem whose verdict is sound', function () {
  this.timeout(30000);
  const originals = { editor: Editor.createClient, problem: ProblemMode.createClient };
  beforeEach(() => {
    Editor.createClient = inEditor;
    ProblemMode.createClient = inPage;
  });
  afterEach(() => {
    Editor.createClient = originals.editor;
    ProblemMode.createClient = originals.problem;
  });

  /** The snippet's board, its problem loaded. */
  async function snippetBoard(markup: string): Promise<Board> {
    const board = await fromSnippet(markup, { goal: true, moves: 0, comment: false });
    await board.checkProblem().catch(() => undefined);
    await board.updateComplete;
    return board;
  }

  /** Plays the solver's turn (its points) on the snippet's board. */
  async function playTurn(board: Board, points: readonly string[]): Promise<void> {
    for (const point of points) await clickPoint(board, point);
  }

  it('Gonnect 7×7, connect in 1: solved by its own answer on the board made from the snippet', async () => {
    const el = await problemBy('gonnect-board', 7, ['E1', 'E2', 'E3', 'E5', 'E6', 'E7'], [], 'connect', 1);
    expect(await verdict(el)).to.equal('Black to connect in 1 move: sound; 1 first move works (E4).');
    const answers = await markedAnswers(el);
    expect(answers).to.deep.equal(['E4']);
    const board = await snippetBoard(el.toHtml());
    const solved = new Promise<CustomEvent<{ moves: string[] }>>((done) =>
      board.addEventListener('solved', (event) => done(event as CustomEvent<{ moves: string[] }>), { once: true }),
    );
    await playTurn(board, [answers[0]!]);
    expect((await solved).detail).to.deep.equal({ moves: ['E4'] });
  });

  it('Gonnect 7×7, connect in 2: its first answer, the board defends, the check finds the rest', async () => {
    const el = await problemBy('gonnect-board', 7, ['E7', 'E6', 'E5', 'D3', 'D2', 'D1'], ['D5'], 'connect', 2);
    const said = await verdict(el);
    expect(said).to.match(/^Black to connect in 2 moves: sound; \d+ first moves? works? \(/);
    const answers = await markedAnswers(el);
    expect(answers.length).to.be.greaterThan(0);
    // The status line names the same first moves as the ✓ marks.
    expect(
      said
        .slice(said.indexOf('(') + 1, -2)
        .split(', ')
        .sort(),
    ).to.deep.equal([...answers].sort());
    const board = await snippetBoard(el.toHtml());
    const solved = new Promise<CustomEvent<{ moves: string[] }>>((done) =>
      board.addEventListener('solved', (event) => done(event as CustomEvent<{ moves: string[] }>), { once: true }),
    );
    await playTurn(board, [answers[0]!]);
    await waitUntil(() => board.game.moves.length === 2, 'the board did not defend');
    // The rest: what the same check finds from the position after the defence.
    const rest = await checkPosition(board.game as never, { goal: 'connect', within: 1 });
    expect(rest.verdict).to.equal('sound');
    await playTurn(board, rest.answers[0]!);
    expect((await solved).detail.moves).to.deep.equal([answers[0], board.game.moves[1], ...rest.answers[0]!]);
  });

  it('Connect6 13×13, six in 1: its first answer (a turn of two stones) solves it', async () => {
    const el = await problemBy('connect6-board', 13, ['F7', 'G7', 'H7', 'J7'], ['F8', 'G8', 'H8'], 'six', 1);
    const said = await verdict(el);
    expect(said).to.match(/^Black to make six in 1 turn: sound; \d+ first moves? works? \(/);
    // The status line gives each answer as the turn's points written together.
    const first = said.slice(said.indexOf('(') + 1, -2).split(', ')[0]!;
    const turn = first.match(/[A-Z]\d+/g)!;
    expect(turn).to.have.length(2);
    const marked = await markedAnswers(el);
    expect(marked).to.include.members(turn);
    const board = await snippetBoard(el.toHtml());
    const solved = new Promise<CustomEvent<{ moves: string[] }>>((done) =>
      board.addEventListener('solved', (event) => done(event as CustomEvent<{ moves: string[] }>), { once: true }),
    );
    await playTurn(board, turn);
    expect((await solved).detail.moves).to.deep.equal(turn);
  });
});

describe('the live verdict (the ones editor.test.ts does not show)', function () {
  this.timeout(30000);
  const original = Editor.createClient;
  beforeEach(() => void (Editor.createClient = inEditor));
  afterEach(() => void (Editor.createClient = original));

  it('too-deep: Gonnect 9×9 within 4, beyond the search', async () => {
    const el = await problemBy('gonnect-board', 9, ['E1', 'E2', 'E3', 'E7', 'E8', 'E9'], [], 'connect', 4);
    expect(await verdict(el)).to.equal(
      "Black to connect in 4 moves: too deep for the board's search. Add a solution: play its lines with the Moves tool.",
    );
    expect(errorText(el)).to.equal('');
    expect(el.toHtml()).to.equal('<gonnect-board size="9" black="E1 E2 E3 E7 E8 E9" goal="connect" within="4"></gonnect-board>');
  });

  it('bad-solution: a line played with the Moves tool that does not reach the goal; the message names it', async () => {
    const el = await problemBy('gonnect-board', 7, ['E1', 'E2', 'E3', 'E5', 'E6', 'E7'], [], 'connect', 1);
    expect(await verdict(el)).to.match(/: sound;/);
    choose(el, 'alternate');
    await clickPoint(el, 'D4');
    expect(await verdict(el)).to.equal('Black to connect in 1 move: an authored line is wrong (see the message above).');
    expect(errorText(el)).to.contain('D4');
    expect(el.toHtml()).to.equal(
      '<gonnect-board size="7" black="E1 E2 E3 E5 E6 E7" goal="connect" within="1" solution="D4"></gonnect-board>',
    );
    // Undone, the problem is sound again and the message goes.
    (part(el, '[part~="editor-undo-button"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(await verdict(el)).to.match(/: sound;/);
    expect(errorText(el)).to.equal('');
  });
});
