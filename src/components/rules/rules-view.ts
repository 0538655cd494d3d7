/**
 * The rule panel's text and look, loaded with the rule text when a panel first opens
 * (its own chunk: pages that never open the rules never download it). Every string is
 * bound as text and every figure attribute as an attribute value, never as HTML.
 *
 * The look: a readable column of text (about 68 characters a line,
 * airy line height, headings a step apart), scrolling below the board within a height
 * tied to the board's width (the board is square), or the whole element in
 * `view="rules"`. The frame is a size container so that `100cqi` in the panel is the
 * board's size (the board is as tall as the element is wide). The figures are small
 * read-only boards (just the board: no status line, no Rules button) with their
 * captions under them, each at least as wide as its coordinates need to be drawn
 * (core/label-fit.ts: 14rem up to 8×8, then about 1.5rem more a line, 22rem for 13×13),
 * since captions, hints and messages name points by them; a column narrower than that
 * still shrinks them (the CSS comments would ship inside the bundle, so the notes live here).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { RulesFigure, RulesSection, RulesText } from '../../rules/rules-text.js';

export { rulesText } from '../../rules/rules-text.js';

export const rulesStyles = css`
  .rules-frame {
    container-type: inline-size;
    margin-top: 0.75em;
  }
  .rules {
    line-height: 1.55;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  .rules-frame .rules {
    box-sizing: border-box;
    max-height: var(--rules-max-height, max(14rem, min(100cqi, 85vh)));
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 0 0.75em 0.5em 0.25em;
    border-top: 1px solid color-mix(in srgb, currentColor 30%, transparent);
  }
  .rules:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .rules > * {
    max-width: 68ch;
  }
  .rules h2 {
    font-size: 1.3em;
    line-height: 1.25;
    margin: 0.6em 0 0.3em;
  }
  .rules h3 {
    font-size: 1.08em;
    line-height: 1.3;
    margin: 1.3em 0 0.35em;
  }
  .rules p,
  .rules ul {
    margin: 0 0 0.65em;
  }
  .rules .summary {
    font-size: 1.06em;
  }
  .rules ul {
    padding-inline-start: 1.4em;
  }
  .rules li + li {
    margin-top: 0.3em;
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 1em 1.5em;
    margin: 0.9em 0 1.1em;
  }
  figure {
    flex: 0 1 var(--_figure-width, 14rem);
    max-width: var(--_figure-width, 14rem);
    margin: 0;
  }
  figure[data-size='9'] {
    --_figure-width: 16rem;
  }
  figure[data-size='10'] {
    --_figure-width: 17.5rem;
  }
  figure[data-size='11'] {
    --_figure-width: 19rem;
  }
  figure[data-size='12'] {
    --_figure-width: 20.5rem;
  }
  figure[data-size='13'] {
    --_figure-width: 22rem;
  }
  .diagram {
    font-size: 0.85em;
  }
  figcaption {
    font-size: 0.9em;
    line-height: 1.45;
    margin-top: 0.4em;
  }
`;

/** The summary and every section. */
export function rulesBody(text: RulesText): TemplateResult {
  return html`<p class="summary">${text.summary}</p>
    ${text.sections.map((section) => rulesSection(section, text.lang))}`;
}

function rulesSection(section: RulesSection, lang: string): TemplateResult {
  const { heading, paragraphs, items, figures } = section;
  return html`<section class="rules-section">
    <h3>${heading}</h3>
    ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
    ${
      items.length
        ? html`<ul>
            ${items.map((item) => html`<li>${item}</li>`)}
          </ul>`
        : nothing
    }
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
  // Two templates alike but for the tag: a tag cannot be a binding (lit/static-html could,
  // but the build's template minifier cannot parse it).
  const board =
    figure.game === 'gonnect'
      ? html`<gonnect-board
          class="diagram"
          readonly
          lang=${lang}
          size=${size}
          black=${black}
          white=${white}
          marks=${marks}
          moves=${moves}
          to-play=${toPlay}
        ></gonnect-board>`
      : html`<connect6-board
          class="diagram"
          readonly
          lang=${lang}
          size=${size}
          black=${black}
          white=${white}
          marks=${marks}
          moves=${moves}
          to-play=${toPlay}
        ></connect6-board>`;
  return html`<figure data-figure=${figure.id} data-size=${size}>
    ${board}
    <figcaption>${figure.caption}</figcaption>
  </figure>`;
}
