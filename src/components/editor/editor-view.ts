/**
 * The editor's panel under the board (part `editor`): the point tools as one radio group
 * (arrow keys move between them, as in any radio group), undo, redo and clear, the side to
 * move, the problem's goal and depth, the comment of the position shown, and the output:
 * Copy HTML (with the snippet in a text area when the page may not copy), downloads, and
 * Open record (a file picker; a file dropped on the panel opens too). Text only: nothing
 * from outside is rendered as markup.
 */
import { css, html, nothing, svg } from 'lit';
import { CELL, columnX, rowY, type Geometry, type Region } from '../../board/geometry.js';
import type { Translate } from '../../i18n/i18n.js';
import { GAME_GOALS, type DownloadFormat, type GameKind, type Goal } from '../../vocabulary.js';
import type { Color } from '../../engine/types.js';
import { POINT_TOOLS, type PointTool } from './editor-state.js';

/** What the panel shows. */
export interface PanelState {
  kind: GameKind;
  tool: PointTool;
  toPlay: Color;
  goal: Goal | null;
  within: number;
  /** The comment of the position shown. */
  comment: string;
  canUndo: boolean;
  canRedo: boolean;
  /** Whether the check's answers are marked (null: there are none to mark). */
  answers: boolean | null;
  /** The snippet or link to copy by hand, after a refused copy (null: none shown). */
  snippet: string | null;
}

/** What the panel's controls do. */
export interface PanelActions {
  tool: (tool: PointTool) => void;
  undo: () => void;
  redo: () => void;
  clear: () => void;
  toPlay: (color: Color) => void;
  goal: (goal: Goal | null) => void;
  within: (within: number) => void;
  comment: (text: string) => void;
  answers: () => void;
  copy: () => void;
  link: () => void;
  download: (format: DownloadFormat) => void;
  open: (file: File) => void;
}

/** The deepest problem the editor offers (the search reaches less; an authored solution goes further). */
const MAX_DEPTH = 9;

export function editorPanel(t: Translate, state: PanelState, act: PanelActions): unknown {
  const dropped = (event: DragEvent) => {
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    act.open(file);
  };
  return html`<div
    part="editor"
    class="editor"
    role="group"
    aria-label=${t('editor.panel')}
    @dragover=${(event: DragEvent) => event.preventDefault()}
    @drop=${dropped}
  >
    <fieldset class="tools">
      <legend>${t('editor.tools')}</legend>
      ${POINT_TOOLS.map(
        (tool) =>
          html`<label part="editor-tool ${tool}-tool" class="tool"
            ><input type="radio" name="tool" .checked=${state.tool === tool} @change=${() => act.tool(tool)} /><span
              >${t(`editor.tool.${tool}`)}</span
            ></label
          >`,
      )}
    </fieldset>
    <div class="row">
      <button type="button" part="button editor-undo-button" ?disabled=${!state.canUndo} @click=${act.undo}>${t('editor.undo')}</button>
      <button type="button" part="button editor-redo-button" ?disabled=${!state.canRedo} @click=${act.redo}>${t('editor.redo')}</button>
      <button type="button" part="button editor-clear-button" @click=${act.clear}>${t('editor.clear')}</button>
      <label
        >${t('editor.toPlay')}
        <select @change=${(event: Event) => act.toPlay((event.target as HTMLSelectElement).value as Color)}>
          ${(['black', 'white'] as const).map((color) => html`<option value=${color} ?selected=${state.toPlay === color}>${t(`editor.color.${color}`)}</option>`)}
        </select></label
      >
    </div>
    <div class="row">
      <label
        >${t('editor.goalLabel')}
        <select @change=${(event: Event) => act.goal(((event.target as HTMLSelectElement).value || null) as Goal | null)}>
          <option value="" ?selected=${!state.goal}>${t('editor.goal.none')}</option>
          ${GAME_GOALS[state.kind].map((goal) => html`<option value=${goal} ?selected=${state.goal === goal}>${t(`editor.goal.${goal}`)}</option>`)}
        </select></label
      >
      <label
        >${t('editor.depth')}
        <input
          type="number"
          min="1"
          max=${MAX_DEPTH}
          .value=${String(state.within)}
          ?disabled=${!state.goal}
          @change=${(event: Event) => {
            const value = Math.round(Number((event.target as HTMLInputElement).value));
            if (value >= 1 && value <= MAX_DEPTH) act.within(value);
          }}
      /></label>
      ${
        state.answers === null
          ? nothing
          : html`<button type="button" part="button editor-answers-button" aria-pressed=${String(state.answers)} @click=${act.answers}>
              ${t('editor.answers')}
            </button>`
      }
    </div>
    <label class="comment"
      >${t('editor.comment')}
      <textarea
        rows="2"
        .value=${state.comment}
        @change=${(event: Event) => act.comment((event.target as HTMLTextAreaElement).value.trim())}
      ></textarea>
    </label>
    <div class="row">
      <button type="button" part="button editor-copy-button" @click=${act.copy}>${t('editor.copy')}</button>
      <button type="button" part="button editor-link-button" @click=${act.link}>${t('editor.link')}</button>
      ${(['sgf', 'svg', 'png'] as const).map(
        (format) =>
          html`<button type="button" part="button editor-${format}-button" @click=${() => act.download(format)}>
            ${t(`editor.download.${format}`)}
          </button>`,
      )}
      <label class="open" part="button editor-open-button"
        >${t('editor.open')}
        <input
          type="file"
          accept=".sgf,.txt,text/plain"
          @change=${(event: Event) => {
            const input = event.target as HTMLInputElement;
            if (input.files?.[0]) act.open(input.files[0]);
            input.value = '';
          }}
      /></label>
    </div>
    ${
      state.snippet === null
        ? nothing
        : html`<label class="snippet"
            >${t('editor.snippet')}<textarea part="editor-snippet" readonly rows="4" .value=${state.snippet}></textarea>
          </label>`
    }
  </div>`;
}

/** The region outlined (dashed, half a cell outside its outer lines) and a region's first corner, over the whole board. */
export function regionLayer(geometry: Geometry, region: Region | null, corner: number | null): unknown {
  const half = CELL / 2;
  const { size } = geometry;
  const rect = region
    ? svg`<rect class="edit-region" x=${columnX(geometry, region.left) - half} y=${rowY(geometry, region.top) - half}
        width=${(region.right - region.left + 1) * CELL} height=${(region.top - region.bottom + 1) * CELL}></rect>`
    : nothing;
  const dot =
    corner === null
      ? nothing
      : svg`<circle class="edit-corner" cx=${columnX(geometry, corner % size)} cy=${rowY(geometry, Math.floor(corner / size))} r=${CELL / 4}></circle>`;
  return svg`<g class="edit-layer">${rect}${dot}</g>`;
}

export const editorStyles = css`
  .editor {
    display: grid;
    gap: 0.5em;
    margin-top: 0.5em;
  }
  .editor fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
    margin: 0;
    padding: 0.25em 0.5em 0.5em;
    border: 1px solid currentColor;
    border-radius: 4px;
  }
  .editor .tool {
    display: inline-flex;
    align-items: center;
    gap: 0.2em;
    min-height: 2em;
    padding: 0 0.4em;
    border-radius: 4px;
    cursor: pointer;
  }
  .editor .tool:has(input:checked) {
    outline: 2px solid var(--focus-color, #1a73e8);
  }
  .editor .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
  }
  .editor label {
    display: inline-flex;
    gap: 0.3em;
    align-items: center;
  }
  .editor .comment,
  .editor .snippet {
    display: grid;
  }
  .editor textarea {
    font: inherit;
    width: 100%;
    box-sizing: border-box;
  }
  .editor .open input {
    width: 0.1px;
    height: 0.1px;
    opacity: 0;
    position: absolute;
  }
  .editor .open {
    cursor: pointer;
    padding: 0.25em 0.6em;
    border: 1px solid currentColor;
    border-radius: 4px;
  }
  .editor .open:focus-within {
    outline: 2px solid var(--focus-color, #1a73e8);
  }
  .edit-region {
    fill: none;
    stroke: var(--highlight-color, #d33);
    stroke-width: 2;
    stroke-dasharray: 6 4;
  }
  .edit-corner {
    fill: var(--highlight-color, #d33);
  }
`;
