/**
 * The HTML around the board: the attribute error, the status line, the toolbar, the
 * rules region and the live region. Every string is bound as text, never as HTML.
 */
import { html, nothing, type TemplateResult } from 'lit';

/** The attribute errors, in an alert. */
export function errorPanel(messages: string[]): TemplateResult | typeof nothing {
  if (!messages.length) return nothing;
  return html`<div part="error" class="error" role="alert">${messages.map((message) => html`<p>${message}</p>`)}</div>`;
}

/** Whose turn it is or how the game ended, details (captures, stones left) and a refusal. */
export function statusPanel(main: string, details: string[], refusal: string): TemplateResult {
  return html`<div part="status" class="status">
    <span class="turn">${main}</span>
    ${details.map((detail) => html`<span>${detail}</span>`)}
    ${refusal ? html`<span class="refusal">${refusal}</span>` : nothing}
  </div>`;
}

/** One toolbar button. */
export interface ToolButton {
  /** Its name, also its part: `'undo'`. */
  name: string;
  label: string;
  disabled?: boolean;
  handler: () => void;
}

/** The buttons that change the game. */
export function toolbar(label: string, buttons: ToolButton[]): TemplateResult {
  return html`<div part="toolbar" class="toolbar" role="group" aria-label=${label}>
    ${buttons.map(
      (button) =>
        html`<button type="button" part="button ${button.name}-button" ?disabled=${button.disabled} @click=${button.handler}>
          ${button.label}
        </button>`,
    )}
  </div>`;
}

/** The rule text region (its text comes with the rules issue; for now its heading). */
export function rulesPanel(heading: string): TemplateResult {
  return html`<section part="rules" class="rules" aria-label=${heading}><h2>${heading}</h2></section>`;
}

/** The polite live region that announces moves, results and refusals. */
export function liveRegion(text: string): TemplateResult {
  return html`<div class="sr-only" aria-live="polite">${text}</div>`;
}
