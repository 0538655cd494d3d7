// How a long reading pauses between its slices (src/notation/steps.ts): on a page on
// screen, a timer, so that the page's own timers run between the slices in every browser;
// in a hidden page, a message, since a hidden page runs its timers about once a second.
import { expect } from '@open-wc/testing';
import { inSlices, type Steps } from '../../src/notation/steps.js';

/** Work of `steps` steps of `ms` milliseconds each. */
function* busy(steps: number, ms: number): Steps<number> {
  for (let i = 0; i < steps; i++) {
    const end = performance.now() + ms;
    while (performance.now() < end);
    yield;
  }
  return steps;
}

/** Runs `run` while the page says it is `state`. */
async function whilePage(state: DocumentVisibilityState, run: () => Promise<void>): Promise<void> {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  try {
    await run();
  } finally {
    // The page's own getter (on Document.prototype) is back.
    delete (document as { visibilityState?: unknown }).visibilityState;
  }
}

describe('a reading in slices', () => {
  it('on a page on screen, lets the page’s own timers run between its slices', async () => {
    let ticks = 0;
    await whilePage('visible', async () => {
      const beat = setInterval(() => ticks++, 0);
      try {
        // 120 ms of work in slices of 10 ms.
        expect(await inSlices(busy(24, 5), undefined, 10)).to.equal(24);
      } finally {
        clearInterval(beat);
      }
    });
    expect(ticks, 'the page’s timer ran between the slices').to.be.at.least(4);
  });

  it('in a hidden page, pauses on messages, not on timers (which a hidden page runs about once a second)', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'setTimeout')!;
    const timeout = window.setTimeout.bind(window);
    let timers = 0;
    window.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
      timers++;
      return timeout(...args);
    }) as typeof setTimeout;
    try {
      await whilePage('hidden', async () => {
        expect(await inSlices(busy(24, 5), undefined, 10)).to.equal(24);
      });
    } finally {
      Object.defineProperty(window, 'setTimeout', own);
    }
    expect(timers).to.equal(0);
    expect(document.visibilityState).to.equal('visible');
  });
});
