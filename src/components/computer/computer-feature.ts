/**
 * The computer player and the Hint button, the slot in embed.js: their code (computer.ts,
 * hint.ts, made together by computer-mode.ts) loads when a board first gives the computer
 * a seat or has `hints`, so a board for two people carries only this file. The board's
 * drawing waits for it ({@link ready}), so a board whose computer moves first says so from
 * its first paint. A player whose code cannot be loaded says so, and the board goes on for
 * two people.
 */
import { valueText } from '../../board/values.js';
import { PLAYING_SEATS } from '../../vocabulary.js';
import type { Translate } from '../../i18n/i18n.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';
import type { ToolButton } from '../core/panels.js';
import { computerSettings } from '../core/players.js';
import type { ComputerMode } from './computer-mode.js';

/** The player's code, with its words. */
export const computerChunk = chunk('computer', () => import('./computer-mode.js'));

export class ComputerFeature implements BoardFeature {
  private mode: ComputerMode | null = null;

  constructor(private readonly host: FeatureHost) {}

  /** The player's load, if the board gives the computer a seat or has `hints` and the player is not there yet. */
  ready(): Promise<void> | undefined {
    const { host } = this;
    const seat = valueText(host.values.computer) ?? undefined;
    if (
      this.mode ||
      !host.playable ||
      host.values.edit ||
      !(host.values.hints || (PLAYING_SEATS as readonly string[]).includes(seat ?? ''))
    )
      return undefined;
    return this.load();
  }

  private async load(): Promise<void> {
    const { host } = this;
    const module = await host.load(computerChunk);
    if (module) this.mode ??= module.computerMode(host, host.session, host.view, computerSettings(host));
  }

  /** The board's settings for the computer, before each update. */
  read(): void {
    if (this.mode) this.mode.computer.settings = computerSettings(this.host);
  }

  /** Whether it is the computer's turn now (the board says so). */
  busy(): boolean {
    return this.mode?.computer.thinking ?? false;
  }

  status(t: Translate): string | null {
    return this.busy() ? t(`computer.thinking.${this.host.session.game.toPlay}`) : null;
  }

  /** Whether a move made on the board must wait (the computer's turn); if so, the board says so. */
  holdsInput(): boolean {
    return this.mode?.computer.holdsInput() ?? false;
  }

  /** How many moves Undo takes back (computer.ts); the board's own rule while the computer has no seat. */
  undoSteps(): number | null {
    return this.mode?.computer.undoSteps() ?? null;
  }

  /** The Hint button, once its code is there (a problem has its own Hint, which does not give the move away). */
  buttons(t: Translate): ToolButton[] {
    const { values } = this.host;
    if (!this.mode || values.readonly || !values.hints || values.goal) return [];
    return [this.mode.hint.button(t)];
  }
}

export const computer = (host: FeatureHost) => new ComputerFeature(host);
