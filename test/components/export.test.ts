import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { part } from './helpers.js';

/** The files a board saves while `action` runs (the link's own click, in place of a real download). */
async function saved(action: () => Promise<void> | void, count = 1): Promise<{ name: string; blob: Blob }[]> {
  const files: { name: string; blob: Promise<Blob> }[] = [];
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: fetch(this.href).then((response) => response.blob()) });
  };
  try {
    await action();
    await waitUntil(() => files.length === count, 'nothing saved', { timeout: 5000 });
  } finally {
    delete (HTMLAnchorElement.prototype as Partial<HTMLAnchorElement>).click;
  }
  return Promise.all(files.map(async ({ name, blob }) => ({ name, blob: await blob })));
}

async function board(): Promise<GonnectBoard> {
  const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" theme="light" moves="E5 D4"></gonnect-board>`);
  await waitUntil(() => part(el, '[part~="svg-button"]'), 'no Download buttons');
  return el;
}

describe('Download: the record, or a picture of the position', () => {
  it("names each button by what it downloads and describes it in full, among the toolbar's rarer actions", async () => {
    const el = await board();
    const names = ['download', 'svg', 'png'].map((name) => {
      const button = part(el, `[part~="${name}-button"]`)!;
      expect(button.classList.contains('rare'), name).to.be.true;
      return [button.textContent!.trim(), button.title];
    });
    expect(names).to.deep.equal([
      ['Download SGF', 'Download the game record (SGF)'],
      ['Download SVG', 'Download a picture of the position (SVG)'],
      ['Download PNG', 'Download a picture of the position (PNG)'],
    ]);
    await expect(el).to.be.accessible();
  });

  it('SVG saves what toSvg() gives, from the keyboard too', async () => {
    const el = await board();
    const files = await saved(async () => {
      // In the row where it fits, else in the More menu, opened first.
      const svg = part(el, '[part~="svg-button"]')!;
      if (svg.closest('.menu')) {
        part(el, '[part~="more-button"]')!.click();
        // Opening puts the focus on the menu's first button, after the update.
        await el.updateComplete;
        await aTimeout(0);
      }
      svg.focus();
      await sendKeys({ press: 'Enter' });
    });
    expect(files[0]!.name).to.equal('gonnect.svg');
    expect(files[0]!.blob.type).to.equal('image/svg+xml');
    expect(await files[0]!.blob.text()).to.equal(await el.toSvg());
  });

  it('PNG saves the same picture drawn at twice its size', async () => {
    const el = await board();
    const files = await saved(() => part(el, '[part~="png-button"]')!.click());
    expect(files[0]!.name).to.equal('gonnect.png');
    expect(files[0]!.blob.type).to.equal('image/png');
    const image = await createImageBitmap(files[0]!.blob);
    // A 9×9 board with coordinates is 220 units wide.
    expect([image.width, image.height]).to.deep.equal([440, 440]);
    // The wood's colour at the top-left corner (no line or label there).
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    expect([...context.getImageData(2, 2, 1, 1).data]).to.deep.equal([0xdc, 0xb3, 0x5c, 255]);
  });
});
