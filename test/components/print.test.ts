import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { part } from './helpers.js';

/** Print emulation where the engine's driver offers it (Chromium); elsewhere the test is skipped. */
async function printing(context: Mocha.Context): Promise<void> {
  try {
    await emulateMedia({ media: 'print' });
  } catch {
    context.skip();
  }
}

/** A playable board with everything on show: toolbar, replay bar, move list and the keyboard focus ring. */
async function fullBoard(): Promise<GonnectBoard> {
  const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" theme="dark" moves="E5 D4"></gonnect-board>`);
  await waitUntil(() => part(el, '.replay'), 'no replay bar');
  part(el, '.grid-cells')!.focus();
  await sendKeys({ press: 'ArrowUp' });
  await el.updateComplete;
  return el;
}

describe('print', () => {
  afterEach(async () => {
    await emulateMedia({ media: 'screen' }).catch(() => undefined);
  });

  it('on screen, the controls and the focus ring show (what print hides is there)', async () => {
    const el = await fullBoard();
    expect(el.shadowRoot!.querySelectorAll('button').length).to.be.above(3);
    expect(getComputedStyle(part(el, '.toolbar')!).display).to.not.equal('none');
    expect(getComputedStyle(part(el, '.focus-inner')!).display).to.not.equal('none');
  });

  it('hides every button, the toolbar, the replay bar, the move list and the focus ring', async function () {
    const el = await fullBoard();
    await printing(this);
    const hidden = (element: Element) => getComputedStyle(element).display === 'none';
    for (const button of el.shadowRoot!.querySelectorAll('button')) expect(hidden(button), button.textContent!).to.equal(true);
    for (const selector of ['.toolbar', '.replay', '.move-list', '.focus-outer', '.focus-inner']) {
      expect(hidden(part(el, selector)!), selector).to.equal(true);
    }
    expect(hidden(part(el, '.status')!)).to.equal(false);
  });

  it('prints in ink, whatever the theme, and never splits a board across pages', async function () {
    const el = await fullBoard();
    await printing(this);
    expect(getComputedStyle(part(el, '.wood')!).fill).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(part(el, '.grid')!).stroke).to.equal('rgb(0, 0, 0)');
    expect(getComputedStyle(el).breakInside).to.equal('avoid');
  });

  it("keeps the page's own colours on paper", async function () {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" style="--board-color: rgb(1, 2, 3)"></gonnect-board>`);
    await printing(this);
    expect(getComputedStyle(part(el, '.wood')!).fill).to.equal('rgb(1, 2, 3)');
  });
});
