/**
 * The shared element of both boards: every attribute as a documented property, the public
 * methods (each delegating to the part that does the work), the game's descriptor and the
 * list of features it hosts. The wiring of the parts is in core/board-host.ts (the update
 * cycle) and core/host-view.ts (the drawing); each feature is a folder of its own
 * (features.ts lists them). What differs between the games is data, the
 * {@link GameDescriptor} each element hands over. The game state lives in the engine; the
 * element keeps view state only.
 */
import { css, LitElement, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { translated } from '../board/errors.js';
import type { BoardGame } from '../engine/game.js';
import type { MoveRecord } from '../engine/types.js';
import type { ProblemCheck } from '../ai/client.js';
import { BoardHost } from './core/board-host.js';
import { NUMBER, TEXT } from './core/converters.js';
import type { GameDescriptor } from './core/descriptor.js';
import type { FeatureFactory } from './core/feature.js';
import { renderBoard } from './core/host-view.js';
import type { Change } from './core/session.js';
import { boardStyles } from './core/styles.js';
import { toolbarStyles } from './core/toolbar-styles.js';
import { FEATURES, type Features } from './features.js';

export { unclaimed } from './core/register.js';

export type { ConfirmMode } from '../vocabulary.js';

/**
 * The base class of `<gonnect-board>` and `<connect6-board>`. `G` is the game's engine;
 * `O` the element properties its descriptor builds a game from besides the setup
 * attributes (Gonnect: `noSwap`), which the subclass declares.
 */
export class BoardBase<G extends BoardGame = BoardGame, O = never> extends LitElement {
  // While a prerendered board's picture shows through its slot, what the board draws waits unseen (see createRenderRoot).
  static override styles = [
    boardStyles,
    toolbarStyles,
    css`
      slot.prerendered ~ * {
        display: none !important;
      }
    `,
  ];
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
    problem: { converter: NUMBER, reflect: true },
    region: { converter: TEXT },
    share: { type: Boolean, reflect: true },
    sizes: { converter: TEXT },
    edit: { type: Boolean, reflect: true },
    confirm: { converter: TEXT, reflect: true },
    threats: { type: Boolean, reflect: true },
  };

  /** Lines per side (Gonnect 5–25, default 13; Connect6 6–25, default 19); numeric text such as `'9'` reads alike. A new size starts afresh. */
  size?: number | `${number}`;
  /** Black setup stones: `"D4 E5"` (spaces or commas). */
  black = '';
  /** White setup stones: `"F6"`. */
  white = '';
  /** Who moves after the setup: `black` or `white`. */
  toPlay?: 'black' | 'white';
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
  view?: 'rules';
  /** The colour the computer plays: `black`, `white`, `both` or `none`. */
  computer?: 'black' | 'white' | 'both' | 'none';
  /** The computer's strength, 1–5 (numeric text such as `'3'` reads alike). */
  level?: number | `${number}`;
  /** `light` or `dark` pins the look (a light blog read on a dark system keeps the light board); absent: follows `prefers-color-scheme`. */
  theme?: 'light' | 'dark';
  /**
   * Shows the position after this many moves of the game: `12` (0: the setup); absent,
   * the last. The game keeps every move; the reader's steps do not change this property
   * (the `navigate` event says where they went).
   */
  ply?: number | `${number}`;
  /** Move numbers on stones: `all`, or a count N for the last N moves (Connect6: turns). */
  numbers?: 'all' | number | `${number}`;
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
  goal?: 'connect' | 'stop' | 'six';
  /** The problem's depth: the solver's moves (Gonnect) or turns (Connect6), 1 unless given. */
  within?: number | `${number}`;
  /** Authored answer lines, judged at their end: `"E5 F6 G7 | E5 G7 F6"` (Connect6 turns as pairs: `"J10K11 L12M13"`). */
  solution?: string;
  /** In a record holding a problem set (several games), the problem shown, from 1: `3`. */
  problem?: number | `${number}`;
  /** Shows only part of the board, two opposite corners: `"A1-G7"`; coordinates keep the whole board's names and the rules see the whole board. */
  region?: string;
  /** Shows a Share button that copies {@link shareUrl} (the board needs an `id`). */
  share = false;
  /**
   * Tap to confirm: `auto` (absent) asks for a second tap on touch screens where a cell is
   * under 28 px (the first tap shows a ghost stone and its point, large); `always` asks for
   * it from every pointer, `never` plays at the first tap. The keyboard never needs it.
   */
  confirm?: 'auto' | 'always' | 'never';
  /** Makes the board an editor of its own position: tools for stones, marks, labels, the region, a problem's goal and depth, comments; undo and redo. */
  edit = false;
  /**
   * Marks what the side to move must answer, and says it in the status line and after each
   * move: Connect6, every line on which the opponent can make six next turn and the points
   * that complete it; Gonnect, the chains in atari (the mover's to save, the opponent's to
   * capture) and the points where one stone of the opponent would join two opposite edges.
   * The toolbar's Threats toggle sets it (and so the attribute). While a problem is being solved the threats wait (they could give the
   * answer away), and the toggle with them.
   */
  threats = false;
  /** The board sizes the New game dialog offers: `"9 13 19"` (absent: Gonnect 9, 13, 15, 19; Connect6 13, 15, 19; the size shown is always offered). */
  sizes?: string;

  /**
   * The features a board of this class hosts (features.ts). A subclass may list others: a
   * test's stub feature, or a page's board without the computer player.
   */
  static features: Readonly<Record<string, FeatureFactory>> = FEATURES;

  private readonly board: BoardHost<G, O>;

  constructor(descriptor: GameDescriptor<G, O>) {
    super();
    this.board = new BoardHost(this, descriptor, (this.constructor as typeof BoardBase).features);
  }

  /** A read-only snapshot of the position shown (a clone: changing it changes nothing here). */
  get game(): G {
    return this.session.game.clone() as G;
  }

  /** The moves from the setup to the position shown, in the `moves` syntax: `'D4 swap E5'` (a variation's, when the reader is in one). */
  get line(): string {
    return this.session.lineText;
  }

  /** The comment of the position shown (a record's `C`), as plain text; `''` when it has none. */
  get comment(): string {
    return this.session.shownNode.notes.comment ?? '';
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
  toRecord(format = 'sgf'): Promise<string> {
    return this.afterFirstUpdate(() => this.board.record(format));
  }

  /**
   * The position shown as a standalone SVG document's text: the same string `renderSvg`
   * (`gonnect-connect6/svg`) gives for the same attributes, its words in the board's
   * language. The look is `theme`'s, or the reader's colour scheme when absent.
   * Asynchronous: the drawing code loads on first use.
   */
  toSvg(): Promise<string> {
    return this.afterFirstUpdate(() => this.feature('exports').picture());
  }

  /**
   * A link to this page that opens this board's game at the position shown: the page's
   * address with this board's entry in the fragment, `https://example.org/play.html#final=JDBBlVScA`
   * (other boards' entries stay). Asynchronous: the link's writer loads on first use.
   * Rejects when the board has no `id`, which the link names it by.
   */
  shareUrl(): Promise<string> {
    return this.afterFirstUpdate(() => this.feature('share').url());
  }

  /**
   * What the board finds of the problem it poses (`goal`, `within`, `solution`): the same
   * check as `checkProblem` in `gonnect-connect6/ai`, run in the worker: `{ verdict,
   * answers, message }`, the verdict `sound`, `unsound`, `reached`, `too-deep` or
   * `bad-solution`. Rejects, in the board's language, when the board has no `goal`.
   */
  checkProblem(): Promise<ProblemCheck> {
    return this.afterFirstUpdate(() => this.feature('problem').check());
  }

  /**
   * The markup of a board showing what the editor holds (`edit`): a diagram, a problem or a
   * game, with exactly the attributes needed, escaped for HTML. Throws, in the board's
   * language, when the board is not editing (set `edit` and await `updateComplete` first).
   */
  toHtml(): string {
    void this.session;
    return this.feature('editor').html();
  }

  /** Back to the start of the game the board last loaded (the attributes' or a record's). Fires no event. */
  reset(): void {
    this.session.reset();
  }

  /**
   * The game session, once the board has drawn: a board takes calls from the page after
   * its first update (its game's engine loads first), so a call before that throws, in the
   * board's language, naming what to await, and nothing is lost or half done.
   */
  private get session(): BoardHost<G, O>['session'] {
    if (!this.hasUpdated) throw new Error(this.board.t('notReady', { tag: this.localName }));
    return this.board.session;
  }

  /** A promise-returning method's work, once the board has drawn (before that, a rejection: see {@link session}). */
  private afterFirstUpdate<T>(work: () => Promise<T>): Promise<T> {
    try {
      void this.session;
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return work();
  }

  /** One of the features this board hosts, by its name in features.ts. */
  private feature<K extends keyof Features>(name: K): Features[K] {
    const feature = this.board.named[name];
    if (!feature) throw new Error(`<${this.localName}> has no ${name} feature`);
    return feature as Features[K];
  }

  /** A change asked for by the page: fires no event; a refusal throws, in the board's language. */
  protected apply(change: Change): MoveRecord | null {
    try {
      return this.session.change(change, false);
    } catch (error) {
      throw translated(error, this.board.t);
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
    this.board.language.handleLanguageChange();
  }

  /**
   * A board draws in one go, with what it shows loaded first (each loads on first use): the
   * strings of Spanish or Russian, and what each feature draws (the game of a share link,
   * an open rule panel, the replay bar, the computer player). Nothing then pops in and
   * moves the page after the first paint.
   */
  protected override async scheduleUpdate(): Promise<unknown> {
    await this.board.beforeUpdate();
    return super.scheduleUpdate();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.board.willUpdate(changed);
  }

  override firstUpdated(): void {
    this.board.firstUpdated();
  }

  /**
   * A board `prerender` filled (its light DOM holds a `.gc-prerendered` picture, src/svg/prerender.ts)
   * keeps showing that picture, through a slot, until it has drawn what its markup says (its
   * first `updateComplete`: the engine, the language, a record or a problem loaded); then the
   * slot goes, in the same task, and the live board shows in its place. The picture has the
   * live board's size, so the page does not move. A board drawn by a server (Declarative
   * Shadow DOM) already shows its drawing and gets no slot.
   */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    if (!this.querySelector(':scope > .gc-prerendered') || root.querySelector('[part="board"]')) return root;
    const slot = document.createElement('slot');
    slot.className = 'prerendered';
    root.prepend(slot);
    const remove = () => slot.remove();
    this.updateComplete.then(remove, remove);
    return root;
  }

  override updated(): void {
    this.board.updated();
  }

  /**
   * Settles once the board is drawn in the language asked for and with the message of a
   * bad attribute if it has one (the language's strings and the message's words may load
   * first: a board moved under another `lang` switches once they are there), and once a
   * record given by `record` or `src` has been read (or refused): `game`, `line` and
   * `toRecord()` then reflect it.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    for (;;) {
      const done = await super.getUpdateComplete();
      await this.board.settled();
      // A feature's work under way (a record read, a value checked) ends with an update of its own.
      if (this.board.pending) await this.board.nextUpdate();
      // What settled asked for (an attribute's message, in words just loaded) is one more update.
      else if (!this.isUpdatePending) return done;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.board.releaseWaiters();
  }

  override render(): TemplateResult {
    return renderBoard(this.board as BoardHost<BoardGame, unknown>);
  }
}
