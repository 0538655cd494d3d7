// The Share button, shareUrl() and links that start a game (src/components/share-link.ts,
// src/records/share.ts).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import { decodeShare, encodeShare, parseRecord } from '../../src/records/index.js';
import { errorText, part, textOf } from './helpers.js';

const page = location.href.split('#')[0]!;

/** Puts `fragment` in the address without a hashchange (as a page opened with it has). */
function setFragment(fragment: string): void {
  history.replaceState(null, '', fragment ? `${page}#${fragment}` : page);
}

/** The payload of a Gonnect game on 9×9: `moves` at `ply`. */
const payload = (moves: string, ply?: number, kind: 'gonnect' | 'connect6' = 'gonnect') => encodeShare(parseRecord(moves, kind, 9), ply);

afterEach(() => setFragment(''));

describe('share links', () => {
  it('shareUrl() is this page with the board entry in the fragment, keeping other entries', async () => {
    setFragment('other=abc');
    const el = await fixture<GonnectBoard>(html`<gonnect-board id="final" size="9" moves="E5 swap D4 C3"></gonnect-board>`);
    el.ply = 3;
    await el.updateComplete;
    const url = new URL(await el.shareUrl());
    expect(url.href.split('#')[0]).to.equal(page);
    const entries = new URLSearchParams(url.hash.slice(1));
    expect(entries.get('other')).to.equal('abc');
    const shared = decodeShare(entries.get('final')!);
    expect(shared.game.moves).to.deep.equal(['E5', 'swap', 'D4', 'C3']);
    expect(shared.ply).to.equal(3);
    expect(shared.record.size).to.equal(9);
  });

  it('shareUrl() of a board without an id rejects in the board language', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9"></gonnect-board>`);
    let message = '';
    await el.shareUrl().catch((error: Error) => (message = error.message));
    expect(message).to.contain('id');
    expect(message).to.contain('tablero');
  });

  it('a board opened with a link shows its game at its position, from the first paint', async () => {
    setFragment(`game=${payload('E5 D4 C3', 2)}`);
    const el = await fixture<GonnectBoard>(html`<gonnect-board id="game" size="13" moves="A1"></gonnect-board>`);
    expect(el.game.size).to.equal(9);
    expect(el.game.moves).to.deep.equal(['E5', 'D4']);
    expect(textOf(el, '.ply')).to.equal('2 / 3');
    // The whole game stays: forward returns to it.
    el.ply = 3;
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5', 'D4', 'C3']);
  });

  it('follows the fragment when it changes, and a board with another id ignores it', async () => {
    const container = await fixture<HTMLElement>(
      html`<div><gonnect-board id="a" size="9"></gonnect-board><gonnect-board id="b" size="9"></gonnect-board></div>`,
    );
    const [a, b] = [...container.children] as GonnectBoard[];
    location.hash = `a=${payload('E5 D4')}`;
    await waitUntil(() => a!.game.moves.length === 2, 'the new link was not read');
    expect(a!.game.moves).to.deep.equal(['E5', 'D4']);
    expect(b!.game.moves).to.deep.equal([]);
  });

  it('a crafted link gets a message naming the link, never markup, and the game stays', async () => {
    setFragment(`game=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    const el = await fixture<GonnectBoard>(html`<gonnect-board id="game" size="9" moves="E5"></gonnect-board>`);
    await waitUntil(() => errorText(el), 'no message');
    expect(errorText(el)).to.match(/^The link in the address: it does not hold a game this board can show\./);
    expect(el.shadowRoot!.querySelector('img')).to.be.null;
    expect(el.game.moves).to.deep.equal(['E5']);
  });

  it('a link to the other game, or with a move the rules refuse, is named in the board language', async () => {
    setFragment(`game=${payload('E5 F6', undefined, 'connect6')}`);
    const el = await fixture<GonnectBoard>(html`<gonnect-board id="game" lang="ru" size="9"></gonnect-board>`);
    await waitUntil(() => errorText(el), 'no message');
    expect(errorText(el)).to.contain('Ссылка в адресной строке');
    expect(el.game.moves).to.deep.equal([]);
  });

  it('the Share button shows with share, copies the link and says so', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board id="c6" share size="13" moves="G7 H8 H9"></connect6-board>`);
    const copied: string[] = [];
    const clipboard = navigator.clipboard;
    // The page's own copy of the method, taken back at the end.
    const original = Object.getOwnPropertyDescriptor(clipboard, 'writeText');
    clipboard.writeText = (text: string) => Promise.resolve(void copied.push(text));
    try {
      part(el, '[part~="share-button"]')!.click();
      await waitUntil(() => copied.length === 1, 'nothing copied');
      expect(decodeShare(new URLSearchParams(new URL(copied[0]!).hash.slice(1)).get('c6')!).game.moves).to.deep.equal(['G7', 'H8', 'H9']);
      await waitUntil(() => textOf(el, '.refusal').startsWith('Link copied'), 'not said');
      // Where the page may not copy, the link shows to copy by hand (as text).
      clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      part(el, '[part~="share-button"]')!.click();
      await waitUntil(() => textOf(el, '.refusal').includes(copied[0]!), 'the link did not show');
    } finally {
      if (original) Object.defineProperty(clipboard, 'writeText', original);
      else delete (clipboard as Partial<Clipboard>).writeText;
    }
    const plain = await fixture<Connect6Board>(html`<connect6-board size="13"></connect6-board>`);
    expect(part(plain, '[part~="share-button"]')).to.be.null;
  });

  it('the Share button of a board without an id says what it needs', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board share size="9"></gonnect-board>`);
    part(el, '[part~="share-button"]')!.click();
    await waitUntil(() => textOf(el, '.refusal').includes('no id'), 'not said');
    expect(textOf(el, '[aria-live]')).to.contain('give the board an id attribute');
  });
});
