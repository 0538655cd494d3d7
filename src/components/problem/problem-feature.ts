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
import type { NodeNotes } from '../core/move-tree.js';

/** The mode's code, and the English words of tasks and verdicts. */
export const problemChunk = chunk('problem', () => import('./problem-mode.js'));

export class ProblemFeature implements BoardFeature {
  private mode: ProblemMode | null = null;
  /** The mode's code on its way (from the first `goal`). */
  private loading?: Promise<unknown>;

  constructor(private readonly host: FeatureHost) {}

  /** The root notes of the last record problem read (a problem set's entry brings its own). */
  private notes?: NodeNotes;

  /** The problem is read again with a new game from the attributes or a record's problem, or a change of its own attributes. */
  read(changed: ReadonlyMap<PropertyKey, unknown>, fresh: boolean): void {
    const { notes } = this.host.session.tree;
    // A record's problem came, or went (another record, another entry of a set).
    const posed = notes !== this.notes && (notes.goal !== undefined || this.notes !== undefined);
    if (posed) this.notes = notes.goal === undefined ? undefined : notes;
    if (posed || fresh || ['goal', 'within', 'solution', 'edit'].some((name) => changed.has(name))) this.configure();
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

  /** Whether the problem is being solved (not yet solved, failed or shown): the threats wait, they could give the answer away. */
  asking(): boolean {
    return this.mode ? this.mode.open : this.arriving;
  }

  /** Whether a move on the board must wait (the board is judging). */
  holdsInput(): boolean {
    return this.mode?.holdsInput() ?? false;
  }

  /** Whether the mode's code is on its way (from the first `goal`): `updateComplete` waits for it. */
  pending(): boolean {
    return this.arriving;
  }

  private arriving = false;

  /** The check of the problem posed (see `checkProblem()`); rejects when there is none. */
  async check(): Promise<ProblemCheck> {
    await this.loading;
    await this.host.load(problemChunk, true); // its words come with it
    const checked = this.mode?.checked;
    if (!checked) throw new Error(this.host.t('task.none'));
    return checked;
  }

  /** The problem's attributes, else what the record's problem says (GOAL, WITHIN, its lines). */
  private get values(): ProblemValues {
    const { goal, within, solution, edit } = this.host.values;
    const notes = this.host.session.tree.notes;
    // In the editor the problem is the editor's to check, not the board's to pose.
    if (edit) return { goal: undefined, within: undefined, solution: undefined };
    return { goal: goal ?? notes.goal, within: within ?? notes.within, solution: solution ?? notes.solution };
  }

  /** Reads the problem (after the game is set up); the first `goal` loads the mode. */
  private configure(): void {
    const values = this.values;
    if (this.mode) return this.mode.configure(values);
    if (values.goal === null || values.goal === undefined || values.goal === '') return;
    this.arriving = true;
    this.loading = this.host.load(problemChunk, true).then((module) => {
      this.arriving = false;
      if (module) {
        this.mode ??= new module.ProblemMode(this.host);
        this.mode.configure(this.values);
      }
      this.host.requestUpdate();
    });
  }
}

export const problem = (host: FeatureHost) => new ProblemFeature(host);
