/**
 * The rule panel: the rule text of the board's game in the board's language, with its
 * figures drawn as small read-only boards of the same element. The text is loaded on
 * first opening (each language is its own chunk, see src/rules/rules-text.ts) and again
 * when the language changes; a load that a newer one has overtaken is dropped. Every
 * string is bound as text and every figure attribute as an attribute value, never as HTML.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { Translate } from '../i18n/i18n.js';
import type { GameId } from '../rules/figures.js';
import { rulesText, type RulesFigure, type RulesSection, type RulesText } from '../rules/rules-text.js';
import type { ToolButton } from './panels.js';

/** The panel's id in the board's shadow root (the Rules button's `aria-controls`). */
export const RULES_ID = 'rules';

/** What the panel reads from its board. */
export interface RulesBoard {
  /** Whether the panel shows (`show-rules`, or `view="rules"`). */
  open(): boolean;
  /** Whether it is the whole element (`view="rules"`): no height limit, no scrolling. */
  page(): boolean;
  game(): GameId;
  /** The board's language: `'es'`. */
  language(): string;
}

/** Loads the text; {@link rulesText} unless a test gives another. */
export type RulesLoader = (game: GameId, lang: string) => Promise<RulesText>;

export class RulesPanel implements ReactiveController {
  /** The game and language of the text shown or being loaded: `'gonnect es'`. */
  private key = '';
  private text: RulesText | null = null;
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
    this.text = null;
    this.failed = false;
    this.load(game, this.board.language()).then(
      (text) => this.handleLoad(key, text),
      () => this.handleLoad(key, null),
    );
  }

  private handleLoad(key: string, text: RulesText | null): void {
    if (key !== this.key) return;
    this.text = text;
    this.failed = !text;
    this.host.requestUpdate();
  }

  /** The toolbar's Rules toggle. */
  button(t: Translate, handler: () => void): ToolButton {
    return { name: 'rules', label: t('rules'), expanded: this.board.open(), controls: RULES_ID, handler };
  }

  /** The region: heading, then the text (or a short note while it loads). */
  render(t: Translate): TemplateResult {
    const { text, failed } = this;
    const page = this.board.page();
    const heading = t('rulesPanel.heading', { game: text?.title ?? t(`game.${this.board.game()}`) });
    const body = text
      ? guard([text], () => rulesBody(text))
      : html`<p class="rules-note">${t(failed ? 'rulesPanel.failed' : 'rulesPanel.loading')}</p>`;
    const region = html`<section
      part="rules"
      id=${RULES_ID}
      class=${page ? 'rules page' : 'rules'}
      lang=${this.board.language()}
      aria-labelledby="rules-heading"
      aria-busy=${text || failed ? nothing : 'true'}
      tabindex=${page ? nothing : '0'}
    >
      <h2 id="rules-heading">${heading}</h2>
      ${body}
    </section>`;
    return page ? region : html`<div class="rules-frame">${region}</div>`;
  }
}

/** The summary and every section. */
function rulesBody(text: RulesText): TemplateResult {
  return html`<p class="summary">${text.summary}</p>
    ${text.sections.map((section) => rulesSection(section, text.lang))}`;
}

function rulesSection(section: RulesSection, lang: string): TemplateResult {
  const { heading, paragraphs, items, figures } = section;
  return html`<section class="rules-section">
    <h3>${heading}</h3>
    ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
    ${items.length ? html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>` : nothing}
    ${figures.length ? html`<div class="figures">${figures.map((figure) => rulesFigure(figure, lang))}</div>` : nothing}
  </section>`;
}

/** A figure: the board element itself, read-only, with its caption. */
function rulesFigure(figure: RulesFigure, lang: string): TemplateResult {
  const size = String(figure.size);
  const { black, white } = figure;
  const marks = figure.marks ?? '';
  const moves = figure.moves ?? '';
  const toPlay = figure.toPlay ?? nothing;
  const board =
    figure.game === 'gonnect'
      ? html`<gonnect-board class="diagram" readonly lang=${lang} size=${size} black=${black} white=${white}
          marks=${marks} moves=${moves} to-play=${toPlay}></gonnect-board>`
      : html`<connect6-board class="diagram" readonly lang=${lang} size=${size} black=${black} white=${white}
          marks=${marks} moves=${moves} to-play=${toPlay}></connect6-board>`;
  return html`<figure data-figure=${figure.id}>${board}<figcaption>${figure.caption}</figcaption></figure>`;
}
