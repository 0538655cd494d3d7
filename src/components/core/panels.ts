/**
 * The HTML around the board: the attribute error, the status line, the toolbar and the
 * live region (the rules region is in rules-panel.ts). Every string is bound as text,
 * never as HTML. Each panel is rebuilt only when its text changed (a move changes the
 * status, seldom the toolbar, never the errors).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { toolbarIcon } from './toolbar-icons.js';
import type { ToolbarFit } from './toolbar-layout.js';

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
  /** A longer description, its tooltip (the Download buttons: "Download the game record (SGF)"). */
  title?: string;
  /** A toggle that shows something on the board (Threats): its state, as `aria-pressed`. */
  pressed?: boolean;
  /**
   * A rarer action (new game, share, the rules, downloads): where the toolbar's row is full,
   * it moves into the toolbar's menu; the others always stay in the row.
   */
  rare?: boolean;
  handler: () => void;
}

/** What a toolbar shows: its label, its layout and each button's name, label and state (handlers only call the board). */
const toolbarKey = (label: string, buttons: ToolButton[], menu: ToolbarMenu) =>
  [
    label,
    menu.label,
    menu.open,
    menu.fit.kept,
    menu.fit.icons,
    ...buttons.map(
      ({ name, label, title, disabled, expanded, controls, pressed, rare }) =>
        `${name} ${label} ${title} ${disabled} ${expanded} ${controls} ${pressed} ${rare}`,
    ),
  ].join('\n');

/** The toolbar's More menu: its name, the layout (core/toolbar-layout.ts), whether it is open, and what opens and closes it. */
export interface ToolbarMenu {
  label: string;
  id: string;
  fit: ToolbarFit;
  open: boolean;
  toggle: () => void;
  close: (event?: Event) => void;
}

/**
 * One row of buttons: the common ones, then the rare ones that fit (`menu.fit.kept`), then
 * a More button opening a menu of the others (a disclosure: a group of ordinary buttons).
 */
export function toolbar(label: string, buttons: ToolButton[], menu: ToolbarMenu): unknown {
  return guard([toolbarKey(label, buttons, menu)], () => toolbarTemplate(label, buttons, menu));
}

function toolbarButton(button: ToolButton, afterPress?: () => void): TemplateResult {
  const icon = toolbarIcon(button.name);
  return html`<button
    type="button"
    part="button ${button.name}-button"
    class=${button.rare ? 'rare' : 'common'}
    title=${button.title ?? (icon ? button.label : nothing)}
    ?disabled=${button.disabled}
    aria-expanded=${button.expanded === undefined ? nothing : String(button.expanded)}
    aria-controls=${button.controls ?? nothing}
    aria-pressed=${button.pressed === undefined ? nothing : String(button.pressed)}
    @click=${() => {
      button.handler();
      afterPress?.();
    }}
  >
    ${icon}<span class="label">${button.label}</span>
  </button>`;
}

function toolbarTemplate(label: string, buttons: ToolButton[], menu: ToolbarMenu): TemplateResult {
  const rare = buttons.filter((button) => button.rare);
  const kept = rare.slice(0, menu.fit.kept);
  const moved = rare.slice(kept.length);
  return html`<div part="toolbar" class="toolbar ${menu.fit.icons ? 'icons' : ''}" role="group" aria-label=${label} @keydown=${menu.close}>
    ${buttons.filter((button) => !button.rare).map((button) => toolbarButton(button))} ${kept.map((button) => toolbarButton(button))}
    ${
      moved.length
        ? html`<button
              type="button"
              part="button more-button"
              class="more"
              title=${menu.label}
              aria-expanded=${String(menu.open)}
              aria-controls=${menu.id}
              @click=${menu.toggle}
            >
              ${toolbarIcon('more')}<span class="label">${menu.label}</span>
            </button>
            <div id=${menu.id} class="menu" role="group" aria-label=${menu.label} ?inert=${!menu.open} ?data-open=${menu.open}>
              ${moved.map((button) => toolbarButton(button, menu.close))}
            </div>`
        : nothing
    }
  </div>`;
}

/** The polite live region that announces moves, results and refusals. */
export function liveRegion(text: string): TemplateResult {
  return html`<div class="sr-only" aria-live="polite">${text}</div>`;
}
