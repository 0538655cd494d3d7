// Big, endless, truncated, deeply nested and illegal records and links, as a hostile page
// writes them (issue 35, points 4 and 8): each is read without holding the page (no task
// over 200 ms) and refused with a message that names the node or move, or the limit.
// The page's tasks are measured two ways: a heartbeat (a timer every 10 ms; a gap is a task
// that held the page), in every browser, and where the browser has them (Chromium) the
// Long Tasks API's entries. The bound is behavioural, as the issue asks; 200 ms is four
// times the long-task threshold, room for a loaded test machine. A stall can also be the
// machine's (a busy host, the browser collecting garbage): a run that shows one is made
// again on a fresh board, and that run is the answer (`onFreshBoard`). A long task of the
// board's own comes back every time: the step that copied 90,000 variations at once held
// the page 500 ms in both runs.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import { READING } from '../../src/components/records/record-reading.js';
import { MAX_RECORD_LENGTH, MAX_RECORD_NODES } from '../../src/records/index.js';
import { errorText, textOf, type Board } from './helpers.js';

const LIMIT_MS = 200;

/** Watches the page's main thread while `run` and what it starts go on; returns the longest stalls seen, in ms. */
async function stalls(run: () => Promise<void>): Promise<number[]> {
  const long: number[] = [];
  const observer = PerformanceObserver.supportedEntryTypes.includes('longtask')
    ? new PerformanceObserver((list) => list.getEntries().forEach((entry) => long.push(entry.duration)))
    : null;
  observer?.observe({ type: 'longtask' });
  let last = performance.now();
  const beat = setInterval(() => {
    const now = performance.now();
    long.push(now - last - 10);
    last = now;
  }, 10);
  try {
    await run();
  } finally {
    clearInterval(beat);
    // The observer's entries come in a task of their own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer?.disconnect();
  }
  return long.filter((ms) => ms > LIMIT_MS);
}

/**
 * Makes a board with `make` and watches it do `run` (see `stalls`); when a stall over 200 ms
 * is seen, does it all once more on a new board. Returns the last board and its stalls.
 */
async function onFreshBoard<E>(make: () => Promise<E>, run: (el: E) => Promise<void>): Promise<{ el: E; seen: number[] }> {
  let el = await make();
  let seen = await stalls(() => run(el));
  if (seen.length > 0) {
    el = await make();
    seen = await stalls(() => run(el));
  }
  return { el, seen };
}

async function errorShown(el: Element, timeout = 60_000): Promise<string> {
  await waitUntil(() => errorText(el) !== '', 'no message', { timeout, interval: 20 });
  return errorText(el);
}

const gonnect = (body: string) => `(;FF[4]GM[1]RU[Gonnect]SZ[9]${body})`;

describe('big input: record', function () {
  this.timeout(120_000);

  it('a 5 MB record is refused at once as over a megabyte, and the game stays', async () => {
    const text = gonnect(';'.repeat(5_000_000));
    const { el, seen } = await onFreshBoard(
      () => fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5"></gonnect-board>`),
      async (el) => {
        el.record = text;
        expect(await errorShown(el)).to.equal('The "record" attribute: it is longer than a megabyte, the most a board reads.');
      },
    );
    expect(seen, 'tasks over 200 ms').to.deep.equal([]);
    expect(el.game.moves).to.deep.equal(['E5']);
  });

  it('more nodes than a board reads: refused naming the first node past the limit, without holding the page', async () => {
    const text = gonnect(`;B[ee]${';'.repeat(MAX_RECORD_NODES)}`);
    expect(text.length).to.be.below(MAX_RECORD_LENGTH);
    const { el, seen } = await onFreshBoard(
      () => fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9"></gonnect-board>`),
      async (el) => {
        el.record = text;
        expect(await errorShown(el)).to.equal(
          `The "record" attribute: node ${MAX_RECORD_NODES + 1} is past the limit: a board reads at most ${MAX_RECORD_NODES} nodes of a record.`,
        );
      },
    );
    expect(seen, 'tasks over 200 ms').to.deep.equal([]);
    expect(el.game.moves).to.deep.equal([]);
  });

  it('a record just under the node limit loads (no stack overflow), without holding the page', async () => {
    const errors: unknown[] = [];
    const caught = (event: ErrorEvent | PromiseRejectionEvent) => errors.push('error' in event ? event.error : event.reason);
    window.addEventListener('error', caught);
    window.addEventListener('unhandledrejection', caught);
    const { el, seen } = await onFreshBoard(
      () => fixture<GonnectBoard>(html`<gonnect-board lang="en"></gonnect-board>`),
      async (el) => {
        el.record = gonnect(`;B[ee];C[a comment]${';'.repeat(MAX_RECORD_NODES - 4)};W[cc]`);
        await waitUntil(() => el.game.moves.length === 2, 'the record was not loaded', { timeout: 60_000, interval: 20 });
        await el.updateComplete;
      },
    );
    window.removeEventListener('error', caught);
    window.removeEventListener('unhandledrejection', caught);
    expect(errors).to.deep.equal([]);
    expect(el.game.moves).to.deep.equal(['E5', 'C7']);
    expect(errorText(el)).to.equal('');
    expect(seen, 'tasks over 200 ms').to.deep.equal([]);
  });

  it('variations nested 40,000 deep load without recursion and without holding the page', async () => {
    const depth = 40_000;
    const { el, seen } = await onFreshBoard(
      () => fixture<GonnectBoard>(html`<gonnect-board lang="en"></gonnect-board>`),
      async (el) => {
        el.record = gonnect(`;B[ee]${'(;'.repeat(depth)}${')'.repeat(depth)}(;W[cc])`);
        await waitUntil(() => el.game.moves.length === 1, 'the record was not loaded', { timeout: 60_000, interval: 20 });
        await el.updateComplete;
      },
    );
    expect(errorText(el)).to.equal('');
    expect(seen, 'tasks over 200 ms').to.deep.equal([]);
  });

  it('a move with 90,000 variations loads without holding the page', async () => {
    const { el, seen } = await onFreshBoard(
      () => fixture<GonnectBoard>(html`<gonnect-board lang="en"></gonnect-board>`),
      async (el) => {
        el.record = gonnect(`;B[ee]${'(;W[cc])'.repeat(90_000)}`);
        await waitUntil(() => el.game.moves.length === 2, 'the record was not loaded', { timeout: 60_000, interval: 20 });
        await el.updateComplete;
      },
    );
    expect(errorText(el)).to.equal('');
    expect(seen, 'tasks over 200 ms').to.deep.equal([]);
  });

  it('a comment of nearly a megabyte is shown cut, kept whole, without holding the page', async () => {
    const long = 'word '.repeat(180_000).trim();
    const { el, seen } = await onFreshBoard(
      () => fixture<GonnectBoard>(html`<gonnect-board lang="en"></gonnect-board>`),
      async (el) => {
        el.record = gonnect(`;B[ee]C[${long}]`);
        await el.updateComplete;
      },
    );
    expect(el.comment).to.equal(long);
    const shown = el.shadowRoot!.querySelector('[part="comment"]')!.textContent!;
    expect(shown.length).to.equal(10_001);
    expect(shown.endsWith('…')).to.equal(true);
    expect(seen, 'tasks over 200 ms').to.deep.equal([]);
  });

  it('a Connect6 turn of nearly a megabyte is refused naming the turn, without holding the page', async () => {
    const { el, seen } = await onFreshBoard(
      () => fixture<Connect6Board>(html`<connect6-board lang="en"></connect6-board>`),
      async (el) => {
        el.record = `(;FF[4];B[j10];W[${'j9'.repeat(450_000)}])`;
        expect(await errorShown(el)).to.match(/^The "record" attribute: .*turn 2/);
      },
    );
    expect(seen, 'tasks over 200 ms').to.deep.equal([]);
    expect(el.game.moves).to.deep.equal([]);
  });

  it('an illegal move is refused with its number, and a truncated record as unreadable', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9"></gonnect-board>`);
    el.record = gonnect(';B[ee];W[cc];B[ee]');
    expect(await errorShown(el)).to.contain('move 3');
    el.record = gonnect(';B[ee];W[c').slice(0, -1);
    await waitUntil(() => errorText(el).includes('cannot be read'), 'the truncated record was not refused');
    expect(el.game.moves).to.deep.equal([]);
  });
});

describe('big input: src', function () {
  this.timeout(60_000);
  const original = window.fetch.bind(window);
  const wait = READING.wait;
  afterEach(() => {
    window.fetch = original;
    READING.wait = wait;
  });

  it('an endless file is read to a megabyte, no further, and refused, without holding the page', async () => {
    let pulled = 0;
    let cancelled = false;
    const chunk = new TextEncoder().encode('garbage '.repeat(8192)); // 64 KB
    window.fetch = () =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            pull(controller) {
              pulled += chunk.byteLength;
              controller.enqueue(chunk);
            },
            cancel() {
              cancelled = true;
            },
          }),
        ),
      );
    const { el, seen } = await onFreshBoard(
      () => {
        // The stream of this board's file, counted afresh.
        pulled = 0;
        cancelled = false;
        return fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5"></gonnect-board>`);
      },
      async (el) => {
        el.src = 'endless.sgf';
        expect(await errorShown(el)).to.equal(
          'The "src" attribute: "endless.sgf" is larger than a megabyte, the most a board reads; the board stopped reading it there.',
        );
      },
    );
    expect(cancelled, 'the stream was cancelled').to.equal(true);
    // The stream may be a few chunks ahead of the reader, never much more than the limit.
    expect(pulled).to.be.below(MAX_RECORD_LENGTH + 8 * chunk.byteLength);
    expect(seen, 'tasks over 200 ms').to.deep.equal([]);
    expect(el.game.moves).to.deep.equal(['E5']);
  });

  it('a file whose Content-Length says 20 MB is refused without reading it', async () => {
    let pulled = 0;
    window.fetch = () =>
      Promise.resolve(
        new Response(new ReadableStream({ pull: (controller) => void (pulled++, controller.enqueue(new Uint8Array(65536))) }), {
          headers: { 'Content-Length': String(20_000_000) },
        }),
      );
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" src="big.sgf"></gonnect-board>`);
    expect(await errorShown(el)).to.contain('"big.sgf" is larger than a megabyte');
    expect(pulled).to.be.below(4);
  });

  it('a file that has not answered says so: loading, then not loaded in time; a later answer is still shown', async () => {
    READING.wait = 400;
    let answer: (response: Response) => void = () => {};
    window.fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    // Not through fixture(): updateComplete waits for the file until the board says it is late.
    const el = document.createElement('gonnect-board');
    el.lang = 'en';
    el.src = 'slow.sgf';
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    await waitUntil(() => textOf(el, '[part="status"]') === 'Loading the record…', 'no loading status');
    expect(errorText(el)).to.equal('');
    expect(await errorShown(el, 5000)).to.equal(
      'The "src" attribute: "slow.sgf" has not answered in time, so it could not be loaded. If it answers later, the board will show it.',
    );
    expect(textOf(el, '[part="status"]')).not.to.contain('Loading');
    // Once the board has said so, updateComplete no longer waits for the file.
    await el.updateComplete;
    answer(new Response(gonnect(';B[ee];W[cc]')));
    await waitUntil(() => el.game.moves.length === 2, 'the late answer was not shown');
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
  });
});

describe('big input: share links', () => {
  const page = location.href.split('#')[0]!;
  afterEach(() => history.replaceState(null, '', page));

  // Browsers take no address much longer (Chromium 2 MB; Firefox refuses 2 MB with a SecurityError): a link can be no longer.
  // Not timed: a task of about 260 ms follows a multi-megabyte address in Chromium whatever the board does with it (the board reads only its entry).
  it('a 900 KB link is refused naming the link, and the game stays', async () => {
    const el: Board = await fixture<GonnectBoard>(html`<gonnect-board lang="en" id="big" size="9" moves="E5"></gonnect-board>`);
    // The browser's own work on a long address is not the board's: the address is set first, then the board hears of it.
    history.replaceState(null, '', `${page}#big=${'A'.repeat(900_000)}`);
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await errorShown(el)).to.match(/^The link in the address: it does not hold a game this board can show\./);
    expect(el.game.moves).to.deep.equal(['E5']);
  });

  it('a truncated link is refused naming the link', async () => {
    history.replaceState(null, '', `${page}#cut=JDBBl`);
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" id="cut" size="9"></gonnect-board>`);
    expect(await errorShown(el)).to.match(/^The link in the address:/);
  });
});
