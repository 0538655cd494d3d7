import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { errorText, part, pointPosition, type Board } from './helpers.js';

/** The numbers drawn, by the point under each: `{ J10: '1', K10: '2' }`. */
function numbersShown(el: Board): Record<string, string> {
  const shown: Record<string, string> = {};
  const size = el.game.size;
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  const svg = el.shadowRoot!.querySelector('svg')!;
  const extent = svg.viewBox.baseVal.width;
  const margin = (extent - (size - 1) * 20) / 2;
  for (const text of el.shadowRoot!.querySelectorAll<SVGTextElement>('text.number')) {
    const col = Math.round((Number(text.getAttribute('x')) - margin) / 20);
    const row = size - 1 - Math.round((Number(text.getAttribute('y')) - margin) / 20);
    shown[`${letters[col]}${row + 1}`] = text.textContent!;
  }
  return shown;
}

async function numbered(el: Board): Promise<Record<string, string>> {
  await waitUntil(() => part(el, '.numbers'), 'no numbers drawn');
  await el.updateComplete;
  return numbersShown(el);
}

describe('move numbers', () => {
  it('Connect6 numbers turns: both stones of a turn carry its number', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" numbers="all" moves="E5 D4 D5 F6 F5"></connect6-board>`);
    expect(await numbered(el)).to.deep.equal({ E5: '1', D4: '2', D5: '2', F6: '3', F5: '3' });
  });

  it('Connect6 from a setup whose side places two stones numbers them as turn 1', async () => {
    const el = await fixture<Connect6Board>(
      html`<connect6-board size="9" black="E5" to-play="white" numbers="all" moves="D4 D5 F6"></connect6-board>`,
    );
    expect(await numbered(el)).to.deep.equal({ D4: '1', D5: '1', F6: '2' });
  });

  it('Gonnect numbers moves, the swap counting as one; setup stones carry none', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="A9" numbers="all" moves="E5 D4 C3"></gonnect-board>`);
    expect(await numbered(el)).to.deep.equal({ E5: '1', D4: '2', C3: '3' });
    const swapped = await fixture<GonnectBoard>(html`<gonnect-board size="9" numbers="all" moves="E5 swap D4"></gonnect-board>`);
    expect(await numbered(swapped)).to.deep.equal({ E5: '1', D4: '3' });
  });

  it('N shows the last N numbers (turns in Connect6)', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" numbers="2" moves="E5 D4 D5 F6 F5"></connect6-board>`);
    expect(await numbered(el)).to.deep.equal({ D4: '2', D5: '2', F6: '3', F5: '3' });
    el.numbers = '0';
    await el.updateComplete;
    expect(numbersShown(el)).to.deep.equal({});
  });

  it('follows the position shown, and a captured stone loses its number', async () => {
    // White's E4 (move 2) is captured by move 7.
    const el = await fixture<GonnectBoard>(
      html`<gonnect-board size="9" no-swap numbers="all" moves="E5 E4 D4 A9 F4 B9 E3"></gonnect-board>`,
    );
    const shown = await numbered(el);
    expect(shown.E4).to.equal(undefined);
    expect(shown.E3).to.equal('7');
    el.ply = 2;
    await el.updateComplete;
    expect(numbersShown(el)).to.deep.equal({ E5: '1', E4: '2' });
  });

  it('a mark from marks wins over a number', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" numbers="all" marks="D4:A" moves="E5 D4 D5"></connect6-board>`);
    expect(await numbered(el)).to.deep.equal({ E5: '1', D5: '2' });
    expect(el.shadowRoot!.querySelector('.mark.label text')!.textContent).to.equal('A');
  });

  it('is readable on both stones: light on black, dark on white', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" numbers="all" moves="E5 D4 D5"></connect6-board>`);
    await numbered(el);
    const fill = (point: string) => {
      const [x, y] = pointPosition(el, point);
      const text = [...el.shadowRoot!.querySelectorAll<SVGTextElement>('text.number')].find((t) => {
        const box = t.getBoundingClientRect();
        return Math.abs(box.x + box.width / 2 - x) < 4 && Math.abs(box.y + box.height / 2 - y) < 4;
      })!;
      return getComputedStyle(text).fill;
    };
    const luminance = (color: string) =>
      color
        .match(/\d+/g)!
        .slice(0, 3)
        .reduce((sum, c) => sum + Number(c), 0) / 3;
    expect(luminance(fill('E5'))).to.be.above(200);
    expect(luminance(fill('D4'))).to.be.below(60);
  });

  it('both stones of the last Connect6 turn are marked', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" numbers="all" moves="E5 D4 D5"></connect6-board>`);
    const last = part(el, 'path.last')!.getAttribute('d')!;
    expect(last.match(/M/g)).to.have.length(2);
  });

  for (const bad of ['some', '-2', '1.5']) {
    it(`refuses numbers="${bad}" with the board's message and keeps the last good numbers`, async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board size="9" numbers="1" moves="E5 D4 D5"></connect6-board>`);
      const before = await numbered(el);
      el.setAttribute('numbers', bad);
      await el.updateComplete;
      expect(errorText(el)).to.contain('"numbers"').and.contain(bad);
      expect(numbersShown(el)).to.deep.equal(before);
    });
  }

  it('axe finds nothing wrong with numbered stones', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" numbers="all" moves="E5 D4 D5"></connect6-board>`);
    await numbered(el);
    await expect(el).to.be.accessible();
  });
});
