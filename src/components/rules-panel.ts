/**
 * The rule panel: the rule text of the board's game in the board's language, with its
 * figures drawn as small read-only boards of the same element. The text, and the code
 * and styles that lay it out (rules-view.ts), load on first opening (each language is a
 * chunk of its own, see src/rules/rules-text.ts), and the text again when the language
 * changes; a load that a newer one has overtaken is dropped. Every string is bound as
 * text, never as HTML.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type ReactiveElement, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { Translate } from '../i18n/i18n.js';
import type { GameKind } from '../vocabulary.js';
import type { RulesText } from '../rules/rules-text.js';
import { addStyles } from './view/adopt.js';
import type { ToolButton } from './view/panels.js';

/** The panel's id in the board's shadow root (the Rules button's `aria-controls`). */
export const RULES_ID = 'rules';

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

type RulesView = typeof import('./view/rules-view.js');
let viewModule: Promise<RulesView> | undefined;
/** The layout code and styles of the text, loaded once for every board. */
const loadView = (): Promise<RulesView> => (viewModule ??= import('./view/rules-view.js'));
const loadText: RulesLoader = async (game, lang) => (await loadView()).rulesText(game, lang);

export class RulesPanel implements ReactiveController {
  /** The game and language of the text shown or being loaded: `'gonnect es'`. */
  private key = '';
  /** The text shown, with the code that lays it out (both arrive together). */
  private shown: { text: RulesText; view: RulesView } | null = null;
  private failed = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: RulesBoard,
    private readonly load: RulesLoader = loadText,
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
    Promise.all([this.load(game, this.board.language()), loadView()]).then(
      ([text, view]) => this.handleLoad(key, { text, view }),
      () => this.handleLoad(key, null),
    );
  }

  private handleLoad(key: string, shown: { text: RulesText; view: RulesView } | null): void {
    if (key !== this.key) return;
    const root = (this.host as Partial<ReactiveElement>).shadowRoot;
    if (shown && root) addStyles(root, shown.view.rulesStyles);
    this.shown = shown;
    this.failed = !shown;
    this.host.requestUpdate();
  }

  /** The toolbar's Rules toggle. */
  button(t: Translate, handler: () => void): ToolButton {
    return { name: 'rules', label: t('rules'), expanded: this.board.open(), controls: RULES_ID, handler };
  }

  /** The region: heading, then the text (or a short note while it loads). */
  render(t: Translate): TemplateResult {
    const { shown, failed } = this;
    const page = this.board.page();
    const heading = t('rulesPanel.heading', { game: shown?.text.title ?? t(`game.${this.board.game()}`) });
    const body = shown
      ? guard([shown.text], () => shown.view.rulesBody(shown.text))
      : html`<p class="rules-note">${t(failed ? 'rulesPanel.failed' : 'rulesPanel.loading')}</p>`;
    const region = html`<section
      part="rules"
      id=${RULES_ID}
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
