import { expect } from '@open-wc/testing';
import { prerender } from '../../src/svg/prerender.js';

// This file defines the elements only halfway through its one test: the page starts as
// a reader without scripts sees it.
describe('a prerendered diagram', () => {
  it('shows its SVG while the element is not defined, and the live board once it upgrades', async () => {
    expect(customElements.get('gonnect-board')).to.equal(undefined);
    const host = document.createElement('div');
    host.style.width = '300px';
    host.innerHTML = prerender('<gonnect-board readonly size="9" black="D4" white="E5"></gonnect-board>');
    document.body.append(host);
    try {
      const picture = host.querySelector('gonnect-board > svg')!;
      expect(picture.getBoundingClientRect().width).to.be.above(100);
      expect(picture.querySelector('title')!.textContent).to.equal('Gonnect diagram, 9 by 9.');

      await import('../../src/index.js');
      const board = host.querySelector('gonnect-board')!;
      await (board as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      // The shadow root has no slot: the light-DOM picture is no longer drawn.
      expect(picture.getClientRects().length).to.equal(0);
      expect(board.shadowRoot!.querySelector('svg')!.getBoundingClientRect().width).to.be.above(100);
    } finally {
      host.remove();
    }
  });
});
