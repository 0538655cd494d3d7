/**
 * Every chunk a board loads on first use (a feature's code, the messages' table) is a
 * {@link Chunk}: loaded once for every board with the English words it shows (the part of
 * the UI strings embed.js leaves out, src/i18n/i18n.ts), and its styles, which the
 * feature adds to each board that uses it. Failure has one policy, kept by the board
 * (`ChunkLoads` below, one for each board): the board says once, in its language, that the part could not
 * be loaded, and tries again at the next need (the next change of the game, or the
 * reader's next press of the button that needs it), never in a loop.
 */
import { loadLaterStrings } from '../../i18n/i18n.js';
import { loadOnce } from '../../load-once.js';

export class Chunk<T> {
  /** The module once loaded (null before, and while it cannot be loaded). */
  module: T | null = null;

  /**
   * `name` says which feature it is (`'computer'`); `importer` is its `import()`; `words`:
   * whether its words load alongside (true for all but data).
   */
  constructor(
    readonly name: string,
    private readonly importer: () => Promise<T>,
    readonly words = true,
  ) {}

  /** Loads the chunk (once; after a failure, again). */
  load(): Promise<T> {
    return this.loader();
  }

  private readonly loader = loadOnce(async () => {
    const [module] = await Promise.all([this.importer(), this.words ? loadLaterStrings() : undefined]);
    this.module = module;
    return module;
  });
}

/** What the failure policy needs of a board: its game's revision, and a way to say something. */
interface Speaker {
  readonly revision: number;
  say(key: string): void;
}

/**
 * One board's loads under the one failure policy: a chunk that cannot be loaded is said
 * once (`ui.unavailable.<name>`, and the cause logged once) until it loads, and tried again
 * at the next need: the next change of the game (a new revision), or at once when `asked`
 * (the reader pressed the button that needs it). Never in a loop.
 */
export class ChunkLoads {
  /** The game's revision when each chunk last failed to load. */
  private readonly failedAt = new Map<Chunk<unknown>, number>();
  /** The chunks whose failure the board has said since they last loaded. */
  private readonly said = new Set<Chunk<unknown>>();

  constructor(private readonly board: Speaker) {}

  /** The chunk's module, or null when it could not be loaded (said as above). */
  async load<T>(chunk: Chunk<T>, asked = false): Promise<T | null> {
    const key = chunk as Chunk<unknown>;
    if (!asked && this.failedAt.get(key) === this.board.revision) return null;
    try {
      const module = await chunk.load();
      this.failedAt.delete(key);
      this.said.delete(key);
      return module;
    } catch (error) {
      this.failedAt.set(key, this.board.revision);
      if (asked || !this.said.has(key)) {
        this.said.add(key);
        this.board.say(`unavailable.${chunk.name}`);
        console.error(error);
      }
      return null;
    }
  }
}

/** Every chunk by name, for the test that makes each fail once (test/components/features.test.ts). */
export const CHUNKS = new Map<string, Chunk<unknown>>();

/** A chunk of the embed: `const view = chunk('replay', () => import('./replay-view.js'))`. */
export function chunk<T>(name: string, importer: () => Promise<T>, words = true): Chunk<T> {
  const made = new Chunk(name, importer, words);
  CHUNKS.set(name, made as Chunk<unknown>);
  return made;
}

/**
 * The computer player's worker client (src/ai/browser.ts, with the search inlined as a
 * worker), which both the computer player and the problem judge load on first use. It is
 * declared here, in embed.js, rather than in either feature: a declaration the two lazy
 * chunks shared would be a chunk of its own, one more request before the first search.
 */
export const aiChunk = chunk('ai', () => import('../../ai/browser.js'), false);
