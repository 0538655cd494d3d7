// gonnect-connect6/elements: the classes without registering them. A page registers
// GonnectBoard as <my-board>, then has a <gonnect-board> beside it (here a subclass, as a
// second copy of the package would register its own class): both draw, and a move on one
// leaves the other alone. The module is imported first and alone: nothing is registered then.
import { expect, fixture, html } from '@open-wc/testing';

type Board = HTMLElement & { updateComplete: Promise<boolean>; play(point: string): unknown; game: { moves: string[]; size: number } };

describe('gonnect-connect6/elements', () => {
  it('registers nothing; GonnectBoard works as <my-board> beside a <gonnect-board>', async () => {
    const { GonnectBoard, Connect6Board } = await import('../../src/elements.js');
    expect(customElements.get('gonnect-board')).to.equal(undefined);
    expect(customElements.get('connect6-board')).to.equal(undefined);

    customElements.define('my-board', GonnectBoard);
    customElements.define('gonnect-board', class extends GonnectBoard {});
    customElements.define('my-connect6', Connect6Board);

    const page = await fixture<HTMLElement>(html`
      <div>
        <my-board size="9"></my-board>
        <gonnect-board size="7" moves="D4"></gonnect-board>
        <my-connect6 size="13"></my-connect6>
      </div>
    `);
    const [mine, theirs, six] = ['my-board', 'gonnect-board', 'my-connect6'].map((tag) => page.querySelector(tag) as Board);
    await Promise.all([mine, theirs, six].map((board) => board!.updateComplete));
    for (const board of [mine, theirs, six])
      expect(board!.shadowRoot!.querySelector('[part~="board"] svg'), board!.localName).to.not.equal(null);
    expect(mine).to.be.instanceOf(GonnectBoard);

    mine!.play('E5');
    await mine!.updateComplete;
    expect(mine!.game.moves).to.deep.equal(['E5']);
    expect(theirs!.game.moves).to.deep.equal(['D4']);
    expect(theirs!.game.size).to.equal(7);
    six!.play('G7');
    expect(six!.game.moves).to.deep.equal(['G7']);
    // The element's words name the tag it is registered under.
    const fresh = document.createElement('my-board') as Board;
    expect(() => fresh.play('A1')).to.throw(/my-board/);
  });
});
