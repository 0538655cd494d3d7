import { expect, fixture, html } from '@open-wc/testing';
import { unclaimed } from '../../src/components/board-base.js';
import { IllegalMoveError } from '../../src/engine/types.js';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { startNewGame, textOf } from './helpers.js';

describe('registration', () => {
  /** Runs `body` with console.warn collected instead of printed. */
  async function collectWarnings(body: () => unknown): Promise<string[]> {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      await body();
    } finally {
      console.warn = warn;
    }
    return warnings;
  }

  it('a second copy of the registering module leaves the registered boards as they are, with a warning each', async () => {
    const names = ['gonnect-board', 'connect6-board'];
    const first = names.map((name) => customElements.get(name));
    first.forEach((element) => expect(element).to.exist);
    // Another URL makes another module instance, as a second copy of the package would.
    const copy = '../../src/components/define-boards.ts?second-copy';
    const warnings = await collectWarnings(() => import(copy));
    expect(names.map((name) => customElements.get(name))).to.deep.equal(first);
    expect(warnings).to.deep.equal(
      names.map((name) => `<${name}> is already defined on this page; this copy of gonnect-connect6 leaves it as it is.`),
    );
  });

  it('a free name is claimed without a warning', async () => {
    let free = false;
    expect(await collectWarnings(() => (free = unclaimed('gonnect-board-unused-name')))).to.deep.equal([]);
    expect(free).to.equal(true);
  });
});

describe('properties and methods', () => {
  it('game is a snapshot: changing it changes nothing on the board', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    const snapshot = el.game;
    snapshot.play('E5');
    expect(el.game.at('E5')).to.be.null;
    expect(el.game).to.not.equal(el.game);
  });

  it('play() returns the move record and redraws', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="5" black="B1" white="A1"></gonnect-board>`);
    const record = el.play('a2');
    expect(record).to.deep.equal({ color: 'black', point: 'A2', captured: ['A1'] });
    await el.updateComplete;
    expect(textOf(el, '.turn')).to.equal('White to play');
    expect(textOf(el, '[part="status"]')).to.contain('Black has captured 1 stone');
    expect(textOf(el, '.sr-only')).to.equal('Black played A2. 1 stone captured.');
  });

  const refusals: [string, string, string, string][] = [
    ['en', 'occupied', 'C3', 'C3 is already taken.'],
    ['es', 'occupied', 'C3', 'C3 ya está ocupado.'],
    ['ru', 'occupied', 'C3', 'Пункт C3 уже занят.'],
    ['en', 'suicide', 'A1', 'A stone on A1 would leave its chain with no liberties: suicide is not allowed.'],
    ['es', 'suicide', 'A1', 'Una piedra en A1 dejaría a su cadena sin libertades: el suicidio no está permitido.'],
    ['ru', 'suicide', 'A1', 'Камень на A1 оставил бы свою цепочку без дыханий: самоубийство запрещено.'],
    ['en', 'off-board', 'Z9', 'Z9 is not on the board.'],
  ];
  for (const [lang, code, point, message] of refusals) {
    it(`play() throws "${code}" in ${lang} and changes nothing`, async () => {
      const el = await fixture<GonnectBoard>(
        html`<gonnect-board lang=${lang} size="5" black="C3 A2 B1" white="E5" to-play="white"></gonnect-board>`,
      );
      const before = el.game.moves;
      let error: unknown;
      try {
        el.play(point);
      } catch (caught) {
        error = caught;
      }
      expect(error).to.be.instanceOf(IllegalMoveError);
      expect((error as IllegalMoveError).code).to.equal(code);
      expect((error as Error).message).to.equal(message);
      expect(el.game.moves).to.deep.equal(before);
      expect(el.game.toPlay).to.equal('white');
    });
  }

  it('refuses a move that retakes a ko, in the board language', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="5" black="A2 B1 B3" white="B2 C1 C3 D2"></gonnect-board>`);
    el.play('C2');
    expect(() => el.play('B2')).to.throw('Playing B2 would repeat the previous position (ko).');
  });

  it('refuses a move once the game is over', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="ru" black="A1 B1 C1 D1 E1 F1"></connect6-board>`);
    expect(el.game.result?.winner).to.equal('black');
    expect(() => el.play('K10')).to.throw('Партия окончена.');
  });

  it('undo() takes back one stone and says false with nothing to take back', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board moves="J10 K10"></connect6-board>`);
    expect(el.undo()).to.be.true;
    expect(el.game.moves).to.deep.equal(['J10']);
    expect(el.undo()).to.be.true;
    expect(el.undo()).to.be.false;
  });

  it('reset() goes back to the position of the attributes, moves included', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="C3" moves="E5"></gonnect-board>`);
    el.play('D4');
    el.play('F6');
    el.reset();
    expect(el.game.moves).to.deep.equal(['E5']);
    expect(el.game.at('C3')).to.equal('black');
  });

  it('swap() exchanges the players and refuses when not allowed, translated', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9"></gonnect-board>`);
    expect(() => el.swap()).to.throw('Ahora no se puede intercambiar.');
    el.play('E5');
    el.swap();
    await el.updateComplete;
    expect(el.game.swapped).to.be.true;
    expect(el.game.toPlay).to.equal('white');
    expect(textOf(el, '[part="status"]')).to.contain('Colores intercambiados.');
  });

  it('the toolbar undoes, starts a new game and hides Swap when it is no longer allowed', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    const button = (name: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${name}-button"]`);
    expect(button('undo')!.disabled).to.be.true;
    el.play('E5');
    await el.updateComplete;
    expect(button('undo')!.disabled).to.be.false;
    expect(button('swap')).to.exist;
    el.play('D4');
    await el.updateComplete;
    expect(button('swap')).to.be.null;
    button('undo')!.click();
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5']);
    button('new-game')!.click();
    await startNewGame(el);
    expect(el.game.moves).to.deep.equal([]);
  });
});
