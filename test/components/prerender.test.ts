import { expect } from '@open-wc/testing';
import { renderSvg } from '../../src/svg/render.js';

// This file defines the elements only halfway through its one test: the page starts as
// a reader without scripts sees it. The page is what `prerender` writes for the board (the SVG
// between its tags, test/svg/prerender.test.ts), made here with renderSvg: prerender's HTML
// parser (parse5, CommonJS) runs in Node, and the test server cannot serve it to a browser.
describe('a prerendered diagram', () => {
  it('shows its SVG while the element is not defined, and the live board once it upgrades', async () => {
    expect(customElements.get('gonnect-board')).to.equal(undefined);
    const host = document.createElement('div');
    host.style.width = '300px';
    const picture = renderSvg({ game: 'gonnect', size: '9', black: 'D4', white: 'E5' });
    host.innerHTML = `<gonnect-board readonly size="9" black="D4" white="E5">${picture}</gonnect-board>`;
    document.body.append(host);
    try {
      const drawn = host.querySelector('gonnect-board > svg')!;
      expect(drawn.getBoundingClientRect().width).to.be.above(100);
      expect(drawn.querySelector('title')!.textContent).to.equal('Gonnect diagram, 9 by 9.');

      await import('../../src/index.js');
      const board = host.querySelector('gonnect-board')!;
      await (board as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      // The shadow root has no slot: the light-DOM picture is no longer drawn.
      expect(drawn.getClientRects().length).to.equal(0);
      expect(board.shadowRoot!.querySelector('svg')!.getBoundingClientRect().width).to.be.above(100);
    } finally {
      host.remove();
    }
  });
});
