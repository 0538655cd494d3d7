/**
 * Problems, the slot in embed.js: `goal`, `within`, `solution`. The mode's code
 * (problem-mode.ts) loads when a board first has a `goal`, so a board without one carries
 * only this file; until it is there the board draws as without a problem.
 */
import type { PlacedMark } from '../../board/attributes.js';
import type { Translate } from '../../i18n/i18n.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';
import type { ToolButton } from '../core/panels.js';
import type { ProblemMode, ProblemValues } from './problem-mode.js';
import type { ProblemCheck } from '../../ai/client.js';

/** The mode's code, and the English words of tasks and verdicts. */
export const problemChunk = chunk('problem', () => import('./problem-mode.js'));

export class ProblemFeature implements BoardFeature {
  private mode: ProblemMode | null = null;
  /** The mode's code on its way (from the first `goal`). */
  private loading?: Promise<unknown>;

  constructor(private readonly host: FeatureHost) {}

  /** The problem is read again with a new game from the attributes, or a change of its own attributes. */
  read(changed: ReadonlyMap<PropertyKey, unknown>, fresh: boolean): void {
    if (fresh || changed.has('goal') || changed.has('within') || changed.has('solution')) this.configure();
  }

  /** The task or the judge's progress for the status line, or null (no problem: the turn shows). */
  status(t: Translate): string | null {
    return this.mode?.statusText(t) ?? null;
  }

  /** Retry, Show solution, Hint (none without a problem). */
  buttons(t: Translate): ToolButton[] {
    return this.mode?.buttons(t) ?? [];
  }

  /** The hint's marks. */
  marks(): PlacedMark[] {
    return this.mode?.marks ?? [];
  }

  /** Whether a move on the board must wait (the board is judging). */
  holdsInput(): boolean {
    return this.mode?.holdsInput() ?? false;
  }

  /** The check of the problem posed (see `checkProblem()`); rejects when there is none. */
  async check(): Promise<ProblemCheck> {
    await this.loading;
    await this.host.load(problemChunk, true); // its words come with it
    const checked = this.mode?.checked;
    if (!checked) throw new Error(this.host.t('task.none'));
    return checked;
  }

  /** Reads the problem's attributes (after the game is set up); the first `goal` loads the mode. */
  private configure(): void {
    const { goal, within, solution } = this.host.values;
    const values: ProblemValues = { goal, within, solution };
    if (this.mode) return this.mode.configure(values);
    if (goal === null || goal === undefined || goal === '') return;
    this.loading = this.host.load(problemChunk, true).then((module) => {
      if (!module) return;
      this.mode ??= new module.ProblemMode(this.host);
      const { goal, within, solution } = this.host.values;
      this.mode.configure({ goal, within, solution });
      this.host.requestUpdate();
    });
  }
}

export const problem = (host: FeatureHost) => new ProblemFeature(host);
