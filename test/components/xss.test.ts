import { expect, fixture, html } from '@open-wc/testing';
import { errorText } from './helpers.js';

const ATTACK = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

/** No element came from the attack text, in the board or the page, and nothing ran. */
function expectNoInjection(board: Element): void {
  const root = board.shadowRoot!;
  expect(root.querySelector('img, script, b, iframe')).to.be.null;
  expect(document.querySelector('img, iframe')).to.be.null;
  expect((window as { __xss?: number }).__xss).to.be.undefined;
}

describe('text from attributes is never HTML', () => {
  for (const tag of ['gonnect-board', 'connect6-board']) {
    for (const attribute of ['black', 'white', 'moves', 'size', 'to-play', 'marks', 'view', 'computer', 'level']) {
      it(`${tag}: an attack through "${attribute}" shows as text in the error`, async () => {
        const container = await fixture<HTMLElement>(html`<div lang="en"></div>`);
        const board = document.createElement(tag);
        board.setAttribute(attribute, ATTACK);
        container.append(board);
        await (board as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
        expectNoInjection(board);
        expect(errorText(board)).to.contain(`The "${attribute}" attribute:`);
        // The first token of a list, or the whole value, appears as written.
        expect(errorText(board)).to.match(/"<img|"<img src=x/);
      });
    }
  }

  it('a mark label that looks like a tag is drawn as its characters', async () => {
    // The markup is the attack: a raw '<b>' and an entity the parser decodes to '<i>'.
    // eslint-disable-next-line lit/attribute-value-entities
    const board = await fixture(html`<gonnect-board size="9" marks="E5:<b> D4:&lt;i&gt;"></gonnect-board>`);
    expectNoInjection(board);
    const labels = [...board.shadowRoot!.querySelectorAll('.mark text')].map((text) => text.textContent);
    expect(labels).to.deep.equal(['<b>', '<i>']);
    expect(errorText(board)).to.equal('');
  });

  it('an attack through lang falls back to English', async () => {
    const board = await fixture(html`<gonnect-board lang=${ATTACK} size="9"></gonnect-board>`);
    expectNoInjection(board);
    expect(board.shadowRoot!.querySelector('.turn')!.textContent).to.equal('Black to play');
  });

  it('an attack through a move played by the page is refused as text', async () => {
    const board = await fixture<HTMLElement & { play(point: string): unknown }>(html`<gonnect-board size="9"></gonnect-board>`);
    expect(() => board.play(ATTACK)).to.throw();
    expectNoInjection(board);
  });
});
