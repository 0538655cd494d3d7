/**
 * The shared base of both boards: attributes, the one write path to the engine,
 * language, input and drawing. The game state lives in the engine; this class keeps
 * only view state (hover, focus, the refusal and the announcement) and draws from it.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { BoardGame } from '../engine/game.js';
import { IllegalMoveError, type Color, type MoveRecord } from '../engine/types.js';
import type { Mark } from '../notation/marks.js';
import { translator, type Language, type Translate } from '../i18n/i18n.js';
import { resolveLanguage, unwatchLanguage, watchLanguage, type LanguageListener } from '../i18n/language.js';
import { fire } from './events.js';
import { geometryFor, type Geometry } from './geometry.js';
import { CellNames, gridRows, pointsOf } from './grid-cells.js';
import { focusAfterKey, indexFromClient, pressStayed, type Press } from './input.js';
import { checkOptions, loadGame, loadMarks, ProblemError, readSize, type GameRules } from './load.js';
import { diagramLabel, markText, moveAnnouncement, problemText, refusalText, resultText, turnText, type Problem } from './messages.js';
import { errorPanel, liveRegion, rulesPanel, statusPanel, toolbar, type ToolButton } from './panels.js';
import { boardStyles } from './styles.js';
import { boardLayer } from './svg-board.js';
import { focusRing, ghostStone, markLayer, stoneLayer, turnMarks } from './svg-stones.js';
import { colorAt, readView, type BoardView } from './view-model.js';

/** A change of game state; every one passes through {@link BoardBase.change}. */
export type Change =
  | { kind: 'play'; point: string }
  | { kind: 'swap' }
  | { kind: 'undo' }
  | { kind: 'load'; game: BoardGame; note?: string };

/** A mark placed on the current board. */
interface PlacedMark {
  mark: Mark;
  index: number;
}

/** The attribute text behind a number property, when the attribute still says it. */
function numberText(element: Element, name: string, value: number | undefined): string | null {
  const text = element.getAttribute(name);
  return text !== null && Object.is(Number(text), value) ? text : value === undefined ? null : String(value);
}

export abstract class BoardBase<G extends BoardGame = BoardGame> extends LitElement implements LanguageListener {
  static override styles = boardStyles;

  /** Lines per side (Gonnect 5–25, default 13; Connect6 6–25, default 19). A new size starts afresh. */
  @property({ type: Number, reflect: true }) size?: number;
  /** Black setup stones: `"D4 E5"` (spaces or commas). */
  @property() black = '';
  /** White setup stones: `"F6"`. */
  @property() white = '';
  /** Who moves after the setup: `black` or `white`. */
  @property({ attribute: 'to-play', reflect: true }) toPlay?: Color;
  /** Moves played from the setup, in order: `"D4 swap E5"`. */
  @property() moves = '';
  /** A diagram: no input, no buttons that change the game. */
  @property({ type: Boolean, reflect: true }) readonly = false;
  /** Annotations: `"D4:triangle E5:circle F6:square G7:cross H8:A"`. */
  @property() marks = '';
  /** Hides the coordinate labels. */
  @property({ type: Boolean, reflect: true, attribute: 'no-coordinates' }) noCoordinates = false;
  /** Opens the rules panel from the start. */
  @property({ type: Boolean, reflect: true, attribute: 'show-rules' }) showRules = false;
  /** `rules`: only the rule text, no board. */
  @property({ reflect: true }) view?: string;
  /** The colour the computer plays: `black`, `white`, `both` or `none`. */
  @property({ reflect: true }) computer?: string;
  /** The computer's strength, 1–5. */
  @property({ type: Number, reflect: true }) level?: number;

  @state() private hover = -1;
  @state() private focusIndex = -1;
  @state() private focusShown = false;
  @state() private refusal = '';
  @state() private language: Language = 'en';

  @query('svg') private svgElement?: SVGSVGElement;

  private engine?: G;
  private initial?: G;
  private revision = 0;
  private drawn?: { revision: number; geometry: Geometry; view: BoardView };
  private setupKey = '';
  private marksKey = '';
  private placedMarks: PlacedMark[] = [];
  private problems = new Map<'setup' | 'marks' | 'options', Problem>();
  private announcement = '';
  private press: Press | null = null;
  private cellNames = new CellNames();

  /** The game's name in the `ui.game` strings: `'gonnect'`. */
  protected abstract readonly gameName: string;
  /** How this game is built from attributes. */
  protected abstract get rules(): GameRules;

  /** A read-only snapshot of the game (a clone: changing it changes nothing here). */
  get game(): G {
    return this.current.clone() as G;
  }

  /** Plays for the side to move; throws IllegalMoveError (in the board's language) and changes nothing. Fires no event. */
  play(point: string): MoveRecord {
    try {
      return this.change({ kind: 'play', point }, false)!;
    } catch (error) {
      throw this.translated(error, point);
    }
  }

  /** Takes back the last move; false when only the setup is left. Fires no event. */
  undo(): boolean {
    if (!this.current.moves.length) return false;
    this.change({ kind: 'undo' }, false);
    return true;
  }

  /** Back to the position the attributes describe. Fires no event. */
  reset(): void {
    this.change({ kind: 'load', game: this.initial!.clone() as G, note: 'restarted' }, false);
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang' && this.isConnected) this.handleLanguageChange();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    watchLanguage(this);
    this.language = resolveLanguage(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    unwatchLanguage(this);
  }

  /** Re-resolves the language (a `lang` changed somewhere); re-renders only if it differs. */
  handleLanguageChange(): void {
    this.language = resolveLanguage(this);
  }

  /** The game, built from the attributes on first use. */
  protected get current(): G {
    if (!this.engine) this.loadSetup();
    return this.engine!;
  }

  /** The translations of the board's language (`ui` strings). */
  protected get t(): Translate {
    return translator(this.language);
  }

  /**
   * The one write path: changes the engine, schedules the redraw, sets the announcement
   * and, for changes made on the board only, fires the events. Throws what the engine throws.
   */
  protected change(change: Change, fromBoard: boolean): MoveRecord | undefined {
    let record: MoveRecord | undefined;
    if (change.kind === 'load') this.engine = change.game as G;
    else if (change.kind === 'play') record = this.current.play(change.point);
    else if (change.kind === 'swap') this.swapGame(this.current);
    else this.current.undo();
    this.revision++;
    this.refusal = '';
    this.announcement = this.announce(change, record);
    this.requestUpdate();
    if (fromBoard) this.fireFor(change, record);
    return record;
  }

  /** Gonnect takes the pie here; other games refuse. */
  protected swapGame(_game: G): void {
    throw new IllegalMoveError('swap-not-allowed');
  }

  /** Lines under the turn: captures, stones left in the turn. */
  protected abstract statusDetails(t: Translate, game: G): string[];

  /** Buttons after Undo and New game. */
  protected extraButtons(_t: Translate, _game: G): ToolButton[] {
    return [];
  }

  /** What the live region says about a change. */
  private announce(change: Change, record: MoveRecord | undefined): string {
    const t = this.t;
    if (record) return moveAnnouncement(t, record, this.current.result);
    if (change.kind === 'swap') return t('swapDone');
    if (change.kind === 'undo') return t('undone');
    return change.kind === 'load' && change.note ? t(change.note) : '';
  }

  private fireFor(change: Change, record: MoveRecord | undefined): void {
    const game = this.current;
    if (change.kind === 'swap') fire(this, 'swap', {});
    if (!record) return;
    const { color, point, captured } = record;
    fire(this, 'move', { color, point, captured, moveNumber: game.moves.length });
    const result = game.result;
    if (result) fire(this, result.winner ? 'win' : 'draw', result);
  }

  /** The engine's refusal, with its message in the board's language. */
  protected translated(error: unknown, point: string): unknown {
    if (error instanceof IllegalMoveError) error.message = refusalText(this.t, error.code, String(point));
    return error;
  }

  /** A move made on the board (pointer, touch, keyboard): plays it or says why not. */
  protected playFromBoard(index: number): void {
    if (this.readonly) return;
    this.focusIndex = index;
    const point = pointsOf(this.current.size)[index]!;
    this.tryChange({ kind: 'play', point }, point);
  }

  /** A change asked for on the board; a refusal shows in the status and the live region. */
  protected tryChange(change: Change, point = ''): void {
    try {
      this.change(change, true);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      this.refusal = this.announcement = refusalText(this.t, error.code, point);
    }
  }

  // Attributes: read before each update; a rebuild happens only when its inputs changed.

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.loadSetup();
    this.loadMarks();
    this.loadOptions();
  }

  private loadSetup(): void {
    const source = {
      size: this.size,
      sizeText: numberText(this, 'size', this.size),
      black: this.black,
      white: this.white,
      toPlay: this.toPlay,
      moves: this.moves,
    };
    const key = JSON.stringify([source, this.setupOptions()]);
    if (key === this.setupKey && this.engine) return;
    this.setupKey = key;
    try {
      const game = loadGame(source, this.rules) as G;
      this.problems.delete('setup');
      this.initial = game.clone() as G;
      if (this.engine?.size !== game.size) this.focusIndex = -1;
      this.change({ kind: 'load', game }, false);
    } catch (error) {
      this.problems.set('setup', problemOf(error));
      if (!this.engine) this.loadFallback();
    }
  }

  /** Options beyond the setup that a new game depends on (Gonnect: no-swap). */
  protected setupOptions(): unknown {
    return null;
  }

  /** A first load that failed: an empty board of the given size if it is good, else the default. */
  private loadFallback(): void {
    let size = this.rules.defaultSize;
    try {
      size = readSize({ size: this.size, sizeText: null }, this.rules);
    } catch {
      // the default size, already set
    }
    this.engine = this.rules.create(size, {}) as G;
    this.initial = this.engine.clone() as G;
    this.revision++;
  }

  private loadMarks(): void {
    const size = this.current.size;
    const key = `${size} ${this.marks}`;
    if (key === this.marksKey) return;
    this.marksKey = key;
    try {
      this.placedMarks = loadMarks(this.marks, size).map((mark) => ({ mark, index: pointsOf(size).indexOf(mark.point) }));
      this.problems.delete('marks');
    } catch (error) {
      this.problems.set('marks', problemOf(error));
      this.placedMarks = this.placedMarks.filter(({ mark }) => pointsOf(size).includes(mark.point));
      this.placedMarks.forEach((placed) => (placed.index = pointsOf(size).indexOf(placed.mark.point)));
    }
  }

  private loadOptions(): void {
    try {
      checkOptions(this.view, this.computer, this.level, numberText(this, 'level', this.level));
      this.problems.delete('options');
    } catch (error) {
      this.problems.set('options', problemOf(error));
    }
  }

  // Input handlers.

  private handlePointerDown(event: PointerEvent): void {
    if (this.readonly || event.button !== 0) return;
    this.press = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  private handlePointerUp(event: PointerEvent): void {
    const stayed = pressStayed(this.press, event);
    this.press = null;
    if (!stayed || !this.svgElement) return;
    const index = indexFromClient(this.svgElement, this.geometry, event.clientX, event.clientY);
    if (index >= 0) this.playFromBoard(index);
  }

  private handlePointerCancel(): void {
    this.press = null;
  }

  private handlePointerMove(event: PointerEvent): void {
    if (this.readonly || event.pointerType !== 'mouse' || !this.svgElement) return;
    this.hover = indexFromClient(this.svgElement, this.geometry, event.clientX, event.clientY);
  }

  private handlePointerLeave(): void {
    this.hover = -1;
  }

  private handleKeyDown(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const focus = this.focusPoint;
    if (event.key === 'Enter' || event.key === ' ') this.playFromBoard(focus);
    else {
      const next = focusAfterKey(event.key, focus, this.current.size);
      if (next === null) return;
      this.focusIndex = next;
    }
    this.focusShown = true;
    event.preventDefault();
  }

  private handleFocus(event: FocusEvent): void {
    this.focusShown = (event.target as Element).matches(':focus-visible');
  }

  private handleBlur(): void {
    this.focusShown = false;
  }

  /** A click that assistive technology sends to a cell (no pointer before it). */
  private handleCellClick(event: MouseEvent): void {
    const id = (event.target as Element).id;
    if (event.detail !== 0 || !id) return;
    this.playFromBoard(pointsOf(this.current.size).indexOf(id.slice(1)));
  }

  private handleUndo(): void {
    if (this.current.moves.length) this.change({ kind: 'undo' }, true);
  }

  private handleNewGame(): void {
    this.reset();
  }

  // Drawing.

  private get geometry(): Geometry {
    return geometryFor(this.current.size, !this.noCoordinates);
  }

  /** The focused intersection (the centre until the keyboard moves it). */
  private get focusPoint(): number {
    const size = this.current.size;
    return this.focusIndex >= 0 && this.focusIndex < size * size ? this.focusIndex : (size * size - 1) / 2 | 0;
  }

  /** The drawn position, read from the engine once per change. */
  private get boardView(): BoardView {
    const geometry = this.geometry;
    if (this.drawn?.revision !== this.revision || this.drawn.geometry !== geometry) {
      this.drawn = { revision: this.revision, geometry, view: readView(this.current, geometry) };
    }
    return this.drawn.view;
  }

  /** The words for what stands on an index besides its stone: last move, pending, marks. */
  private notesAt(view: BoardView, t: Translate): Map<number, string[]> {
    const notes = new Map<number, string[]>();
    const add = (index: number, text: string) => notes.set(index, [...(notes.get(index) ?? []), text]);
    view.last.forEach(({ index }) => add(index, t('lastMove')));
    view.pending.forEach(({ index }) => add(index, t('pending')));
    this.placedMarks.forEach(({ mark, index }) => add(index, markText(t, mark)));
    return notes;
  }

  private statusText(): string {
    const game = this.current;
    return game.result ? resultText(this.t, game.result) : turnText(this.t, game.toPlay);
  }

  private diagramText(view: BoardView): string {
    const names = pointsOf(this.current.size);
    const stones: Record<Color, string[]> = { black: [], white: [] };
    names.forEach((point, index) => {
      const color = colorAt(view, index);
      if (color) stones[color].push(point);
    });
    const marks = this.placedMarks.map(({ mark }) => `${mark.point} ${markText(this.t, mark)}`);
    const status = this.current.result || this.toPlay ? this.statusText() : '';
    return diagramLabel(this.t, this.gameName, this.current.size, stones, marks, status);
  }

  private renderSvg(view: BoardView): TemplateResult {
    const game = this.current;
    const geometry = this.geometry;
    const live = !this.readonly && !game.result;
    const ghost = live && this.hover >= 0 && game.isLegalIndex(this.hover) ? this.hover : -1;
    return html`<svg
      viewBox="0 0 ${geometry.extent} ${geometry.extent}"
      role=${this.readonly ? 'img' : nothing}
      aria-label=${this.readonly ? this.diagramText(view) : nothing}
      aria-hidden=${this.readonly ? nothing : 'true'}
    >
      ${guard([geometry], () => boardLayer(geometry))} ${guard([view], () => stoneLayer(view))}
      ${turnMarks(geometry, view)} ${markLayer(geometry, view, this.placedMarks)}
      ${ghostStone(geometry, ghost, game.toPlay)} ${focusRing(geometry, this.focusShown ? this.focusPoint : -1)}
    </svg>`;
  }

  private renderGrid(): TemplateResult | typeof nothing {
    if (this.readonly) return nothing;
    const { inset, span } = this.geometry;
    const box = { left: `${inset}%`, top: `${inset}%`, width: `${span}%`, height: `${span}%` };
    const size = this.current.size;
    return html`<div
      class="grid-cells"
      role="grid"
      tabindex="0"
      style=${styleMap(box)}
      aria-label=${this.t('board', { game: this.t(`game.${this.gameName}`), size })}
      aria-activedescendant="p${pointsOf(size)[this.focusPoint]}"
      @keydown=${this.handleKeyDown}
      @focus=${this.handleFocus}
      @blur=${this.handleBlur}
      @click=${this.handleCellClick}
    >
      ${guard([size], () => gridRows(size))}
    </div>`;
  }

  /** The status line; a diagram shows it only for a result or a given side to play. */
  private renderStatus(): TemplateResult | typeof nothing {
    const game = this.current;
    if (this.readonly && !game.result && !this.toPlay) return nothing;
    return statusPanel(this.statusText(), game.result ? [] : this.statusDetails(this.t, game), this.refusal);
  }

  /** Names the grid cells after the position (only the cells that changed). */
  override updated(): void {
    const grid = this.renderRoot.querySelector('.grid-cells');
    if (grid) this.cellNames.sync(grid, this.boardView, this.notesAt(this.boardView, this.t), this.t, this.language);
  }

  private renderToolbar(): TemplateResult | typeof nothing {
    if (this.readonly) return nothing;
    const t = this.t;
    const game = this.current;
    return toolbar(t('controls'), [
      { name: 'undo', label: t('button.undo'), disabled: !game.moves.length, handler: () => this.handleUndo() },
      { name: 'new-game', label: t('button.newGame'), handler: () => this.handleNewGame() },
      ...this.extraButtons(t, game),
    ]);
  }

  override render(): TemplateResult {
    const t = this.t;
    const errors = errorPanel([...this.problems.values()].map((problem) => problemText(t, problem)));
    const rules = this.showRules || this.view === 'rules' ? rulesPanel(t('rules')) : nothing;
    if (this.view === 'rules') return html`${errors}${rules}`;
    const view = this.boardView;
    return html`${errors}
      <div
        part="board"
        class="board"
        @pointerdown=${this.handlePointerDown}
        @pointerup=${this.handlePointerUp}
        @pointercancel=${this.handlePointerCancel}
        @pointermove=${this.handlePointerMove}
        @pointerleave=${this.handlePointerLeave}
      >
        ${this.renderSvg(view)}${this.renderGrid()}
      </div>
      ${this.renderStatus()}${this.renderToolbar()}${rules}${liveRegion(this.announcement)}`;
  }
}

/** The problem an attribute reader reported (anything unexpected reads as a bad setup). */
function problemOf(error: unknown): Problem {
  if (error instanceof ProblemError) return error.problem;
  return { attribute: 'black', code: 'bad-setup', token: error instanceof Error ? error.message : String(error) };
}
