/**
 * The shared element of both boards: the attributes as properties, the public methods,
 * and the composition of the parts, each in a file of its own: the game session (the
 * engine and its one write path), the attribute reader, input, the computer player, the
 * rules panel and the view. What differs between the games is data, the
 * {@link GameDescriptor} each element hands over. The game state lives in the engine;
 * the element keeps view state only.
 *
 * The flow from a click: input maps the pointer to an index → the session plays it on
 * the engine, settles (revision, notice) and fires the events → at the update that
 * follows, the view model takes the stone the move placed and Lit redraws what changed.
 *
 * This file is above 300 lines on purpose: it is the element's whole public surface (every
 * attribute as a documented property, the methods a page calls) and the wiring of the
 * parts; what each part does is in that part's file.
 */
import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { BoardGame } from '../engine/game.js';
import type { Color, MoveRecord } from '../engine/types.js';
import type { Translate } from '../i18n/i18n.js';
import { AttributeReader, type PlacedMark } from './attributes.js';
import { ComputerSlot } from './computer-slot.js';
import type { GameDescriptor } from './descriptor.js';
import { BoardInput } from './input.js';
import { BoardLanguage } from './language.js';
import type { SetupSource, Theme } from './load.js';
import { moveAnnouncement, noticeText, resultText, turnText } from './messages.js';
import { translated } from './problems.js';
import { ProblemSlot } from './problem-slot.js';
import { RulesSlot } from './rules-slot.js';
import { GameSession, type Change } from './session.js';
import { NUMBER, TEXT, valueText, wholeNumber } from './values.js';
import { boardStyles } from './styles.js';
import { boardGrid, boardSvg, notesAt, type Scene } from './view/board-render.js';
import type { BoardRecord } from './record-loading.js';
import { loadRecordsAndPictures, RecordSource } from './record-source.js';
import { withWords } from './first-use.js';
import type { NewGame, NewGameChoice } from './new-game.js';
import { ShareLink } from './share-link.js';
import { ReplayPanel } from './replay-panel.js';
import type { DownloadFormat } from './view/replay-bar.js';
import type { PictureSource } from '../svg/picture.js';
import { geometryFor, type Geometry } from './view/geometry.js';
import { CellNames } from './view/grid-cells.js';
import { errorPanel, liveRegion, statusPanel, toolbar } from './view/panels.js';
import { LabelFit } from './view/label-fit.js';
import { serverRendered } from './server-rendered.js';
import { ToolbarLayout } from './view/toolbar-layout.js';
import { BoardView } from './view/view-model.js';

export { unclaimed } from './register.js';

type NewGameModule = typeof import('./new-game.js');
/** The New game dialog, loaded at its first opening. */
const loadNewGame: () => Promise<NewGameModule> = withWords(() => import('./new-game.js'));

/**
 * The base class of `<gonnect-board>` and `<connect6-board>`. `G` is the game's engine;
 * `O` the element properties its descriptor builds a game from besides the setup
 * attributes (Gonnect: `noSwap`), which the subclass declares.
 */
export class BoardBase<G extends BoardGame = BoardGame, O = never> extends LitElement {
  static override styles = boardStyles;
  // Every value a page gives is kept as given and read by one rule (values.ts): `null`
  // is absent, numbers may come as numeric text, other types get the board's message.
  static override properties: PropertyDeclarations = {
    size: { converter: NUMBER, reflect: true },
    black: { converter: TEXT },
    white: { converter: TEXT },
    toPlay: { converter: TEXT, attribute: 'to-play', reflect: true },
    moves: { converter: TEXT },
    readonly: { type: Boolean, reflect: true },
    controls: { type: Boolean, reflect: true },
    marks: { converter: TEXT },
    noCoordinates: { type: Boolean, reflect: true, attribute: 'no-coordinates' },
    showRules: { type: Boolean, reflect: true, attribute: 'show-rules' },
    view: { converter: TEXT, reflect: true },
    computer: { converter: TEXT, reflect: true },
    level: { converter: NUMBER, reflect: true },
    theme: { converter: TEXT, reflect: true },
    // Judged at every set, even to the same value: the reader may have stepped away since.
    ply: { converter: NUMBER, hasChanged: () => true },
    numbers: { converter: TEXT },
    record: { converter: TEXT },
    src: { converter: TEXT },
    hints: { type: Boolean, reflect: true },
    goal: { converter: TEXT, reflect: true },
    within: { converter: NUMBER, reflect: true },
    solution: { converter: TEXT },
    region: { converter: TEXT },
    share: { type: Boolean, reflect: true },
    sizes: { converter: TEXT },
  };

  /** Lines per side (Gonnect 5–25, default 13; Connect6 6–25, default 19); numeric text such as `'9'` reads alike. A new size starts afresh. */
  size?: number;
  /** Black setup stones: `"D4 E5"` (spaces or commas). */
  black = '';
  /** White setup stones: `"F6"`. */
  white = '';
  /** Who moves after the setup: `black` or `white`. */
  toPlay?: Color;
  /** Moves played from the setup, in order: `"D4 swap E5"`. */
  moves = '';
  /** A diagram: no input, no buttons that change the game, and (unless `controls`) no status line or toolbar. */
  readonly = false;
  /** On a `readonly` diagram: shows the status line and the Rules button (a diagram is just the board without it). */
  controls = false;
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
  /** The computer's strength, 1–5 (numeric text such as `'3'` reads alike). */
  level?: number;
  /** `light` or `dark` pins the look (a light blog read on a dark system keeps the light board); absent: follows `prefers-color-scheme`. */
  theme?: Theme;
  /**
   * Shows the position after this many moves of the game: `12` (0: the setup); absent,
   * the last. The game keeps every move; the reader's steps do not change this property
   * (the `navigate` event says where they went).
   */
  ply?: number;
  /** Move numbers on stones: `all`, or a count N for the last N moves (Connect6: turns). */
  numbers?: string;
  /**
   * The text of a game record (SGF; for Connect6 also Little Golem's SGF and the numbered
   * list `1.j10 2.i9l10`; a plain move list): `"(;FF[4]GM[1]SZ[9]RU[Gonnect];B[ee])"`. It
   * replaces `size`, `black`, `white`, `to-play` and `moves` while present.
   */
  record?: string;
  /** The URL of a record file, fetched and read like `record` (which wins when both are there): `"games/final.sgf"`. */
  src?: string;
  /** On a playable board: shows a Hint button that marks the computer's suggested move (Connect6: the pair) without playing it. */
  hints = false;
  /** A problem the board judges: Gonnect `connect` or `stop`, Connect6 `six` or `stop`; the side to play solves. */
  goal?: string;
  /** The problem's depth: the solver's moves (Gonnect) or turns (Connect6), 1 unless given. */
  within?: number;
  /** Authored answer lines, judged at their end: `"E5 F6 G7 | E5 G7 F6"` (Connect6 turns as pairs: `"J10K11 L12M13"`). */
  solution?: string;
  /** Shows only part of the board, two opposite corners: `"A1-G7"`; coordinates keep the whole board's names and the rules see the whole board. */
  region?: string;
  /** Shows a Share button that copies {@link shareUrl} (the board needs an `id`). */
  share = false;
  /** The board sizes the New game dialog offers: `"9 13 19"` (absent: Gonnect 9, 13, 15, 19; Connect6 13, 15, 19; the size shown is always offered). */
  sizes?: string;

  private readonly descriptor: GameDescriptor<G, O>;
  private readonly language = new BoardLanguage(this);
  private readonly session: GameSession<G> = new GameSession<G>(this, () => this.readGame(true)!);
  private readonly reader: AttributeReader<G, O>;
  private readonly boardView = new BoardView();
  private readonly cellNames = new CellNames();
  private readonly input = new BoardInput(this, (index) => this.handleBoardMove(index));
  private readonly computerPlayer = new ComputerSlot(this, this.session, this.boardView);
  private readonly problem: ProblemSlot;
  private readonly rulesPanel = new RulesSlot(this, {
    open: () => Boolean(this.showRules) || this.view === 'rules',
    page: () => this.view === 'rules',
    game: () => this.descriptor.kind,
    language: () => this.language.current,
  });

  private readonly replay: ReplayPanel;
  private readonly records: RecordSource;
  private readonly link: ShareLink;
  /** What the New game dialog chose, until the attributes change (new-game.ts). */
  private choice: NewGameChoice | null = null;

  constructor(descriptor: GameDescriptor<G, O>) {
    super();
    this.descriptor = descriptor;
    this.reader = new AttributeReader(descriptor);
    this.problem = new ProblemSlot(this, this.session, this.reader.problems);
    this.addController(new ToolbarLayout(this));
    this.addController(new LabelFit(this, () => geometryFor(this.session.game.size, true, this.reader.region ?? undefined).width));
    this.replay = new ReplayPanel(this, this.session, descriptor.kind);
    this.records = new RecordSource(this, {
      kind: descriptor.kind,
      sizes: descriptor.sizes,
      listSize: () => {
        const size = wholeNumber(this.size);
        return size === null || Number.isNaN(size) ? undefined : size;
      },
      loaded: (record) => this.handleRecord(record),
      problem: (problem) => {
        this.reader.report('record', problem);
        this.requestUpdate();
      },
    });
    this.link = new ShareLink(this, {
      kind: descriptor.kind,
      sizes: descriptor.sizes,
      problem: (problem) => this.reader.report('link', problem),
    });
    this.addEventListener('keydown', (event) => this.replay.handleKey(event, this.showsReplay));
  }

  /** A read-only snapshot of the position shown (a clone: changing it changes nothing here). */
  get game(): G {
    return this.session.game.clone() as G;
  }

  /** Plays for the side to move; throws IllegalMoveError (in the board's language) and changes nothing. Fires no event. */
  play(point: string): MoveRecord {
    return this.apply({ kind: 'play', point })!;
  }

  /** Takes back the game's last move (the position shown stays if it is an earlier one); false when only the setup is left. Fires no event. */
  undo(): boolean {
    if (!this.session.line.length) return false;
    this.apply({ kind: 'undo' });
    return true;
  }

  /**
   * The whole game as a record's text: `'sgf'` (Gonnect: SGF FF[4] GM[1] RU[Gonnect], the
   * swap as `SWAP[]`; Connect6: Little Golem's SGF), `'moves'` (the move list of the
   * `moves` attribute) or `'list'` (Connect6's numbered list). Asynchronous: the record
   * formats load on first use. Names, event and source of a record read come back out.
   */
  async toRecord(format = 'sgf'): Promise<string> {
    const records = await loadRecordsAndPictures();
    return records.writeRecord(this.session.wholeGame(), format, this.records.info);
  }

  /**
   * The position shown as a standalone SVG document's text: the same string `renderSvg`
   * (`gonnect-connect6/svg`) gives for the same attributes, its words in the board's
   * language. The look is `theme`'s, or the reader's colour scheme when absent.
   * Asynchronous: the drawing code loads on first use.
   */
  async toSvg(): Promise<string> {
    const source = this.pictureSource; // the position at the call, whatever happens while the code loads
    const { pictureSvg } = await loadRecordsAndPictures();
    return pictureSvg(source);
  }

  /**
   * A link to this page that opens this board's game at the position shown: the page's
   * address with this board's entry in the fragment, `https://example.org/play.html#final=JDBBlVScA`
   * (other boards' entries stay). Asynchronous: the link's writer loads with the record
   * formats. Rejects when the board has no `id`, which the link names it by.
   */
  async shareUrl(): Promise<string> {
    const { session, id } = this;
    // The position at the call, whatever happens while the code loads.
    const game = session.wholeGame();
    const ply = session.atEnd ? undefined : session.ply;
    const records = await loadRecordsAndPictures();
    if (!id) throw new Error(this.t('shared.noId'));
    return records.shareLink(id, game, ply);
  }

  /** Back to the start of the game the board last loaded (the attributes' or a record's). Fires no event. */
  reset(): void {
    this.session.reset();
  }

  /** A change asked for by the page: fires no event; a refusal throws, in the board's language. */
  protected apply(change: Change): MoveRecord | null {
    try {
      return this.session.change(change, false);
    } catch (error) {
      throw translated(error, this.t);
    }
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang' && this.isConnected) this.handleLanguageChange();
  }

  /** Re-resolves the language (a `lang` changed somewhere); re-renders only if it differs. */
  handleLanguageChange(): void {
    this.language.handleLanguageChange();
  }

  /** The translations of the board's language (`ui` strings). */
  private get t(): Translate {
    return this.language.t;
  }

  /** A move made on the board (pointer, touch, keyboard): plays it or says why not. */
  private handleBoardMove(index: number): void {
    if (this.readonly) return;
    this.input.focus = index;
    this.handleBoardChange({ kind: 'place', index });
  }

  /** A change asked for on the board; it waits while the computer thinks. */
  private handleBoardChange(change: Change): void {
    if (!this.computerPlayer.holdsInput() && !this.problem.holdsInput()) this.session.tryChange(change);
  }

  private handleUndo(): void {
    for (let steps = this.computerPlayer.undoSteps(); steps > 0; steps--) this.session.change({ kind: 'undo' }, true);
  }

  /** A record read from `record` or `src`: its game, at `ply`; stones after the end are named in the status. */
  private handleRecord({ game, ignored }: BoardRecord): void {
    this.showGame(game as BoardGame as G);
    this.showPly();
    if (ignored) this.session.say('recordIgnored', { number: ignored.moveNumber, points: ignored.moves.join(' ') });
  }

  /**
   * Saves the whole game as an SGF file (`gonnect.sgf`, `connect6.sgf`), or the position
   * shown as a picture (`gonnect.svg`, `connect6.png`); the code loads on first use (record-loading.ts).
   */
  private async handleDownload(format: DownloadFormat): Promise<void> {
    const text = format === 'sgf' ? this.toRecord('sgf') : this.toSvg();
    await (await loadRecordsAndPictures()).saveDownload(text, this.descriptor.kind, format);
  }

  /** The Share button: copies the link, or shows it where the page may not copy; a board without an id says what it needs. */
  private async handleShare(): Promise<void> {
    const records = await loadRecordsAndPictures();
    await records.share(this.id, this.session);
  }

  /** Opens the New game dialog and starts what it chose (new-game.ts); without the dialog's code, starts again as before. */
  private async handleNewGame(): Promise<void> {
    let started: NewGame<G> | null;
    try {
      const { newGame } = await loadNewGame();
      const { t, descriptor, session, sizes } = this;
      const board = { t, descriptor, session, sizes, computer: this.computerPlayer.settings, options: this as unknown as O };
      started = await newGame(this.renderRoot as ShadowRoot, board);
    } catch {
      // The dialog's code could not be loaded: the game starts again as it did before the dialog.
      return this.reset();
    }
    if (!started) return;
    this.choice = started.choice;
    this.showGame(started.game);
  }

  private handleRulesToggle(): void {
    this.showRules = !this.showRules;
  }

  // Attributes: each kind read only when it changed (attributes.ts).

  private get setupSource(): SetupSource {
    const text = (value: unknown) => valueText(value) ?? '';
    return { size: this.size, black: text(this.black), white: text(this.white), toPlay: valueText(this.toPlay), moves: text(this.moves) };
  }

  /** The game the setup attributes describe (see AttributeReader.readSetup). */
  private readGame(first: boolean): G | null {
    // The subclass declares the properties its descriptor's options name (Gonnect: noSwap).
    return this.reader.readSetup(this.setupSource, this as unknown as O, first);
  }

  /** A new game when the setup attributes changed and can be read. */
  private reloadSetup(): void {
    const game = this.readGame(false);
    if (game) this.showGame(game);
  }

  /** Checks `sizes` with the dialog's code (new-game.ts), which loads for it: a bad value is named like any attribute's. */
  private checkSizes(): void {
    const { sizes } = this;
    if (valueText(sizes) === null) return this.reader.report('sizes', null);
    void loadNewGame().then(({ readSizes }) => {
      if (sizes !== this.sizes) return;
      this.reader.report('sizes', readSizes(sizes, this.descriptor).problem);
      this.requestUpdate();
    });
  }

  /** Shows a new game (at `ply`; absent, its last move): a new size puts the focus back in the centre. */
  private showGame(game: G, ply?: number): void {
    if (game.size !== this.session.game.size) this.input.focus = -1;
    this.session.load(game, ply);
  }

  /** Shows the position `ply` asks for (when it cannot be read, the position shown stays). */
  private showPly(): void {
    const ply = this.reader.readPly(this.ply, this.session.line.length);
    if (ply !== null && ply !== this.session.ply) this.session.change({ kind: 'goto', ply }, false);
  }

  /**
   * A board draws in one go, with what it shows loaded first (each loads on first use): the
   * strings of Spanish or Russian, the game of a share link in the page's address, an open
   * rule panel's code, the replay bar and numbers of a board given moves, a record or
   * numbers, and the computer player of a board that gives it a seat or has `hints`.
   * Nothing then pops in and moves the page after the first paint. A board a
   * server drew hydrates at once instead, since the server had no replay code
   * (server-rendered.ts): the bar and numbers come with the next update.
   */
  protected override async scheduleUpdate(): Promise<unknown> {
    await this.language.settled();
    await this.link.reading;
    await this.rulesPanel.ready();
    const replayed = this.showsControls && Boolean(this.moves || this.record || this.src);
    if ((replayed || this.numbers) && !serverRendered(this)) await this.replay.ready();
    if (!this.readonly && this.view !== 'rules')
      await this.computerPlayer.ready(valueText(this.computer) ?? undefined, Boolean(this.hints));
    return super.scheduleUpdate();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const { reader, session } = this;
    const first = !session.started;
    const recordChanged = changed.has('record') || changed.has('src');
    if (recordChanged) this.records.read(this.record, this.src);
    // A record replaces the setup attributes while it is there; without one they are read again.
    const reload = !first && !this.records.active && (recordChanged || reader.setupChanged(changed));
    if (reload) this.reloadSetup();
    const size = session.game.size; // the first use reads the setup
    // A record being read brings its own game: its ply is judged once it is there.
    if ((first || reload || changed.has('ply')) && !this.records.reading) this.showPly();
    const linked = this.link.found;
    this.link.found = null;
    if (linked) this.showGame(linked.game as BoardGame as G, linked.ply);
    // The dialog's choice holds until the attributes change.
    if (reload || recordChanged || linked || changed.has('computer') || changed.has('level')) this.choice = null;
    if (changed.has('sizes')) this.checkSizes();
    if (changed.has('numbers')) reader.readNumbers(this.numbers);
    if (changed.has('region') || size !== reader.regionSize) reader.readRegion(this.region, size);
    if (changed.has('marks') || size !== reader.marksSize) reader.readMarks(valueText(this.marks) ?? '', size);
    if (reader.optionsChanged(changed)) reader.readOptions(this.view, this.computer, this.level, this.theme);
    if (first || reload || changed.has('goal') || changed.has('within') || changed.has('solution'))
      this.problem.configure({ goal: this.goal, within: this.within, solution: this.solution });
    this.boardView.sync(session);
    this.input.track(this.geometry, !this.readonly);
    const level = wholeNumber(this.level);
    this.computerPlayer.settings = {
      seat: this.choice?.seat ?? valueText(this.computer) ?? undefined,
      level: this.choice?.level ?? (level === null || Number.isNaN(level) ? undefined : level),
      active: !this.readonly && this.view !== 'rules',
    };
  }

  // Drawing.

  private get geometry(): Geometry {
    return geometryFor(this.session.game.size, !this.noCoordinates, this.reader.region ?? undefined);
  }

  /** Whose turn it is, or how the game ended. */
  private get statusText(): string {
    const game = this.session.game;
    if (game.result) return resultText(this.t, game.result);
    const task = this.problem.statusText(this.t);
    if (task) return task;
    return this.computerPlayer.thinking ? this.t(`computer.thinking.${game.toPlay}`) : turnText(this.t, game.toPlay);
  }

  /** Whether the status line and the toolbar show: on a playable board, and on a diagram with `controls`. */
  private get showsControls(): boolean {
    return !this.readonly || this.controls;
  }

  /** What a diagram's label says of the status: a result, or the side to play when the page gave it. */
  private get labelStatus(): string {
    return this.readonly && (this.session.game.result || this.toPlay) ? this.statusText : '';
  }

  /** Whether the replay bar shows: where the toolbar does (a playable board, a diagram with `controls`), once the game has moves. */
  private get showsReplay(): boolean {
    return this.showsControls && this.session.line.length > 0;
  }

  /** The `marks`, and a problem's hint. */
  private get placedMarks(): PlacedMark[] {
    return this.problem.marks.length ? [...this.reader.marks, ...this.problem.marks] : this.reader.marks;
  }

  /** What `toSvg()` draws: the position shown, as the board shows it now. */
  private get pictureSource(): PictureSource {
    const theme = valueText(this.theme);
    const dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    return {
      game: this.session.game.clone(),
      moves: [...this.session.moves],
      marks: this.reader.marks,
      numbers: this.reader.numbers,
      region: this.reader.region,
      coordinates: !this.noCoordinates,
      theme: dark ? 'dark' : 'light',
      t: this.t,
      sayTurn: Boolean(valueText(this.toPlay)),
    };
  }

  private get scene(): Scene {
    const { focus, focusShown, hover } = this.input;
    const { session, reader } = this;
    return {
      game: session.game,
      geometry: this.geometry,
      view: this.boardView,
      marks: this.placedMarks,
      numbers: this.replay.numbers(this.geometry, this.boardView, reader.numbers, reader.marks),
      t: this.t,
      kind: this.descriptor.kind,
      readonly: this.readonly,
      hover,
      focus,
      focusShown,
      status: this.labelStatus,
    };
  }

  /**
   * A board with controls fetches the replay bar's code now, and a playable board looks up
   * the sentences a move will need (they are memoised per language).
   */
  override firstUpdated(): void {
    if (this.showsControls) this.replay.prepare();
    if (this.readonly) return;
    for (const color of ['black', 'white'] as const) {
      moveAnnouncement(this.t, { color, point: '', captured: [] }, null);
      turnText(this.t, color);
    }
  }

  /** Names the grid cells after the position (only the cells that changed). */
  override updated(): void {
    const grid = this.renderRoot.querySelector('.grid-cells');
    if (grid) this.cellNames.sync(grid, this.boardView, notesAt(this.boardView, this.placedMarks, this.t), this.t, this.language.current);
    if (this.reader.problems.size) this.language.needMessages();
  }

  /**
   * Settles once the board is drawn in the language asked for and with the message of a
   * bad attribute if it has one (the language's strings and the message's words may load
   * first: a board moved under another `lang` switches once they are there).
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await Promise.all([this.language.messagesLoading, this.language.settled()]);
    return super.getUpdateComplete();
  }

  private renderStatus(): unknown {
    if (!this.showsControls) return nothing;
    const game = this.session.game;
    const details = game.result ? [] : this.descriptor.statusDetails(this.t, game);
    return statusPanel(this.statusText, details, noticeText(this.t, this.session.refusal));
  }

  /** The game's buttons, and the Rules toggle (a diagram with `controls` has only that: it does not change the game). */
  private renderToolbar(): unknown {
    if (!this.showsControls) return nothing;
    const t = this.t;
    const rules = this.rulesPanel.button(t, () => this.handleRulesToggle());
    const share = this.share ? [{ name: 'share', label: t('share.button'), handler: () => void this.handleShare() }] : [];
    if (this.readonly) return toolbar(t('controls'), [...share, rules]);
    const game = this.session.game;
    const extra = this.computerPlayer.thinking ? [] : this.descriptor.extraButtons(t, game, (change) => this.handleBoardChange(change));
    return toolbar(t('controls'), [
      // Undo takes back the game's last move, so it waits until the reader is back there.
      {
        name: 'undo',
        label: t('button.undo'),
        disabled: !this.session.moves.length || !this.session.atEnd,
        handler: () => this.handleUndo(),
      },
      { name: 'new-game', label: t('button.newGame'), handler: () => void this.handleNewGame() },
      ...extra,
      // A problem has its own Hint (it points at an area and does not give the move away).
      ...(this.hints && !this.goal ? this.computerPlayer.hintButtons(t) : []),
      ...this.problem.buttons(t),
      ...share,
      rules,
    ]);
  }

  /** The replay bar and the move list. */
  private renderReplay(): unknown {
    return this.showsReplay ? this.replay.render(this.t, (format) => void this.handleDownload(format)) : nothing;
  }

  override render(): TemplateResult {
    const t = this.t;
    // An attribute's message shows once its words are there (they load with the first one).
    const problems = this.language.messagesReady ? [...this.reader.problems.values()] : [];
    const errors = errorPanel(problems.map((problem) => this.language.problemText(problem)));
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
      ${this.renderStatus()}${this.renderToolbar()}${this.renderReplay()}${rules}${liveRegion(noticeText(t, this.session.announcement))}`;
  }
}
