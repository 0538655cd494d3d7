// Threats on the board: the `threats` attribute and the toolbar's Threats toggle (one state),
// the rings and diamonds drawn and redrawn after a move and a replay step, the grid cells'
// names, what the status line and the live region say in the three languages, problems
// (the threats wait while one is being solved), and accessibility.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { ProblemMode } from '../../src/components/problem/problem-mode.js';
import { cell, clickPoint, part, textOf } from './helpers.js';
import { inPage } from './problem-fixtures.js';

const live = (el: Element): string => textOf(el, '[aria-live]');
/** The status line's parts, each its own text: `['Black to play', '2 stones left this turn', 'White threatens…']`. */
const status = (el: Element): string[] =>
  [...part(el, '[part="status"]')!.querySelectorAll('span')].map((span) => span.textContent!.replace(/\s+/g, ' ').trim());
const toggle = (el: Element) => part(el, '[part~="threats-button"]') as HTMLButtonElement | null;
/** How many rings (around stones) or diamonds (on points) the threat layer draws. */
const shapes = (el: Element, kind: 'stones' | 'points'): number =>
  el.shadowRoot!.querySelectorAll(kind === 'stones' ? '.threats .threat-stone' : '.threats .threat-point').length;

/** White's open four E7–H7 on 13×13, Black to move: one line, four points (C7 D7 J7 K7), two stones to block. */
const openFour = (attributes = html``) =>
  fixture<Connect6Board>(
    html`<connect6-board lang="en" size="13" white="E7 F7 G7 H7" black="A1 A2" to-play="black" threats>${attributes}</connect6-board>`,
  );

/** Two lines of White needing one stone each (F13; F1 or G1): two stones. */
const twoLines = (lang: string) =>
  fixture<Connect6Board>(
    html`<connect6-board
      lang=${lang}
      size="13"
      white="A13 B13 C13 D13 E13 B1 C1 D1 E1"
      black="G13 A1 K1"
      to-play="black"
      threats
    ></connect6-board>`,
  );

/** White to move on 7×7: its stone C2 in atari (liberty C3), and Black one stone (D4) from joining left and right. */
const gonnectBoth = (lang: string) =>
  fixture<GonnectBoard>(
    html`<gonnect-board lang=${lang} size="7" black="A4 B4 C4 E4 F4 G4 B2 D2 C1" white="C2" to-play="white" threats></gonnect-board>`,
  );

describe('threats', () => {
  it('marks a Connect6 line that can make six, the points that complete it, and says what blocking takes', async () => {
    const el = await openFour();
    await el.updateComplete;
    expect(shapes(el, 'stones')).to.equal(4);
    expect(shapes(el, 'points')).to.equal(4);
    expect(status(el)).to.include('White threatens to make six on 1 line. You need 2 stones to block.');
    expect(cell(el, 'D7').getAttribute('aria-label')).to.equal('D7, White would make six here');
    expect(cell(el, 'E7').getAttribute('aria-label')).to.equal("E7, white, part of White's threat");
    expect(cell(el, 'A1').getAttribute('aria-label')).to.equal('A1, black');
  });

  it('updates the marks and the live region after each move, and says nothing once there is nothing to answer', async () => {
    const el = await openFour();
    await el.updateComplete;
    el.play('D7');
    await el.updateComplete;
    expect(live(el)).to.equal('Black played D7. White threatens to make six on 1 line. You need 1 stone to block.');
    expect(shapes(el, 'points')).to.equal(2);
    expect(cell(el, 'K7').getAttribute('aria-label')).to.equal('K7, White would make six here');
    el.play('J7');
    await el.updateComplete;
    expect(live(el)).to.equal('Black played J7.');
    expect(shapes(el, 'stones') + shapes(el, 'points')).to.equal(0);
    expect(status(el)).to.include('No threats to answer.');
    expect(cell(el, 'K7').getAttribute('aria-label')).to.equal('K7');
  });

  it('follows a step of the replay: the marks and the live region are those of the position shown', async () => {
    const el = await openFour(html``);
    el.setAttribute('moves', 'D7 J7');
    await el.updateComplete;
    expect(shapes(el, 'stones') + shapes(el, 'points')).to.equal(0);
    el.ply = 1;
    await el.updateComplete;
    expect(shapes(el, 'points')).to.equal(2);
    expect(live(el)).to.match(/Black D7\. White threatens to make six on 1 line\. You need 1 stone to block\.$/);
    el.ply = 0;
    await el.updateComplete;
    expect(shapes(el, 'points')).to.equal(4);
    expect(live(el)).to.equal('The setup, before the first move. White threatens to make six on 1 line. You need 2 stones to block.');
  });

  it('follows a move made on the board and a step back with the replay key', async () => {
    const el = await openFour();
    await el.updateComplete;
    await clickPoint(el, 'D7');
    expect(live(el)).to.equal('Black played D7. White threatens to make six on 1 line. You need 1 stone to block.');
    part(el, '[role="grid"]')!.focus();
    await sendKeys({ press: '[' });
    await el.updateComplete;
    expect(shapes(el, 'points')).to.equal(4);
    expect(live(el)).to.equal('The setup, before the first move. White threatens to make six on 1 line. You need 2 stones to block.');
  });

  it('counts lines and stones apart: two lines, one stone each', async () => {
    const el = await twoLines('en');
    await el.updateComplete;
    expect(status(el)).to.include('White threatens to make six on 2 lines. You need 2 stones to block.');
    expect(shapes(el, 'points')).to.equal(3);
  });

  it('says the count in Spanish and Russian', async () => {
    const es = await twoLines('es');
    await es.updateComplete;
    expect(status(es)).to.include('Las blancas tienen 2 líneas a punto de hacer seis. Necesitas 2 piedras para bloquear.');
    const ru = await twoLines('ru');
    await ru.updateComplete;
    expect(status(ru)).to.include('Белые грозят построить шесть в ряд на 2 линиях. Для защиты нужно 2 камня.');
    ru.play('F13');
    await ru.updateComplete;
    expect(live(ru)).to.equal('Чёрные поставили камень на F13. Белые грозят построить шесть в ряд на 1 линии. Для защиты нужен 1 камень.');
  });

  it('marks a Gonnect chain in atari (either colour), its last liberty, and the point that would join two edges', async () => {
    const el = await gonnectBoth('en');
    await el.updateComplete;
    expect(status(el)).to.include(
      'There is 1 point where a black stone would join two opposite edges. White has 1 chain with one liberty left (atari): it can be captured next move.',
    );
    expect(shapes(el, 'stones')).to.equal(1);
    expect(shapes(el, 'points')).to.equal(2);
    expect(cell(el, 'C2').getAttribute('aria-label')).to.equal('C2, white, in atari');
    expect(cell(el, 'C3').getAttribute('aria-label')).to.equal('C3, last liberty');
    expect(cell(el, 'D4').getAttribute('aria-label')).to.equal('D4, a black stone here joins two edges');
    el.play('D4');
    await el.updateComplete;
    // Black to move: White's chain in atari is now Black's to capture.
    expect(live(el)).to.equal('White played D4. White has 1 chain with one liberty left (atari): it can be captured next move.');
    el.play('C3');
    await el.updateComplete;
    expect(live(el)).to.equal('Black played C3. 1 stone captured.');
    expect(status(el)).to.include('No threats to answer.');
    expect(shapes(el, 'stones') + shapes(el, 'points')).to.equal(0);
  });

  it('says the Gonnect threats in Spanish and Russian', async () => {
    const es = await gonnectBoth('es');
    await es.updateComplete;
    expect(status(es)).to.include(
      'Hay 1 punto donde una piedra negra uniría dos bordes opuestos. Las blancas tienen 1 cadena con una sola libertad (atari): se puede capturar en la próxima jugada.',
    );
    const ru = await gonnectBoth('ru');
    await ru.updateComplete;
    expect(status(ru)).to.include(
      'Есть 1 пункт, где чёрный камень соединил бы противоположные стороны. У белых 1 цепочка с одним дыханием (атари): её можно снять следующим ходом.',
    );
    expect(cell(ru, 'C2').getAttribute('aria-label')).to.equal('C2, белый, в атари');
  });

  it('is a toggle in the toolbar, pressed with the keyboard, and the same state as the attribute', async () => {
    const el = await fixture<Connect6Board>(
      html`<connect6-board lang="en" size="13" white="E7 F7 G7 H7" black="A1 A2" to-play="black"></connect6-board>`,
    );
    await el.updateComplete;
    const button = toggle(el)!;
    expect(button.textContent!.trim()).to.equal('Threats');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(part(el, '.threats')).to.equal(null);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.threats).to.be.true;
    expect(el.hasAttribute('threats')).to.be.true;
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('true');
    expect(shapes(el, 'points')).to.equal(4);
    expect(live(el)).to.equal('White threatens to make six on 1 line. You need 2 stones to block.');
    toggle(el)!.focus();
    await sendKeys({ press: ' ' }); // the key's value: Firefox does not know the name 'Space'
    await el.updateComplete;
    expect(el.hasAttribute('threats')).to.be.false;
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('false');
    expect(part(el, '.threats')).to.equal(null);
    expect(status(el).join(' ')).to.not.contain('threatens');
    el.threats = true;
    await el.updateComplete;
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('true');
    expect(shapes(el, 'points')).to.equal(4);
  });

  it('says when there is nothing to answer as the reader turns it on', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5 D4"></gonnect-board>`);
    await el.updateComplete;
    toggle(el)!.click();
    await el.updateComplete;
    expect(live(el)).to.equal('No threats to answer.');
    expect(status(el)).to.include('No threats to answer.');
  });

  it('draws on a diagram with the attribute, which has no toggle', async () => {
    const el = await fixture<Connect6Board>(
      html`<connect6-board lang="en" readonly size="13" white="E7 F7 G7 H7" black="A1" to-play="black" threats></connect6-board>`,
    );
    await el.updateComplete;
    expect(toggle(el)).to.equal(null);
    expect(shapes(el, 'points')).to.equal(4);
  });

  describe('on a problem', () => {
    const original = ProblemMode.createClient;
    beforeEach(() => {
      ProblemMode.createClient = inPage;
    });
    afterEach(() => {
      ProblemMode.createClient = original;
    });

    it('waits while the problem is being solved (the points would be its answer), toggle and all', async () => {
      const el = await fixture<Connect6Board>(
        html`<connect6-board lang="en" size="13" white="D7 E7 F7 G7" black="C7" to-play="black" goal="stop" threats></connect6-board>`,
      );
      await waitUntil(() => part(el, '[part~="retry-button"]'), 'the problem mode loads');
      await el.updateComplete;
      expect(toggle(el)).to.equal(null);
      expect(part(el, '.threats')).to.equal(null);
      expect(status(el).join(' ')).to.not.contain('threatens');
      el.removeAttribute('goal');
      await el.updateComplete;
      expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('true');
      expect(shapes(el, 'points')).to.equal(2);
    });
  });

  it('axe finds nothing wrong with the threats shown', async () => {
    for (const el of [await openFour(), await gonnectBoth('es')]) {
      await el.updateComplete;
      await expect(el).to.be.accessible();
    }
  });
});
