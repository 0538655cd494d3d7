import { expect, fixture, html } from '@open-wc/testing';
import { languageWatch } from '../../src/i18n/language.js';
import { clickPoint, type Board } from './helpers.js';

type Listener = [EventTarget, string, unknown];

/** Records add/removeEventListener calls on document and window while `run` runs. */
async function listenerBalance(run: () => Promise<void>): Promise<Listener[]> {
  const live: Listener[] = [];
  const targets = [document, window, document.documentElement] as EventTarget[];
  // The originals are called with their target again (`.call(target, …)`) when restored.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const originals = targets.map((target) => [target.addEventListener, target.removeEventListener] as const);
  targets.forEach((target, i) => {
    target.addEventListener = function (type: string, listener: unknown, options?: unknown) {
      live.push([target, type, listener]);
      return originals[i]![0].call(this, type, listener as EventListener, options as AddEventListenerOptions);
    };
    target.removeEventListener = function (type: string, listener: unknown, options?: unknown) {
      const index = live.findIndex(([t, ty, l]) => t === target && ty === type && l === listener);
      if (index >= 0) live.splice(index, 1);
      return originals[i]![1].call(this, type, listener as EventListener, options as EventListenerOptions);
    };
  });
  try {
    await run();
  } finally {
    targets.forEach((target, i) => {
      target.addEventListener = originals[i]![0];
      target.removeEventListener = originals[i]![1];
    });
  }
  return live;
}

describe('no listeners or observers left after removal', () => {
  it('stops the shared language observer when the last board leaves', async () => {
    const before = languageWatch();
    expect(before).to.deep.equal({ listeners: 0, observing: false });
    const container = await fixture(html`<div><gonnect-board></gonnect-board><connect6-board></connect6-board></div>`);
    expect(languageWatch()).to.deep.equal({ listeners: 2, observing: true });
    container.firstElementChild!.remove();
    expect(languageWatch()).to.deep.equal({ listeners: 1, observing: true });
    container.remove();
    expect(languageWatch()).to.deep.equal({ listeners: 0, observing: false });
  });

  it('leaves no listener on document or window after use and removal', async () => {
    const live = await listenerBalance(async () => {
      const container = await fixture<HTMLElement>(
        html`<div><gonnect-board size="9"></gonnect-board><connect6-board size="9" show-rules></connect6-board></div>`,
      );
      const [gonnect, connect6] = [...container.children] as Board[];
      // The fixture waits for the container; the boards draw once their code is there (the rule panel's).
      await Promise.all([gonnect!.updateComplete, connect6!.updateComplete]);
      await clickPoint(gonnect!, 'E5');
      await clickPoint(connect6!, 'D4');
      gonnect!.setAttribute('lang', 'ru');
      container.remove();
    });
    expect(live.map(([, type]) => type)).to.deep.equal([]);
  });

  it('comes back to life when a board is moved to another place', async () => {
    const container = await fixture(
      html`<div lang="es"><gonnect-board></gonnect-board></div>
        <div lang="ru"></div>`,
    );
    const board = container.querySelector('gonnect-board')!;
    const target = container.nextElementSibling!;
    target.append(board);
    await board.updateComplete;
    expect(languageWatch().listeners).to.equal(1);
    expect(board.shadowRoot!.querySelector('.turn')!.textContent).to.equal('Ход чёрных');
  });
});
