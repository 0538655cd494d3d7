/**
 * The rule panel, the slot in embed.js: the Rules button, `show-rules` and `view="rules"`.
 * The panel's code and layout (rules-panel.ts, rules-view.ts) and its English words load
 * when a board first opens it, and the board's drawing waits for them ({@link ready}), so
 * the panel opens in one go. A board whose panel is never opened carries only this file
 * and the Rules button.
 */
import { nothing } from 'lit';
import type { Translate } from '../../i18n/i18n.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';
import type { ToolButton } from '../core/panels.js';
import type { RulesBoard, RulesPanel } from './rules-panel.js';

/** The panel's id in the board's shadow root (the Rules button's `aria-controls`). */
export const RULES_ID = 'rules';

/** The panel's code, with its words. */
export const rulesChunk = chunk('rules', () => import('./rules-panel.js'));

export class RulesFeature implements BoardFeature {
  private panel: RulesPanel | null = null;
  /** Whether the reader just opened the panel with its button (a load that failed is tried again at once). */
  private asked = false;
  private readonly board: RulesBoard;

  constructor(private readonly host: FeatureHost) {
    this.board = {
      open: () => Boolean(host.values.showRules) || host.values.view === 'rules',
      page: () => host.values.view === 'rules',
      game: () => host.descriptor.kind,
      language: () => host.lang,
    };
  }

  /** The panel's load, when the panel is open and its code is not there yet. */
  ready(): Promise<void> | undefined {
    return this.panel || !this.board.open() ? undefined : this.load();
  }

  private async load(): Promise<void> {
    const module = await this.host.load(rulesChunk, this.asked);
    this.asked = false;
    // A controller of the board from now on: it loads the text before each update that needs it.
    if (module) this.panel ??= new module.RulesPanel(this.host, this.board);
  }

  /** The toolbar's Rules toggle. */
  buttons(t: Translate): ToolButton[] {
    const handler = () => {
      this.asked = !this.host.values.showRules;
      this.host.setRulesShown(!this.host.values.showRules);
    };
    return [{ name: 'rules', label: t('rules'), rare: true, expanded: this.board.open(), controls: RULES_ID, handler }];
  }

  replacesBoard(): boolean {
    return this.board.page();
  }

  /**
   * The open panel. A panel opened while an update was already past its wait draws at the
   * next one; while its code cannot be loaded there is none (the board said so), and the
   * board's next need asks again.
   */
  render(t: Translate): unknown {
    if (!this.board.open()) return nothing;
    if (this.panel) return this.panel.render(t, RULES_ID);
    void this.load().then(() => {
      if (this.panel) this.host.requestUpdate();
    });
    return nothing;
  }
}

export const rules = (host: FeatureHost) => new RulesFeature(host);
