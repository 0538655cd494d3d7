// The New game dialog (src/components/new-game.ts): size, pie rule, the computer's seat
// and level; by keyboard; the `sizes` offer; the choice holding until the attributes change.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { Gonnect } from '../../src/engine/gonnect.js';
import { BoardComputer } from '../../src/components/computer/computer.js';
import { errorText, neverAnswers, newGameDialog, part, startNewGame } from './helpers.js';

const sizesOffered = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLInputElement>('input[name="size"]')].map((input) => Number(input.value));
const checkedSize = (dialog: HTMLDialogElement) => Number(dialog.querySelector<HTMLInputElement>('input[name="size"]:checked')!.value);
const newGameButton = (board: Element) => part(board, '[part~="new-game-button"]') as HTMLButtonElement;

describe('the New game dialog', () => {
  // A computer seat starts thinking at once: a client that never answers keeps the test
  // server from loading the real worker (src/ai/browser.ts), which only a Vite build bundles.
  const createClient = BoardComputer.createClient;
  before(() => {
    BoardComputer.createClient = () => Promise.resolve(neverAnswers());
  });
  after(() => void (BoardComputer.createClient = createClient));

  it('opens as a modal dialog named by its heading, with the sizes, the pie rule and the focus inside', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5"></gonnect-board>`);
    newGameButton(el).click();
    const dialog = await newGameDialog(el);
    expect(dialog.matches(':modal')).to.be.true;
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('New game');
    expect(sizesOffered(dialog)).to.deep.equal([9, 13, 15, 19]);
    expect(checkedSize(dialog)).to.equal(9);
    expect(dialog.querySelector<HTMLInputElement>('input[name="swap"]')!.checked).to.be.true;
    expect(dialog.querySelector('select')).to.be.null;
    expect(dialog.contains(el.shadowRoot!.activeElement)).to.be.true;
    await expect(dialog).to.be.accessible();
    dialog.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
  });

  it('by keyboard: arrows choose the size, Enter starts it; Escape changes nothing and gives the focus back', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    newGameButton(el).focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await newGameDialog(el);
    await sendKeys({ press: 'ArrowRight' });
    expect(checkedSize(dialog)).to.equal(13);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.game.size === 13, 'the 13×13 game did not start');
    expect(el.shadowRoot!.querySelector('dialog')).to.be.null;

    el.play('G7');
    newGameButton(el).focus();
    await sendKeys({ press: ' ' });
    expect(checkedSize(await newGameDialog(el))).to.equal(13);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog'), 'the dialog stayed');
    expect(el.game.moves).to.deep.equal(['G7']);
    expect(el.shadowRoot!.activeElement).to.equal(newGameButton(el));
  });

  it('the pie rule and the size chosen hold for the next New game, until the attributes change', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    newGameButton(el).click();
    const dialog = await newGameDialog(el);
    dialog.querySelector<HTMLInputElement>('input[value="15"]')!.click();
    dialog.querySelector<HTMLInputElement>('input[name="swap"]')!.click();
    await startNewGame(el);
    expect(el.game.size).to.equal(15);
    expect((el.game as Gonnect).swapAllowed).to.be.false;
    el.play('H8');
    el.reset();
    await el.updateComplete;
    expect([el.game.size, el.game.moves.length, (el.game as Gonnect).swapAllowed]).to.deep.equal([15, 0, false]);
    el.size = 11;
    await el.updateComplete;
    expect([el.game.size, (el.game as Gonnect).swapAllowed]).to.deep.equal([11, true]);
  });

  it('the same size starts the game the attributes set up again', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="A1" moves="E5 D4"></gonnect-board>`);
    el.play('C3');
    newGameButton(el).click();
    await startNewGame(el);
    expect(el.game.moves).to.deep.equal(['E5', 'D4']);
    expect(el.game.setup.black).to.deep.equal(['A1']);
  });

  it('Connect6 offers 13, 15 and 19, no pie rule; sizes changes the offer; the size shown is always there', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="11"></connect6-board>`);
    newGameButton(el).click();
    let dialog = await newGameDialog(el);
    expect(sizesOffered(dialog)).to.deep.equal([11, 13, 15, 19]);
    expect(dialog.querySelector('input[name="swap"]')).to.be.null;
    dialog.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    el.setAttribute('sizes', '19, 7');
    await el.updateComplete;
    newGameButton(el).click();
    dialog = await newGameDialog(el);
    expect(sizesOffered(dialog)).to.deep.equal([7, 11, 19]);
    dialog.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
  });

  it('a bad sizes is named like any attribute, and the usual offer stands', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" sizes="9 40"></gonnect-board>`);
    await waitUntil(() => errorText(el), 'no message');
    expect(errorText(el)).to.equal('The "sizes" attribute: "40" is not a board size from 5 to 25.');
    el.setAttribute('sizes', '9 13');
    await waitUntil(() => !errorText(el), 'the message stayed');
  });

  it('offers the computer seat and level where it plays, in the board language', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9" computer="black" level="2"></gonnect-board>`);
    newGameButton(el).click();
    const dialog = await newGameDialog(el);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Nueva partida');
    const [seat, level] = [...dialog.querySelectorAll('select')];
    expect(seat!.value).to.equal('black');
    expect(level!.value).to.equal('2');
    expect([...seat!.options].map((option) => option.textContent)).to.deep.equal(['las negras', 'las blancas', 'los dos bandos']);
    await expect(dialog).to.be.accessible();
    dialog.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    const twoPlayers = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    newGameButton(twoPlayers).click();
    expect((await newGameDialog(twoPlayers)).querySelector('select')).to.be.null;
  });
});
