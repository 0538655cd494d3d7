import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { cell, part, textOf } from './helpers.js';

const states: [string, TemplateResult][] = [
  ['Gonnect, empty', html`<gonnect-board lang="en"></gonnect-board>`],
  ['Gonnect, mid-game', html`<gonnect-board lang="es" size="9" moves="E5 swap D4 C3" marks="E5:A"></gonnect-board>`],
  ['Gonnect, finished', html`<gonnect-board lang="ru" size="5" black="A1 A2 A3 A4 A5" white="C3"></gonnect-board>`],
  [
    'Gonnect, read-only',
    html`<gonnect-board lang="en" readonly size="9" black="C3 D4" white="E5" marks="C3:triangle E5:A"></gonnect-board>`,
  ],
  ['Gonnect, attribute error', html`<gonnect-board lang="en" size="9" black="Z99"></gonnect-board>`],
  ['Gonnect, rules', html`<gonnect-board lang="en" show-rules></gonnect-board>`],
  ['Connect6, empty', html`<connect6-board lang="en"></connect6-board>`],
  ['Connect6, mid-game', html`<connect6-board lang="ru" moves="J10 K10"></connect6-board>`],
  ['Connect6, finished', html`<connect6-board lang="es" size="9" black="A1 B1 C1 D1 E1 F1"></connect6-board>`],
  ['Connect6, read-only', html`<connect6-board lang="en" readonly size="13" black="G7" white="H8 H9" to-play="black"></connect6-board>`],
  ['Connect6, attribute error', html`<connect6-board lang="en" moves="J10 J10"></connect6-board>`],
];

describe('accessibility', () => {
  for (const [name, template] of states) {
    it(`axe finds nothing wrong: ${name}`, async () => {
      const el = await fixture(template);
      await expect(el).to.be.accessible();
    });
  }

  it('is a grid of rows of cells named coordinate first', async () => {
    const el = await fixture<GonnectBoard>(
      html`<gonnect-board lang="en" size="9" black="D4" moves="E5" marks="C3:triangle"></gonnect-board>`,
    );
    const grid = part(el, '[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Gonnect board, 9 by 9');
    expect(grid.querySelectorAll('[role="row"]')).to.have.length(9);
    expect(grid.querySelector('[role="row"]')!.querySelectorAll('[role="gridcell"]')).to.have.length(9);
    expect(grid.querySelector('[role="gridcell"]')!.id).to.equal('pA9');
    expect(cell(el, 'D4').getAttribute('aria-label')).to.equal('D4, black');
    expect(cell(el, 'E5').getAttribute('aria-label')).to.equal('E5, black, last move');
    expect(cell(el, 'C3').getAttribute('aria-label')).to.equal('C3, triangle');
    expect(cell(el, 'A1').getAttribute('aria-label')).to.equal('A1');
  });

  it('renames the cells that change, in the board language', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9" moves="E5"></gonnect-board>`);
    el.play('D4');
    await el.updateComplete;
    expect(cell(el, 'E5').getAttribute('aria-label')).to.equal('E5, negra');
    expect(cell(el, 'D4').getAttribute('aria-label')).to.equal('D4, blanca, última jugada');
    el.lang = 'ru';
    await el.updateComplete;
    expect(cell(el, 'D4').getAttribute('aria-label')).to.equal('D4, белый, последний ход');
  });

  it('announces moves, captures and the result politely', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="5" no-swap black="A1 A2 A3 A4" white="C3"></gonnect-board>`);
    const live = part(el, '[aria-live="polite"]')!;
    expect(live.textContent!.trim()).to.equal('');
    el.play('A5');
    await el.updateComplete;
    expect(live.textContent).to.equal('Black played A5. Black wins: a chain joins two opposite edges.');
    el.undo();
    await el.updateComplete;
    expect(live.textContent).to.equal('Move undone.');
  });

  it('describes a read-only diagram in one label', async () => {
    const el = await fixture(
      html`<gonnect-board lang="en" readonly size="9" black="C3 D4" white="E5" marks="C3:triangle E5:A"></gonnect-board>`,
    );
    const svg = part(el, 'svg')!;
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal(
      'Gonnect diagram, 9 by 9. Black stones: C3, D4. White stones: E5. Marks: C3 triangle, E5 label A.',
    );
    const ru = await fixture(html`<connect6-board lang="ru" readonly size="9"></connect6-board>`);
    const problem = await fixture(html`<gonnect-board lang="es" readonly size="9" to-play="white"></gonnect-board>`);
    expect(part(problem, 'svg')!.getAttribute('aria-label')).to.equal('Diagrama de Gonnect, 9 por 9. Sin piedras. Juegan las blancas');
    expect(part(ru, 'svg')!.getAttribute('aria-label')).to.equal('Диаграмма Connect6, 9 на 9. Камней нет.');
  });

  it('hides the drawing from assistive technology when the grid stands for it', async () => {
    const el = await fixture(html`<gonnect-board size="9"></gonnect-board>`);
    expect(part(el, 'svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(part(el, '[role="grid"]')!.getAttribute('tabindex')).to.equal('0');
    expect(textOf(el, '[part="toolbar"]')).to.equal('Undo New game Threats Rules');
  });
});
