/**
 * The HTML around the board: the attribute error, the status line, the toolbar and the
 * live region (the rules region is in rules-panel.ts). Every string is bound as text,
 * never as HTML. Each panel is rebuilt only when its text changed (a move changes the
 * status, seldom the toolbar, never the errors).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';

/** The attribute errors, in an alert. */
export function errorPanel(messages: string[]): unknown {
  if (!messages.length) return nothing;
  return guard(
    [messages.join('\n')],
    () => html`<div part="error" class="error" role="alert">${messages.map((message) => html`<p>${message}</p>`)}</div>`,
  );
}

/** Whose turn it is or how the game ended, details (captures, stones left) and a refusal. */
export function statusPanel(main: string, details: string[], refusal: string): unknown {
  return guard(
    [main, details.join('\n'), refusal],
    () =>
      html`<div part="status" class="status">
        <span class="turn">${main}</span>
        ${details.map((detail) => html`<span>${detail}</span>`)} ${refusal ? html`<span class="refusal">${refusal}</span>` : nothing}
      </div>`,
  );
}

/** One toolbar button. */
export interface ToolButton {
  /** Its name, also its part: `'undo'`. */
  name: string;
  label: string;
  disabled?: boolean;
  /** A toggle's state and the id of what it opens (the Rules button). */
  expanded?: boolean;
  controls?: string;
  /** A toggle that shows something on the board (Threats): its state, as `aria-pressed`. */
  pressed?: boolean;
  /**
   * A rarer action (new game, share, the rules, downloads): where the toolbar's row is full,
   * it moves into the toolbar's menu; the others always stay in the row.
   */
  rare?: boolean;
  handler: () => void;
}

/** What a toolbar shows: its label and each button's name, label and state (handlers only call the board). */
const toolbarKey = (label: string, buttons: ToolButton[]) =>
  [
    label,
    ...buttons.map(
      ({ name, label, disabled, expanded, controls, pressed, rare }) =>
        `${name} ${label} ${disabled} ${expanded} ${controls} ${pressed} ${rare}`,
    ),
  ].join('\n');

/** The buttons that change the game, and the Rules toggle. */
export function toolbar(label: string, buttons: ToolButton[]): unknown {
  return guard([toolbarKey(label, buttons)], () => toolbarTemplate(label, buttons));
}

function toolbarTemplate(label: string, buttons: ToolButton[]): TemplateResult {
  return html`<div part="toolbar" class="toolbar" role="group" aria-label=${label}>
    ${buttons.map(
      (button) =>
        html`<button
          type="button"
          part="button ${button.name}-button"
          ?disabled=${button.disabled}
          aria-expanded=${button.expanded === undefined ? nothing : String(button.expanded)}
          aria-controls=${button.controls ?? nothing}
          aria-pressed=${button.pressed === undefined ? nothing : String(button.pressed)}
          @click=${button.handler}
        >
          ${button.label}
        </button>`,
    )}
  </div>`;
}

/** The polite live region that announces moves, results and refusals. */
export function liveRegion(text: string): TemplateResult {
  return html`<div class="sr-only" aria-live="polite">${text}</div>`;
}
