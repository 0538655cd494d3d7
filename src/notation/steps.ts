/**
 * Long work in steps, so that a page stays responsive while a big record is read: a
 * reader is a generator that yields now and then between units of work (a node, a few
 * hundred characters); `finish` runs it to the end at once (Node, the headless API), and
 * `inSlices` runs it in slices of a few milliseconds with a pause between them, so that no
 * task of the page's main thread lasts long. Imports nothing.
 */

/** Work that yields between its steps and returns `T`. */
export type Steps<T> = Generator<void, T, void>;

/** How many units of work (nodes, loop turns) a reader does between two yields: `512`. */
export const STEP = 512;

/** Runs work to its end at once: `finish(sgfSteps(text))`. */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The longest slice of work before a pause, in milliseconds: `25` (a long task is one over 50 ms; a frame is 16 ms). */
export const SLICE_MS = 25;

/**
 * Runs work in slices of about `slice` ms, pausing (a macrotask: the page draws, answers
 * input and runs its timers) between them; stops, rejecting with `signal`'s reason, when
 * `signal` is aborted during a pause.
 */
export async function inSlices<T>(steps: Steps<T>, signal?: AbortSignal, slice = SLICE_MS): Promise<T> {
  let end = performance.now() + slice;
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() < end) continue;
    await pause();
    signal?.throwIfAborted();
    end = performance.now() + slice;
  }
}

/**
 * A macrotask's pause, in which the page draws, answers input and runs its own timers.
 * In a page on screen it is a timer, which comes after every timer already due. A posted
 * message did not always: in Firefox a board's reading of a big record could hold the
 * page's timers until its last slice (test/components/reading-pause.test.ts).
 * Nested timers wait at least 4 ms, against a 25 ms slice. A hidden page runs its timers
 * about once a second, so there, and where there is no page, the pause is a message.
 */
function pause(): Promise<void> {
  const onScreen = typeof document !== 'undefined' && document.visibilityState === 'visible';
  if (onScreen || typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
