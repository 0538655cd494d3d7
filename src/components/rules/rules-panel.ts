/**
 * The rule panel, loaded at a board's first opening of it (rules-feature.ts): the rule text
 * of the board's game in the board's language, with its figures drawn as small read-only
 * boards of the same element, laid out by rules-view.ts. The text loads when the panel
 * opens (each language is a chunk of its own, see src/rules/rules-text.ts), and again when
 * the language changes; a load that a newer one has overtaken is dropped. Every string is
 * bound as text, never as HTML.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type ReactiveElement, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { Translate } from '../../i18n/i18n.js';
import type { GameKind } from '../../vocabulary.js';
import type { RulesText } from '../../rules/rules-text.js';
import { addStyles } from '../core/adopt.js';
import { rulesBody, rulesStyles, rulesText } from './rules-view.js';

/** What the panel reads from its board. */
export interface RulesBoard {
  /** Whether the panel shows (`show-rules`, or `view="rules"`). */
  open(): boolean;
  /** Whether it is the whole element (`view="rules"`): no height limit, no scrolling. */
  page(): boolean;
  game(): GameKind;
  /** The board's language: `'es'`. */
  language(): string;
}

/** Loads the text; `rulesText` unless a test gives another. */
export type RulesLoader = (game: GameKind, lang: string) => Promise<RulesText>;

export class RulesPanel implements ReactiveController {
  /** The game and language of the text shown or being loaded: `'gonnect es'`. */
  private key = '';
  /** The text shown. */
  private shown: RulesText | null = null;
  private failed = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: RulesBoard,
    private readonly load: RulesLoader = rulesText,
  ) {
    host.addController(this);
  }

  /** Before each update: starts a load when the open panel needs another game or language. */
  hostUpdate(): void {
    if (!this.board.open()) {
      if (this.failed) this.key = '';
      return;
    }
    const game = this.board.game();
    const key = `${game} ${this.board.language()}`;
    if (key === this.key) return;
    this.key = key;
    this.shown = null;
    this.failed = false;
    this.load(game, this.board.language()).then(
      (text) => this.handleLoad(key, text),
      () => this.handleLoad(key, null),
    );
  }

  private handleLoad(key: string, shown: RulesText | null): void {
    if (key !== this.key) return;
    // A board's feature host gives its shadow root as `root`; a bare controller host may be the element itself.
    const host = this.host as Partial<ReactiveElement> & { root?: ShadowRoot | null };
    const root = host.root ?? host.shadowRoot;
    if (shown && root) addStyles(root, rulesStyles);
    this.shown = shown;
    this.failed = !shown;
    this.host.requestUpdate();
  }

  /**
   * The region, with the id `id`: heading, then the text (or a short note while it loads).
   * The board gives the id (rules-feature.ts): a value this chunk imported from the module that
   * loads it made Rolldown 1.2.19 split src/vocabulary.ts out of embed.js.
   */
  render(t: Translate, id: string): TemplateResult {
    const { shown, failed } = this;
    const page = this.board.page();
    const heading = t('rulesPanel.heading', { game: shown?.title ?? t(`game.${this.board.game()}`) });
    const body = shown
      ? guard([shown], () => rulesBody(shown))
      : html`<p class="rules-note">${t(failed ? 'rulesPanel.failed' : 'rulesPanel.loading')}</p>`;
    const region = html`<section
      part="rules"
      id=${id}
      class=${page ? 'rules page' : 'rules'}
      lang=${this.board.language()}
      aria-labelledby="rules-heading"
      aria-busy=${shown || failed ? nothing : 'true'}
      tabindex=${page ? nothing : '0'}
    >
      <h2 id="rules-heading">${heading}</h2>
      ${body}
    </section>`;
    return page ? region : html`<div class="rules-frame">${region}</div>`;
  }
}
