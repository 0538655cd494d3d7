// The editor (`edit`): every point tool by pointer and by keyboard, undo and redo across
// them, the side to move, the region, the comment (as text), the live check of a problem
// (each verdict), and `toHtml()`, whose snippet put into a page shows what the editor held.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { checkPosition } from '../../src/ai/protocol.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import { Editor } from '../../src/components/editor/editor.js';
import { cell, clickPoint, errorText, part, pointPosition, textOf } from './helpers.js';
import '../../src/index.js';

const inPage = () =>
  Promise.resolve({
    check: (game: Parameters<typeof checkPosition>[0], problem: Parameters<typeof checkPosition>[1], signal?: AbortSignal) =>
      checkPosition(game, problem, signal),
    dispose: () => undefined,
  });

type Tool = 'black' | 'white' | 'alternate' | 'erase' | 'triangle' | 'circle' | 'square' | 'cross' | 'letter' | 'number' | 'region';

/** Chooses a tool by its radio button, as a reader does. */
function choose(el: Element, tool: Tool): void {
  const input = part(el, `[part~="${tool}-tool"] input`) as HTMLInputElement;
  input.click();
}

/** Applies the tool at a point by keyboard: the arrow keys take the grid's focus there, then Enter. */
async function enter(el: Element, point: string): Promise<void> {
  const grid = el.shadowRoot!.querySelector<HTMLElement>('[role="grid"]')!;
  grid.focus();
  const key = (name: string) => grid.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));
  const where = (id: string) => ({ col: id.charCodeAt(1) - 65 - (id.charCodeAt(1) > 73 ? 1 : 0), row: Number(id.slice(2)) });
  for (let steps = 0; steps < 60; steps++) {
    await (el as GonnectBoard).updateComplete;
    const at = where(grid.getAttribute('aria-activedescendant')!);
    const to = where(`p${point}`);
    if (at.col === to.col && at.row === to.row) break;
    key(at.col < to.col ? 'ArrowRight' : at.col > to.col ? 'ArrowLeft' : at.row < to.row ? 'ArrowUp' : 'ArrowDown');
  }
  key('Enter');
  await (el as GonnectBoard).updateComplete;
}

const live = (el: Element) => textOf(el, '[aria-live]');

async function editor(markup = html`<gonnect-board lang="en" size="9" edit></gonnect-board>`): Promise<GonnectBoard> {
  const el = await fixture<GonnectBoard>(markup);
  await waitUntil(() => part(el, '[part="editor"]'), 'the editor did not load');
  return el;
}

/** The snippet put into a page: the board it makes. */
async function fromSnippet(markup: string): Promise<GonnectBoard> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = markup;
  const board = host.firstElementChild as GonnectBoard;
  await board.updateComplete;
  // A record's reader loads on first use (the hardening issue makes updateComplete wait for it).
  if (board.hasAttribute('record')) await waitUntil(() => board.game.moves.length > 0 || board.comment, 'the record did not load');
  return board;
}

describe('the editor', () => {
  const original = Editor.createClient;
  beforeEach(() => void (Editor.createClient = inPage));
  afterEach(() => void (Editor.createClient = original));

  it('places and takes off setup stones by pointer and by keyboard, and says so', async () => {
    const el = await editor();
    choose(el, 'black');
    await clickPoint(el, 'E5');
    expect(el.game.at('E5')).to.equal('black');
    expect(live(el)).to.equal('Black stone on E5.');
    choose(el, 'white');
    await enter(el, 'D4');
    expect(el.game.at('D4')).to.equal('white');
    await enter(el, 'D4');
    expect(el.game.at('D4')).to.equal(null);
    expect(live(el)).to.equal('White stone taken off D4.');
    expect(el.toHtml()).to.equal('<gonnect-board size="9" black="E5"></gonnect-board>');
    expect(el.game.moves).to.deep.equal([]);
  });

  it('draws marks and labels, erases them, and undoes and redoes every edit', async () => {
    const el = await editor();
    const edits: string[] = [];
    el.addEventListener('edit', (event) => edits.push(event.detail.html));
    choose(el, 'black');
    await clickPoint(el, 'C3');
    for (const [tool, point] of [
      ['triangle', 'D4'],
      ['circle', 'E5'],
      ['square', 'F6'],
      ['cross', 'G7'],
      ['letter', 'A1'],
      ['letter', 'B2'],
      ['number', 'C4'],
    ] as const) {
      choose(el, tool);
      await clickPoint(el, point);
    }
    const all = '<gonnect-board size="9" black="C3" marks="D4:triangle E5:circle F6:square G7:cross A1:A B2:B C4:1"></gonnect-board>';
    expect(el.toHtml()).to.equal(all);
    expect(edits.at(-1)).to.equal(all);
    choose(el, 'erase');
    await enter(el, 'E5');
    await clickPoint(el, 'C3');
    expect(el.toHtml()).to.equal('<gonnect-board size="9" marks="D4:triangle F6:square G7:cross A1:A B2:B C4:1"></gonnect-board>');
    const undo = part(el, '[part~="editor-undo-button"]') as HTMLButtonElement;
    const redo = part(el, '[part~="editor-redo-button"]') as HTMLButtonElement;
    undo.click();
    await el.updateComplete;
    expect(live(el)).to.equal('Undone: C3 erased.');
    expect(el.game.at('C3')).to.equal('black');
    for (let i = 0; i < 9; i++) undo.click();
    await el.updateComplete;
    expect(el.toHtml()).to.equal('<gonnect-board size="9"></gonnect-board>');
    expect(undo.disabled).to.equal(true);
    // Ctrl+Y on the board redoes, as the button does.
    cell(el, 'E5').dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true, bubbles: true, composed: true }));
    for (let i = 0; i < 8; i++) redo.click();
    await el.updateComplete;
    expect(el.toHtml()).to.equal(
      '<gonnect-board size="9" black="C3" marks="D4:triangle F6:square G7:cross A1:A B2:B C4:1"></gonnect-board>',
    );
  });

  it('undoes and redoes an edit of every kind, each step back to the snippet it had', async () => {
    const el = await editor(html`<gonnect-board lang="en" size="9" edit></gonnect-board>`);
    const snippets = [el.toHtml()];
    const kept = () => snippets.push(el.toHtml());
    const selects = () => el.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="editor"] select');
    const change = async (control: HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement, value: string) => {
      control.value = value;
      control.dispatchEvent(new Event('change'));
      await el.updateComplete;
    };
    choose(el, 'black');
    await clickPoint(el, 'C3');
    kept();
    choose(el, 'white');
    await enter(el, 'G7');
    kept();
    choose(el, 'circle');
    await clickPoint(el, 'E5');
    kept();
    choose(el, 'number');
    await enter(el, 'D6');
    kept();
    choose(el, 'region');
    await clickPoint(el, 'A1');
    await clickPoint(el, 'H8');
    kept();
    await change(selects()[0]!, 'white');
    kept();
    choose(el, 'alternate');
    await clickPoint(el, 'E4');
    kept();
    await change(part(el, '[part="editor"] textarea') as HTMLTextAreaElement, 'A calm start.');
    kept();
    await change(selects()[1]!, 'stop');
    kept();
    await change(part(el, '[part="editor"] input[type="number"]') as HTMLInputElement, '2');
    kept();
    choose(el, 'erase');
    await clickPoint(el, 'C3');
    kept();
    expect(new Set(snippets).size, 'every edit changed the snippet').to.equal(snippets.length);
    const undo = part(el, '[part~="editor-undo-button"]') as HTMLButtonElement;
    const redo = part(el, '[part~="editor-redo-button"]') as HTMLButtonElement;
    for (let step = snippets.length - 2; step >= 0; step--) {
      undo.click();
      await el.updateComplete;
      expect(el.toHtml(), `undo to ${step}`).to.equal(snippets[step]);
    }
    for (let step = 1; step < snippets.length; step++) {
      redo.click();
      await el.updateComplete;
      expect(el.toHtml(), `redo to ${step}`).to.equal(snippets[step]);
    }
  });

  it('plays moves with the rules, builds variations, and writes a record when they branch', async () => {
    const el = await editor();
    choose(el, 'alternate');
    await clickPoint(el, 'E5');
    await clickPoint(el, 'D4');
    expect(el.toHtml()).to.equal('<gonnect-board size="9" moves="E5 D4"></gonnect-board>');
    // Back one move and play another: a variation.
    el.shadowRoot!.querySelector<HTMLElement>('[part~="back-button"]')!.click();
    await el.updateComplete;
    await clickPoint(el, 'F6');
    const markup = el.toHtml();
    expect(markup).to.match(
      /^<gonnect-board size="9" record="\(;FF\[4\]GM\[1\][^"]*;B\[ee\]\(;W\[df\]\)\s*\(;W\[fd\]\)\)"><\/gonnect-board>$/,
    );
    const copy = await fromSnippet(markup);
    expect(copy.game.moves).to.deep.equal(['E5', 'D4']);
    // The variation came too: the copy's record holds both answers to E5.
    const written = await copy.toRecord('sgf');
    expect(written).to.contain('(;W[df])');
    expect(written).to.contain('(;W[fd])');
  });

  it("copies a link to board.html that carries the snippet's attributes", async () => {
    const el = await editor();
    choose(el, 'black');
    await clickPoint(el, 'E5');
    choose(el, 'triangle');
    await clickPoint(el, 'D4');
    const copied: string[] = [];
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    });
    try {
      (part(el, '[part~="editor-link-button"]') as HTMLButtonElement).click();
      await waitUntil(() => copied.length === 1, 'nothing copied');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    }
    const link = new URL(copied[0]!);
    expect(link.pathname.endsWith('/board.html')).to.equal(true);
    expect([...new URLSearchParams(link.hash.slice(1))]).to.deep.equal([
      ['game', 'gonnect'],
      ['size', '9'],
      ['black', 'E5'],
      ['marks', 'D4:triangle'],
    ]);
  });

  it('keeps a comment as text, and the snippet shows it', async () => {
    const el = await editor();
    const area = part(el, '[part="editor"] textarea') as HTMLTextAreaElement;
    area.value = '<img src=x onerror="window.hacked=1"> "quoted" & more';
    area.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(textOf(el, '[part="comment"]')).to.equal('<img src=x onerror="window.hacked=1"> "quoted" & more');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    const copy = await fromSnippet(el.toHtml());
    await waitUntil(() => textOf(copy, '[part="comment"]'), 'no comment');
    expect(copy.comment).to.equal('<img src=x onerror="window.hacked=1"> "quoted" & more');
    expect(copy.shadowRoot!.querySelector('img')).to.equal(null);
  });

  it('opens a record given to the board as its content, and an edit keeps its notes', async () => {
    const record = '(;FF[4]GM[1]SZ[9]RU[Gonnect];B[ee]C[The centre.];W[dd])';
    const el = await editor(html`<gonnect-board lang="en" edit .record=${record}></gonnect-board>`);
    await waitUntil(() => el.game.moves.length === 2, 'the record did not load');
    expect(el.game.moves).to.deep.equal(['E5', 'D6']);
    choose(el, 'triangle');
    await clickPoint(el, 'A1');
    const markup = el.toHtml();
    expect(markup).to.contain('C[The centre.]');
    expect(markup).to.contain('TR[ai]');
    const copy = await fromSnippet(markup);
    expect(copy.game.moves).to.deep.equal(['E5', 'D6']);
  });

  it("takes the marks attribute as the diagram's marks: drawn once, erased, written", async () => {
    const el = await editor(html`<gonnect-board lang="en" size="9" edit black="C3" marks="E6:triangle F7:A"></gonnect-board>`);
    expect(el.toHtml()).to.equal('<gonnect-board size="9" black="C3" marks="E6:triangle F7:A"></gonnect-board>');
    // Two marks, each drawn once (not once from the attribute and again from the editor).
    await waitUntil(() => el.shadowRoot!.querySelectorAll('g.mark').length > 0, 'no marks drawn');
    expect(el.shadowRoot!.querySelectorAll('g.mark').length).to.equal(2);
    choose(el, 'erase');
    await clickPoint(el, 'E6');
    expect(el.toHtml()).to.equal('<gonnect-board size="9" black="C3" marks="F7:A"></gonnect-board>');
    expect(el.shadowRoot!.querySelectorAll('g.mark').length).to.equal(1);
  });

  it("opens a record from the file picker or a drop: a problem's lines become moves; another size is refused", async () => {
    const el = await editor(html`<gonnect-board lang="en" size="7" edit></gonnect-board>`);
    const files = (text: string, name: string) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: 'text/plain' }));
      return transfer;
    };
    const problem = '(;FF[4]GM[1]SZ[7]RU[Gonnect]AB[ea][eb][ec][ee][ef][eg]PL[B]GOAL[connect]WITHIN[1](;B[ed]))';
    const input = part(el, '[part~="editor-open-button"] input') as HTMLInputElement;
    input.files = files(problem, 'column.sgf').files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => live(el) === 'column.sgf opened.', 'the file was not opened');
    expect(el.toHtml()).to.equal(
      '<gonnect-board size="7" black="E1 E2 E3 E5 E6 E7" goal="connect" within="1" solution="E4"></gonnect-board>',
    );
    const panel = part(el, '[part="editor"]')!;
    panel.dispatchEvent(
      new DragEvent('drop', { dataTransfer: files('(;FF[4]GM[1]SZ[9]RU[Gonnect];B[ee])', 'nine.sgf'), bubbles: true, cancelable: true }),
    );
    await waitUntil(() => live(el).includes('9×9'), 'no refusal');
    expect(live(el)).to.equal("That record is for a 9×9 board; change the board's size first.");
    expect(el.toHtml()).to.contain('solution="E4"');
    panel.dispatchEvent(
      new DragEvent('drop', {
        dataTransfer: files('(;FF[4]GM[1]SZ[7]RU[Gonnect];B[dd]C[Centre.])', 'centre.sgf'),
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitUntil(() => live(el).startsWith('centre.sgf'), 'the drop was not opened');
    // Opened at its start, with its moves and their notes.
    expect(el.game.moves).to.deep.equal([]);
    expect(el.toHtml()).to.match(/ record="[^"]*;B\[dd\]C\[Centre\.\]\)"/);
  });

  it('sets the region by two corners and who plays first', async () => {
    const el = await editor();
    choose(el, 'region');
    // A mouse dragged from one corner to the other draws it.
    const target = part(el, '[part="board"]')!;
    const [fromX, fromY] = pointPosition(el, 'B2');
    const [toX, toY] = pointPosition(el, 'D4');
    const init = { bubbles: true, composed: true, pointerId: 3, pointerType: 'mouse', button: 0, isPrimary: true };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: fromX, clientY: fromY }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: toX, clientY: toY }));
    await el.updateComplete;
    expect(live(el)).to.equal('Region B2-D4.');
    expect(el.game.moves).to.deep.equal([]);
    // Two corners by click, or by keyboard, too.
    await clickPoint(el, 'A1');
    await enter(el, 'E5');
    expect(live(el)).to.equal('Region A1-E5.');
    (part(el, '[part="editor"] select') as HTMLSelectElement).value = 'white';
    part(el, '[part="editor"] select')!.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.game.toPlay).to.equal('white');
    const markup = el.toHtml();
    expect(markup).to.equal('<gonnect-board size="9" to-play="white" region="A1-E5"></gonnect-board>');
    const copy = await fromSnippet(markup);
    expect(copy.game.toPlay).to.equal('white');
  });

  it('says what the check finds of the problem after each edit', async () => {
    const el = await editor(html`<gonnect-board lang="en" size="7" edit black="E1 E2 E3 E5 E6 E7"></gonnect-board>`);
    const goal = el.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="editor"] select')[1]!;
    goal.value = 'connect';
    goal.dispatchEvent(new Event('change'));
    await waitUntil(() => textOf(el, '.turn').includes(':') && !textOf(el, '.turn').includes('checking'), 'no verdict');
    expect(textOf(el, '.turn')).to.equal('Black to connect in 1 move: sound; 1 first move works (E4).');
    choose(el, 'black');
    await clickPoint(el, 'E4');
    await waitUntil(() => textOf(el, '.turn').includes(':') && !textOf(el, '.turn').includes('checking'), 'no verdict');
    expect(textOf(el, '.turn')).to.equal('Black to connect in 1 move: the position set up already reaches the goal.');
    await clickPoint(el, 'E4');
    choose(el, 'white');
    await clickPoint(el, 'E4');
    await waitUntil(() => textOf(el, '.turn').includes(':') && !textOf(el, '.turn').includes('checking'), 'no verdict');
    expect(textOf(el, '.turn')).to.equal('Black to connect in 1 move: no way against the best defence.');
    expect(el.toHtml()).to.equal('<gonnect-board size="7" black="E1 E2 E3 E5 E6 E7" white="E4" goal="connect" within="1"></gonnect-board>');
    expect(errorText(el)).to.equal('');
  });
});

describe('the editor for every reader', () => {
  const original = Editor.createClient;
  beforeEach(() => void (Editor.createClient = inPage));
  afterEach(() => void (Editor.createClient = original));

  it('axe finds nothing wrong with the panel, a problem and a comment (en, es, ru)', async () => {
    for (const lang of ['en', 'es', 'ru']) {
      const el = await editor(html`<gonnect-board lang=${lang} size="7" edit black="E1 E2 E3 E5 E6 E7" goal="connect"></gonnect-board>`);
      const area = part(el, '[part="editor"] textarea') as HTMLTextAreaElement;
      area.value = 'E4 joins the column.';
      area.dispatchEvent(new Event('change'));
      await waitUntil(() => part(el, '[part~="editor-answers-button"]'), 'no verdict');
      await expect(el).to.be.accessible();
    }
  });

  it("names every tool in the board's language, and marks the answers on request", async () => {
    const el = await editor(html`<gonnect-board lang="es" size="7" edit black="E1 E2 E3 E5 E6 E7" goal="connect"></gonnect-board>`);
    const names = [...el.shadowRoot!.querySelectorAll('[part~="editor-tool"]')].map((label) => label.textContent!.trim());
    expect(names).to.deep.equal([
      'Piedra negra',
      'Piedra blanca',
      'Jugadas',
      'Borrar',
      'Triángulo',
      'Círculo',
      'Cuadrado',
      'Cruz',
      'Letra',
      'Número',
      'Región',
    ]);
    const answers = await waitUntil(() => part(el, '[part~="editor-answers-button"]'), 'no verdict').then(() =>
      part(el, '[part~="editor-answers-button"]')!,
    );
    expect(answers.getAttribute('aria-pressed')).to.equal('false');
    answers.click();
    await el.updateComplete;
    expect(answers.getAttribute('aria-pressed')).to.equal('true');
    expect(cell(el, 'E4').getAttribute('aria-label') ?? cell(el, 'E4').textContent).to.contain('✓');
  });
});

describe('the Connect6 editor', () => {
  it('places stones and writes a Connect6 board', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="en" size="13" edit></connect6-board>`);
    await waitUntil(() => part(el, '[part="editor"]'), 'the editor did not load');
    choose(el, 'black');
    await clickPoint(el, 'G7');
    expect(el.toHtml()).to.equal('<connect6-board size="13" black="G7"></connect6-board>');
  });
});
