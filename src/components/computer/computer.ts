/**
 * The computer player of a board, as a Lit controller. When the side to move is the
 * computer's, it asks an {@link AiClient} (a Web Worker; its code is a chunk of its own,
 * loaded on first use) for a move and plays it through the game session's one write
 * path, so the move fires the same events as a person's. Any change of the position or
 * of the `computer`, `level` and `readonly` attributes, and removing the board, cancel
 * the search.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AiClient, ClientOptions } from '../../ai/client.js';
import type { AiGame, Level } from '../../ai/index.js';
import type { BoardGame } from '../../engine/game.js';
import type { Color } from '../../engine/types.js';
import type { GameSession } from '../core/session.js';
import type { ComputerSettings } from '../core/players.js';
import { aiChunk } from '../core/loader.js';

export type { ComputerSettings };

/**
 * What the board needs of a client (an {@link AiClient} fits; tests pass fakes). The
 * Hint button also asks it to `analyze`; a fake that leaves it out gives no hint.
 */
export type ComputerClient = Pick<AiClient, 'choose' | 'dispose'> & Partial<Pick<AiClient, 'analyze'>>;

/**
 * The colours the computer plays now. It keeps its seat through a Gonnect swap: the
 * second player (`white`) plays Black after taking the pie.
 */
export function computerColors(seat: string | undefined, game: BoardGame): Color[] {
  if (seat === 'both') return ['black', 'white'];
  if (seat !== 'black' && seat !== 'white') return [];
  const swapped = (game as { swapped?: boolean }).swapped === true;
  return [swapped === (seat === 'black') ? 'white' : 'black'];
}

/** The colour of the last stone placed, or null (no move, or a swap). */
function lastColor(game: BoardGame): Color | null {
  const last = game.moves.at(-1);
  return last && last !== 'swap' ? game.at(last) : null;
}

export class BoardComputer implements ReactiveController {
  /** Makes the client: the inline worker of `ai/browser.ts`, loaded on first use. Tests replace it. */
  static createClient: () => Promise<ComputerClient> = async () => (await aiChunk.load()).createAiClient();
  /** Search options added to the level's (tests: `{ iterations: 40, seed: 1 }`). */
  static searchOptions: Omit<ClientOptions, 'signal'> = {};
  /** Pause before each move when the computer plays both sides, so people can follow (ms). */
  static pauseMs = 300;

  /** The board's settings (the board sets them before each update). */
  settings: ComputerSettings = { seat: undefined, level: undefined, active: false };
  private client?: Promise<ComputerClient>;
  private search?: AbortController;
  private key = '';
  private failedKey = '';
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly session: GameSession,
  ) {
    host.addController(this);
  }

  /** Whether it is the computer's turn now: the board says so and holds input. */
  get thinking(): boolean {
    if (!this.connected || !this.settings.active) return false;
    const game = this.session.game;
    const seat = this.settings.seat;
    // It waits while the reader looks at an earlier position of the game.
    if (game.result || !this.session.atEnd || this.failedKey === this.currentKey()) return false;
    // A game the computer plays alone is capped: without passes, a long ko cycle could go on forever.
    if (seat === 'both' && game.moves.length >= 3 * game.size ** 2) return false;
    return computerColors(seat, game).includes(game.toPlay);
  }

  /** Whether a move made on the board must wait (the computer's turn); if so, the board says so. */
  holdsInput(): boolean {
    const held = this.thinking;
    if (held) this.session.say('computer.wait');
    return held;
  }

  /**
   * How many moves Undo takes back: the computer's moves and the person's last turn, so
   * that the person is to move again (one move when the computer plays no side or both).
   */
  undoSteps(): number {
    const game = this.session.game.clone();
    const seat = this.settings.seat;
    if (!game.moves.length) return 0;
    if (seat !== 'black' && seat !== 'white') return 1;
    let steps = 0;
    do {
      game.undo();
      steps++;
    } while (game.moves.length && (computerColors(seat, game).includes(game.toPlay) || lastColor(game) === game.toPlay));
    return steps;
  }

  hostConnected(): void {
    this.connected = true;
    this.key = '';
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stop();
    this.client?.then(
      (client) => client.dispose(),
      () => undefined,
    );
  }

  /** After each update: a new position or new settings cancel the search, and the computer's turn starts one. */
  hostUpdated(): void {
    const key = this.currentKey();
    if (key === this.key) return;
    this.stop();
    this.key = key;
    if (this.thinking) void this.think(key);
  }

  /** The client, made on first use: the computer's moves and the Hint button's analysis (hint-search.ts) share its worker. */
  shared(): Promise<ComputerClient> {
    return (this.client ??= BoardComputer.createClient());
  }

  /** Forgets a client that failed (its chunk did not load, its worker died): the next search makes a new one. */
  discardClient(): void {
    this.client?.then(
      (client) => client.dispose(),
      () => undefined,
    );
    this.client = undefined;
  }

  /** The `level` attribute when it is a level, else 3. */
  get level(): Level {
    const level = this.settings.level as Level;
    return level >= 1 && level <= 5 && Number.isInteger(level) ? level : 3;
  }

  private currentKey(): string {
    const { seat, level, active } = this.settings;
    return `${this.session.revision} ${seat} ${level} ${active} ${this.connected}`;
  }

  private stop(): void {
    this.search?.abort();
    this.search = undefined;
  }

  private async think(key: string): Promise<void> {
    const { signal } = (this.search = new AbortController());
    try {
      if (this.settings.seat === 'both') await new Promise((resolve) => setTimeout(resolve, BoardComputer.pauseMs));
      if (signal.aborted) return;
      const client = await this.shared();
      const options = { level: this.level, ...BoardComputer.searchOptions, signal };
      const move = await client.choose(this.session.game as AiGame, options);
      if (!signal.aborted && key === this.currentKey())
        this.session.change(move === 'swap' ? { kind: 'swap' } : { kind: 'play', point: move }, true);
    } catch (error) {
      if (signal.aborted || (error as Error)?.name === 'AbortError') return;
      this.discardClient();
      this.failedKey = key;
      this.session.say('computer.failed');
      console.error(error);
    }
  }
}
