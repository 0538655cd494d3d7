/**
 * What a board draws, from its host: the messages of bad attributes, the board, the status
 * line, the toolbar (Undo, then every feature's buttons in the list's order), each
 * feature's part under it, and the live region. No feature is named here.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { noticeText, resultText, turnText } from '../../board/messages.js';
import type { BoardGame } from '../../engine/game.js';
import { boardGrid, boardSvg, type Scene } from '../render/board-render.js';
import type { BoardHost } from './board-host.js';
import { errorPanel, liveRegion, statusPanel, toolbar, type ToolButton } from './panels.js';

type AnyHost = BoardHost<BoardGame, unknown>;

/** Whose turn it is, how the game ended, or what a feature says instead (a task, the computer thinking). */
function statusText(host: AnyHost): string {
  const { t } = host;
  const game = host.session.game;
  // The editor's verdict on its problem comes before a result the position set up has.
  if (game.result && !host.values.edit) return resultText(t, game.result);
  for (const feature of host.features) {
    const text = feature.status?.(t);
    if (text) return text;
  }
  return game.result ? resultText(t, game.result) : turnText(t, game.toPlay);
}

/** What a diagram's label says of the status: a result, or the side to play when the page gave it. */
function labelStatus(host: AnyHost): string {
  const { values, session } = host;
  return values.readonly && (session.game.result || values.toPlay) ? statusText(host) : '';
}

function scene(host: AnyHost): Scene {
  const { focus, focusShown, hover, pending } = host.input;
  const geometry = host.geometry;
  return {
    game: host.session.game,
    geometry,
    view: host.view,
    marks: host.marks,
    numbers: host.features.flatMap((feature) => (feature.layer ? [feature.layer(geometry)] : [])),
    t: host.t,
    kind: host.descriptor.kind,
    readonly: host.values.readonly,
    // A tap waiting for its second shows its ghost stone, and its point large beside it.
    hover: pending >= 0 ? pending : hover,
    tip: pending,
    focus,
    focusShown,
    status: labelStatus(host),
  };
}

function renderStatus(host: AnyHost): unknown {
  if (!host.showsControls) return nothing;
  const { t, session } = host;
  const game = session.game;
  const details = game.result
    ? []
    : [...host.descriptor.statusDetails(t, game), ...host.features.flatMap((feature) => feature.details?.(t) ?? [])];
  return statusPanel(statusText(host), details, noticeText(t, session.refusal));
}

/** Undo, then the features' buttons (the game's own, Gonnect's Swap, among them: game-buttons.ts); a diagram with `controls` shows only what does not change the game. */
function renderToolbar(host: AnyHost): unknown {
  if (!host.showsControls) return nothing;
  const { t, session } = host;
  const features = host.features.flatMap((feature) => feature.buttons?.(t) ?? []);
  // The editor has its own Undo (of edits): the game's is left out.
  const layout = host.toolbarLayout;
  const menu = {
    label: t('button.more'),
    id: 'toolbar-menu',
    fit: layout.fit,
    open: layout.open,
    toggle: layout.toggle,
    close: layout.close,
  };
  if (host.values.readonly || host.values.edit) return toolbar(t('controls'), features, menu);
  const undo: ToolButton = {
    name: 'undo',
    label: t('button.undo'),
    // Undo takes back the game's last move, so it waits until the reader is back there.
    disabled: !session.moves.length || !session.atEnd,
    handler: () => host.handleUndo(),
  };
  return toolbar(t('controls'), [undo, ...features], menu);
}

export function renderBoard(host: AnyHost): TemplateResult {
  const { t, language, reader } = host;
  if (!host.engineReady) return html`${errorPanel([t('unavailable.game')])}`;
  // An attribute's message shows once its words are there (they load with the first one).
  const faults = language.messagesReady ? [...reader.faults.values()] : [];
  const errors = errorPanel(faults.map((fault) => language.faultText(fault)));
  // Only the features that draw a part take a place in the template (a move redraws each).
  const parts = host.features.flatMap((feature) => (feature.render ? [feature.render(t)] : []));
  if (host.features.some((feature) => feature.replacesBoard?.())) return html`${errors}${parts}`;
  const drawn = scene(host);
  const input = host.input;
  return html`${errors}
    <div
      part="board"
      class="board"
      @pointerdown=${input}
      @pointerup=${input}
      @pointercancel=${input}
      @pointermove=${input}
      @pointerleave=${input}
    >
      ${boardSvg(drawn)}${boardGrid(drawn, input)}
    </div>
    ${renderStatus(host)}${renderToolbar(host)}${parts}${liveRegion(noticeText(t, host.session.announcement))}`;
}
