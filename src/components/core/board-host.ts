/**
 * The host of a board's features: what board-base.ts declares is wired here. It owns the
 * parts every board has (the game session, the attribute reader, the language, input, the
 * view model, the focusable cells) and calls each feature's members in a loop, in the
 * order of src/components/features.ts: before an update (`ready`), while reading the
 * attributes (`read`), for a click (`claimsInput`, `holdsInput`), for the status line,
 * the marks, the toolbar and the parts under it. No feature is named here.
 *
 * The flow from a click: input maps the pointer to an index → a feature may claim it →
 * the session plays it on the engine, settles (revision, notice) and fires the events →
 * at the update that follows, the view model takes the stone the move placed and Lit
 * redraws what changed.
 */
import type { PropertyValues, ReactiveController, ReactiveElement } from 'lit';
import { AttributeReader, type PlacedMark } from '../../board/attributes.js';
import type { Fault } from '../../board/errors.js';
import { geometryFor, naturalWidth, type Geometry } from '../../board/geometry.js';
import { hasEngine, loadEngine } from '../../board/engines.js';
import type { SetupSource } from '../../board/load.js';
import { moveAnnouncement, turnText } from '../../board/messages.js';
import { listText, valueText } from '../../board/values.js';
import { BoardView } from '../../board/view-model.js';
import type { BoardGame } from '../../engine/game.js';
import type { Translate } from '../../i18n/i18n.js';
import { CONFIRM_MODES, type ConfirmMode, type DownloadFormat, type Language } from '../../vocabulary.js';
import { notesAt } from '../render/board-render.js';
import { CellNames } from '../render/grid-cells.js';
import type { BoardValues } from './board-values.js';
import { fire, type BoardEvent } from './events.js';
import type { GameDescriptor } from './descriptor.js';
import type { BoardFeature, FeatureFactory, FeatureHost } from './feature.js';
import { BoardInput } from './input.js';
import { LabelFit } from './label-fit.js';
import { ToolbarLayout } from './toolbar-layout.js';
import { serverRendered } from './server-rendered.js';
import { BoardLanguage } from './language.js';
import { ChunkLoads, type Chunk } from './loader.js';
import type { MoveNode } from './move-tree.js';
import { GameSession, type Change } from './session.js';

/** What the host needs of its element besides Lit's update cycle: its values, and the public verbs features use. */
export interface HostElement extends ReactiveElement, BoardValues {
  readonly id: string;
  /** The properties the board's features set: the rule panel's toggle and the threats' toggle. */
  showRules: boolean;
  threats: boolean;
}

export class BoardHost<G extends BoardGame = BoardGame, O = never> implements FeatureHost<G> {
  readonly language: BoardLanguage;
  readonly session: GameSession<G>;
  readonly reader: AttributeReader<G, O>;
  readonly view = new BoardView();
  readonly input: BoardInput;
  /** The features, in the order of the list (src/components/features.ts), and by name. */
  readonly features: BoardFeature[];
  readonly named: Record<string, BoardFeature>;
  players: FeatureHost['players'] = null;
  /** Whether the board has yet to read its attributes the first time. */
  private fresh = true;
  private readonly cellNames = new CellNames();
  /** The one failure policy of the chunks this board loads (loader.ts). */
  private readonly loads: ChunkLoads;
  /** The toolbar's layout and its More menu (toolbar-layout.ts). */
  readonly toolbarLayout: ToolbarLayout;

  constructor(
    private readonly element: HostElement,
    readonly descriptor: GameDescriptor<G, O>,
    factories: Readonly<Record<string, FeatureFactory>>,
  ) {
    this.language = new BoardLanguage(element);
    this.reader = new AttributeReader(descriptor);
    this.session = new GameSession<G>(element, () => this.readGame(true)!);
    this.loads = new ChunkLoads(this.session);
    this.input = new BoardInput(
      element,
      (index) => this.handleBoardMove(index),
      (from, to) => !element.readonly && this.features.some((feature) => feature.claimsDrag?.(from, to)),
    );
    this.toolbarLayout = new ToolbarLayout(element);
    element.addController(this.toolbarLayout);
    element.addController(new LabelFit(element, () => geometryFor(this.session.game.size, true, this.reader.region ?? undefined).width));
    const host = this as unknown as FeatureHost;
    this.named = Object.fromEntries(Object.entries(factories).map(([name, make]) => [name, make(host)]));
    this.features = Object.values(this.named);
    element.addEventListener('keydown', (event) => this.features.forEach((feature) => feature.handleKey?.(event)));
  }

  // FeatureHost: what a feature sees of its board.

  get values(): BoardValues {
    return this.element;
  }

  get t(): Translate {
    return this.language.t;
  }

  get lang(): Language {
    return this.language.current;
  }

  get placedMarks(): readonly PlacedMark[] {
    return this.reader.marks;
  }

  get geometry(): Geometry {
    // The editor shows every point (it outlines the region instead).
    const region = this.element.edit ? undefined : (this.reader.region ?? undefined);
    return geometryFor(this.session.game.size, !this.element.noCoordinates, region);
  }

  get serverRendered(): boolean {
    return serverRendered(this.element);
  }

  get busy(): boolean {
    return this.features.some((feature) => feature.busy?.());
  }

  get asking(): boolean {
    return this.features.some((feature) => feature.asking?.());
  }

  get showsControls(): boolean {
    return !this.element.readonly || this.element.controls;
  }

  get playable(): boolean {
    return !this.element.readonly && this.element.view !== 'rules';
  }

  get root(): ShadowRoot | null {
    return this.element.shadowRoot;
  }

  get id(): string {
    return this.element.id;
  }

  get connected(): boolean {
    return this.element.isConnected;
  }

  /** Whether the game's engine is there: it loads before the board's first update (src/board/engines.ts). */
  get engineReady(): boolean {
    return hasEngine(this.descriptor.kind);
  }

  get updateComplete(): Promise<boolean> {
    return this.element.updateComplete;
  }

  addController(controller: ReactiveController): void {
    this.element.addController(controller);
  }

  removeController(controller: ReactiveController): void {
    this.element.removeController(controller);
  }

  requestUpdate(): void {
    this.element.requestUpdate();
  }

  report(attribute: string, fault: Fault | null): void {
    const kind = attribute === 'src' ? 'record' : attribute;
    if (fault) this.reader.faults.set(kind as 'record', fault);
    else this.reader.faults.delete(kind as 'record');
    this.element.requestUpdate();
  }

  fire(event: BoardEvent): void {
    fire(this.element, event);
  }

  setRulesShown(shown: boolean): void {
    this.element.showRules = shown;
  }

  setThreatsShown(shown: boolean): void {
    this.element.threats = shown;
  }

  record(format: string): Promise<string> {
    for (const feature of this.features) if (feature.record) return feature.record(format);
    return Promise.reject(new Error('this board writes no records'));
  }

  download(format: DownloadFormat): void {
    for (const feature of this.features) void feature.download?.(format);
  }

  /** Shows a new game (at `ply`; `'ply'`: where the `ply` attribute says; absent, its last move), with a record's `tree`. A new size puts the focus back in the centre. */
  show(game: G, ply?: number | 'ply', tree?: MoveNode): void {
    if (game.size !== this.session.game.size) this.input.focus = -1;
    this.players = null;
    this.session.load(game, ply === 'ply' ? undefined : ply, tree);
    if (ply === 'ply') this.showPly();
  }

  load<T>(chunk: Chunk<T>, asked = false): Promise<T | null> {
    return this.loads.load(chunk, asked);
  }

  // The update cycle (board-base.ts calls these).

  /**
   * What the next update waits for: the game's engine (the first time), the language's
   * strings, and each feature's chunk. Without its engine (it could not be loaded) the
   * board says so and tries again at its next update.
   */
  async beforeUpdate(): Promise<void> {
    await Promise.all([this.language.settled(), this.loadEngine()]);
    if (!this.engineReady) return;
    // The game the attributes give is there before the features get ready, so that what a
    // feature says while it loads is not cleared by the game's first load.
    void this.session.game;
    // Only what is loading is waited for: most updates (a move) wait for nothing.
    const waits = this.features.flatMap((feature) => feature.ready?.() ?? []);
    if (waits.length) await Promise.all(waits);
  }

  willUpdate(changed: PropertyValues): void {
    // Without the engine nothing is read: the update after it arrives reads everything, as a first one.
    if (!this.engineReady) return;
    const { reader, session } = this;
    const first = this.fresh;
    this.fresh = false;
    for (const feature of this.features) feature.readSource?.(changed);
    const supplied = this.features.some((feature) => feature.suppliesGame?.());
    const reload = !first && !supplied && (reader.setupChanged(changed) || changed.has('record') || changed.has('src'));
    if (reload) this.reloadSetup();
    const size = session.game.size; // the first use reads the setup
    if ((first || reload || changed.has('ply')) && !this.features.some((feature) => feature.loadingGame?.())) this.showPly();
    if (changed.has('computer') || changed.has('level')) this.players = null;
    for (const feature of this.features) feature.read?.(changed, first || reload);
    const values = this.element;
    if (changed.has('numbers')) reader.readNumbers(values.numbers);
    if (changed.has('region') || size !== reader.regionSize) reader.readRegion(values.region, size);
    if (changed.has('marks') || size !== reader.marksSize) reader.readMarks(valueText(values.marks) ?? '', size);
    if (reader.optionsChanged(changed)) reader.readOptions(values.view, values.computer, values.level, values.theme, values.confirm);
    this.view.sync(session);
    const confirm = valueText(values.confirm) as ConfirmMode | null;
    this.input.track(this.geometry, !values.readonly, confirm && CONFIRM_MODES.includes(confirm) ? confirm : 'auto', session.revision);
  }

  /** Settles once the language asked for and the messages of bad attributes are there (`updateComplete` waits for it). */
  async settled(): Promise<void> {
    await Promise.all([this.language.messagesLoading, this.language.settled()]);
  }

  /** Whether a feature's work is under way (a record read, a file fetched, a value checked): `updateComplete` waits for it. */
  get pending(): boolean {
    return this.element.isConnected && this.features.some((feature) => feature.pending?.());
  }

  private updateWaiters: (() => void)[] = [];

  /** Resolves after the board's next update, or when it leaves the page (a reading stops then). */
  nextUpdate(): Promise<void> {
    return new Promise((resolve) => this.updateWaiters.push(resolve));
  }

  /** Releases what waits for the next update. */
  releaseWaiters(): void {
    const waiting = this.updateWaiters;
    this.updateWaiters = [];
    for (const resolve of waiting) resolve();
  }

  /** A playable board looks up the sentences a move will need (they are memoised per language). */
  firstUpdated(): void {
    if (this.element.readonly || !this.engineReady) return;
    for (const color of ['black', 'white'] as const) {
      moveAnnouncement(this.t, { color, point: '', captured: [] }, null);
      turnText(this.t, color);
    }
  }

  /** The natural width set last: `'396px'`. */
  private natural = '';

  /** Names the grid cells after the position (only the cells that changed); keeps the natural width. */
  updated(): void {
    this.releaseWaiters();
    this.keepNaturalWidth();
    this.toolbarLayout.afterUpdate();
    const grid = this.element.renderRoot.querySelector('.grid-cells');
    if (grid) this.cellNames.sync(grid, this.view, this.notes(), this.t, this.language.current);
    if (this.reader.faults.size) this.language.needMessages();
  }

  /**
   * A board's natural width follows what it shows: `naturalWidth` (board/geometry.ts), 44 CSS pixels a line (a
   * 7×7 diagram about 400 px wide, a 19×19 board up to 924 px), never wider than its column.
   * The stylesheet reads it as `--_natural-width` on the element; a page's `width` on the
   * element replaces it and its `max-width` caps it. The rule text alone (`view="rules"`) has none.
   */
  private keepNaturalWidth(): void {
    const natural = this.features.some((feature) => feature.replacesBoard?.()) ? '' : `${naturalWidth(this.geometry)}px`;
    if (natural === this.natural) return;
    this.natural = natural;
    if (natural) this.element.style.setProperty('--_natural-width', natural);
    else this.element.style.removeProperty('--_natural-width');
  }

  /** The words for what stands on each point besides its stone: the marks', then the features' (the threats). */
  private notes(): Map<number, string[]> {
    const notes = notesAt(this.view, this.marks, this.t);
    for (const feature of this.features)
      for (const [index, note] of feature.pointNotes?.(this.t) ?? []) notes.set(index, [...(notes.get(index) ?? []), note]);
    return notes;
  }

  /** The `marks`, and the features' (a problem's hint). */
  get marks(): PlacedMark[] {
    const extra = this.features.flatMap((feature) => feature.marks?.() ?? []);
    // The editor holds the diagram's marks itself (they are drawn as its start's).
    const own = this.element.edit ? [] : this.reader.marks;
    return extra.length ? [...own, ...extra] : own;
  }

  /** Loads the game's engine; a failure is logged, and the board says it cannot show its game. */
  private async loadEngine(): Promise<void> {
    if (this.engineReady) return;
    try {
      await loadEngine(this.descriptor.kind);
    } catch (error) {
      console.error(error);
    }
  }

  // Changes.

  /** A change asked for on the board; it waits while a feature holds input (the computer's turn, a fault being judged). */
  change(change: Change): void {
    if (!this.features.some((feature) => feature.holdsInput?.())) this.session.tryChange(change);
  }

  /** Undo on the board: as many moves as the computer's seat asks (one without it). */
  handleUndo(): void {
    const steps = this.features.reduce<number | null>((found, feature) => found ?? feature.undoSteps?.() ?? null, null);
    for (let left = steps ?? Math.min(1, this.session.game.moves.length); left > 0; left--) this.session.change({ kind: 'undo' }, true);
  }

  /** A move made on the board (pointer, touch, keyboard): a feature may take it, else it is played or refused. */
  private handleBoardMove(index: number): void {
    if (this.element.readonly) return;
    this.input.focus = index;
    if (this.features.some((feature) => feature.claimsInput?.(index))) return;
    this.change({ kind: 'place', index });
  }

  /** The game the setup attributes describe (see AttributeReader.readSetup). */
  private readGame(first: boolean): G | null {
    // A list may come as an array of point names from a page's code: `board.black = ['D4', 'E5']`.
    const text = (value: unknown) => listText(value) ?? '';
    const values = this.element;
    const source: SetupSource = {
      size: values.size as number | undefined,
      black: text(values.black),
      white: text(values.white),
      toPlay: valueText(values.toPlay),
      moves: text(values.moves),
    };
    // The subclass declares the properties its descriptor's options name (Gonnect: noSwap).
    return this.reader.readSetup(source, this.element as unknown as O, first);
  }

  /** A new game when the setup attributes changed and can be read. */
  private reloadSetup(): void {
    const game = this.readGame(false);
    if (game) this.show(game);
  }

  /** Shows the position `ply` asks for (when it cannot be read, the position shown stays). */
  private showPly(): void {
    const ply = this.reader.readPly(this.element.ply, this.session.line.length);
    if (ply !== null && ply !== this.session.ply) this.session.change({ kind: 'goto', ply }, false);
  }
}
