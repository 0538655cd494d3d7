/**
 * The shared base of both boards: attributes as properties, the one write path to the
 * engine, the language, and the composition of the view. The game state lives in the
 * engine; the element keeps only view state (input's hover and focus, the refusal, the
 * announcement) and draws everything from the engine.
 */
import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { BoardGame } from '../engine/game.js';
import { IllegalMoveError, type Color, type MoveRecord } from '../engine/types.js';
import { translator, type Language, type Translate } from '../i18n/i18n.js';
import { resolveLanguage, unwatchLanguage, watchLanguage, type LanguageListener } from '../i18n/language.js';
import type { GameId } from '../rules/figures.js';
import { AttributeReader, numberText } from './board-attributes.js';
import { BoardComputer } from './board-computer.js';
import { BoardInput } from './board-input.js';
import { boardGrid, boardSvg, notesAt, type Scene } from './board-render.js';
import { fire } from './events.js';
import { geometryFor, type Geometry } from './geometry.js';
import { CellNames, pointsOf } from './grid-cells.js';
import { indexFromClient } from './input.js';
import type { GameRules } from './load.js';
import { moveAnnouncement, problemText, refusalText, resultText, turnText } from './messages.js';
import { errorPanel, liveRegion, statusPanel, toolbar, type ToolButton } from './panels.js';
import { RulesPanel } from './rules-panel.js';
import { boardStyles } from './styles.js';
import { readView, type BoardView } from './view-model.js';

/** A change of game state; every one passes through {@link BoardBase.change}. */
export type Change =
  | { kind: 'play'; point: string }
  | { kind: 'swap' }
  | { kind: 'undo' }
  | { kind: 'load'; game: BoardGame; note?: string };

/**
 * Whether the element name is still free. When another copy of the package (such as
 * `embed.js` beside a bundle) registered it first, that one stays and this warns,
 * rather than letting `customElements.define` throw and stop this copy's module.
 * @internal
 */
export function unclaimed(name: string): boolean {
  const free = !customElements.get(name);
  if (!free) console.warn(`<${name}> is already defined on this page; this copy of gonnect-connect6 leaves it as it is.`);
  return free;
}

export abstract class BoardBase<G extends BoardGame = BoardGame> extends LitElement implements LanguageListener {
  static override styles = boardStyles;
  static override properties: PropertyDeclarations = {
    size: { type: Number, reflect: true },
    black: {},
    white: {},
    toPlay: { attribute: 'to-play', reflect: true },
    moves: {},
    readonly: { type: Boolean, reflect: true },
    marks: {},
    noCoordinates: { type: Boolean, reflect: true, attribute: 'no-coordinates' },
    showRules: { type: Boolean, reflect: true, attribute: 'show-rules' },
    view: { reflect: true },
    computer: { reflect: true },
    level: { type: Number, reflect: true },
    refusal: { state: true, attribute: false },
    language: { state: true, attribute: false },
  };

  /** Lines per side (Gonnect 5–25, default 13; Connect6 6–25, default 19). A new size starts afresh. */
  size?: number;
  /** Black setup stones: `"D4 E5"` (spaces or commas). */
  black = '';
  /** White setup stones: `"F6"`. */
  white = '';
  /** Who moves after the setup: `black` or `white`. */
  toPlay?: Color;
  /** Moves played from the setup, in order: `"D4 swap E5"`. */
  moves = '';
  /** A diagram: no input, no buttons that change the game. */
  readonly = false;
  /** Annotations: `"D4:triangle E5:circle F6:square G7:cross H8:A"`. */
  marks = '';
  /** Hides the coordinate labels. */
  noCoordinates = false;
  /** Opens the rules panel from the start. */
  showRules = false;
  /** `rules`: only the rule text, no board. */
  view?: string;
  /** The colour the computer plays: `black`, `white`, `both` or `none`. */
  computer?: string;
  /** The computer's strength, 1–5. */
  level?: number;

  private refusal = '';
  private language: Language = 'en';

  private engine?: G;
  private initial?: G;
  private revision = 0;
  private drawn?: { revision: number; geometry: Geometry; view: BoardView };
  private announcement = '';
  private readonly reader = new AttributeReader();
  private readonly input = new BoardInput(this, {
    readonly: () => this.readonly,
    size: () => this.current.size,
    indexAt: (x, y) => this.indexAt(x, y),
    play: (index) => this.playFromBoard(index),
  });
  private readonly cellNames = new CellNames();
  private readonly computerPlayer = new BoardComputer(this, {
    game: () => this.current,
    seat: () => this.computer,
    level: () => this.level,
    active: () => !this.readonly && this.view !== 'rules',
    revision: () => this.revision,
    play: (move) => this.change(move === 'swap' ? { kind: 'swap' } : { kind: 'play', point: move }, true),
    say: (key) => (this.refusal = this.announcement = this.t(key)),
  });
  private readonly rulesPanel = new RulesPanel(this, {
    open: () => this.showRules || this.view === 'rules',
    page: () => this.view === 'rules',
    game: () => this.gameName as GameId,
    language: () => this.language,
  });

  /** The game's name in the `ui.game` strings: `'gonnect'`. */
  protected abstract readonly gameName: string;
  /** How this game is built from attributes. */
  protected abstract get rules(): GameRules;
  /** Lines under the turn: captures, stones left in the turn. */
  protected abstract statusDetails(t: Translate, game: G): string[];

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
    if (!this.engine) this.loadSetup();
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

  /** The intersection under a client position, or -1 (the one DOM-to-point mapping). */
  private indexAt(clientX: number, clientY: number): number {
    const svg = this.renderRoot.querySelector('svg');
    return svg ? indexFromClient(svg, this.geometry, clientX, clientY) : -1;
  }

  /** A move made on the board (pointer, touch, keyboard): plays it or says why not. */
  private playFromBoard(index: number): void {
    if (this.readonly) return;
    this.input.focus = index;
    const point = pointsOf(this.current.size)[index]!;
    this.tryChange({ kind: 'play', point }, point);
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

  /** A change asked for on the board; a refusal shows in the status and the live region. */
  protected tryChange(change: Change, point = ''): void {
    if (this.computerPlayer.holdsInput()) return;
    try {
      this.change(change, true);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      this.refusal = this.announcement = refusalText(this.t, error.code, point);
    }
  }

  /** Gonnect takes the pie here; other games refuse. */
  protected swapGame(_game: G): void {
    throw new IllegalMoveError('swap-not-allowed');
  }

  /** Options beyond the setup attributes that a new game depends on (Gonnect: no-swap). */
  protected setupOptions(): unknown {
    return null;
  }

  /** Buttons after Undo and New game. */
  protected extraButtons(_t: Translate, _game: G): ToolButton[] {
    return [];
  }

  /** The engine's refusal, with its message in the board's language. */
  protected translated(error: unknown, point: string): unknown {
    if (error instanceof IllegalMoveError) error.message = refusalText(this.t, error.code, String(point));
    return error;
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
    if (change.kind === 'swap') fire(this, 'swap', {});
    if (!record) return;
    const game = this.current;
    const { color, point, captured } = record;
    fire(this, 'move', { color, point, captured, moveNumber: game.moves.length });
    if (game.result) fire(this, game.result.winner ? 'win' : 'draw', game.result);
  }

  // Attributes: read before each update; a new game only when the setup inputs changed.

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.loadSetup();
    this.reader.readMarks(this.marks, this.current.size);
    this.reader.readOptions(this.view, this.computer, this.level, numberText(this, 'level', this.level));
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
    const game = this.reader.readSetup(source, this.setupOptions(), this.rules, !this.engine) as G | null;
    if (!game) return;
    this.initial = game.clone() as G;
    if (this.engine?.size !== game.size) this.input.focus = -1;
    this.change({ kind: 'load', game }, false);
  }

  // Drawing.

  private get geometry(): Geometry {
    return geometryFor(this.current.size, !this.noCoordinates);
  }

  /** The drawn position, read from the engine once per change. */
  private get boardView(): BoardView {
    const geometry = this.geometry;
    if (this.drawn?.revision !== this.revision || this.drawn.geometry !== geometry) {
      this.drawn = { revision: this.revision, geometry, view: readView(this.current, geometry) };
    }
    return this.drawn.view;
  }

  /** Whose turn it is, or how the game ended. */
  private get statusText(): string {
    const game = this.current;
    if (game.result) return resultText(this.t, game.result);
    return this.computerPlayer.thinking ? this.t(`computer.thinking.${game.toPlay}`) : turnText(this.t, game.toPlay);
  }

  /** A diagram shows the status only for a result or a given side to play. */
  private get showsStatus(): boolean {
    return !this.readonly || !!this.current.result || !!this.toPlay;
  }

  private get scene(): Scene {
    const { focus, focusShown, hover } = this.input;
    return {
      game: this.current,
      geometry: this.geometry,
      view: this.boardView,
      marks: this.reader.marks,
      t: this.t,
      gameName: this.gameName,
      readonly: this.readonly,
      hover,
      focus,
      focusShown,
      status: this.showsStatus ? this.statusText : '',
    };
  }

  /** A playable board looks up now the sentences a move will need (they are memoised per language). */
  override firstUpdated(): void {
    if (this.readonly) return;
    for (const color of ['black', 'white'] as const) {
      moveAnnouncement(this.t, { color, point: '', captured: [] }, null);
      turnText(this.t, color);
    }
  }

  /** Names the grid cells after the position (only the cells that changed). */
  override updated(): void {
    const grid = this.renderRoot.querySelector('.grid-cells');
    if (grid) this.cellNames.sync(grid, this.boardView, notesAt(this.boardView, this.reader.marks, this.t), this.t, this.language);
  }

  private renderStatus(): TemplateResult | typeof nothing {
    if (!this.showsStatus) return nothing;
    const game = this.current;
    return statusPanel(this.statusText, game.result ? [] : this.statusDetails(this.t, game), this.refusal);
  }

  /** The game's buttons, and the Rules toggle (a diagram has only that: it does not change the game). */
  private renderToolbar(): TemplateResult {
    const t = this.t;
    const rules = this.rulesPanel.button(t, () => this.handleRulesToggle());
    if (this.readonly) return toolbar(t('controls'), [rules]);
    const game = this.current;
    return toolbar(t('controls'), [
      { name: 'undo', label: t('button.undo'), disabled: !game.moves.length, handler: () => this.handleUndo() },
      { name: 'new-game', label: t('button.newGame'), handler: () => this.reset() },
      ...(this.computerPlayer.thinking ? [] : this.extraButtons(t, game)),
      rules,
    ]);
  }

  private handleRulesToggle(): void {
    this.showRules = !this.showRules;
  }

  private handleUndo(): void {
    for (let steps = this.computerPlayer.undoSteps(); steps > 0; steps--) this.change({ kind: 'undo' }, true);
  }

  override render(): TemplateResult {
    const t = this.t;
    const errors = errorPanel([...this.reader.problems.values()].map((problem) => problemText(t, problem)));
    const rules = this.showRules || this.view === 'rules' ? this.rulesPanel.render(t) : nothing;
    if (this.view === 'rules') return html`${errors}${rules}`;
    const scene = this.scene;
    const input = this.input;
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
        ${boardSvg(scene)}${boardGrid(scene, input)}
      </div>
      ${this.renderStatus()}${this.renderToolbar()}${rules}${liveRegion(this.announcement)}`;
  }
}
