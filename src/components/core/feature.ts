/**
 * A feature of a board: the replay bar, records, the problem mode, the computer player,
 * the rule panel… Each lives in a folder of its own under src/components, as a small slot
 * in embed.js (the {@link BoardFeature} below) and a chunk it loads on first use. The
 * board (board-host.ts) calls every feature's members in a loop, in the order of the list
 * in src/components/features.ts; a feature sees the board only through its
 * {@link FeatureHost}, and never imports another feature.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BoardGame } from '../../engine/game.js';
import type { Translate } from '../../i18n/i18n.js';
import type { DownloadFormat, Language } from '../../vocabulary.js';
import type { AttributeReader, PlacedMark } from '../../board/attributes.js';
import type { Fault } from '../../board/errors.js';
import type { Geometry } from '../../board/geometry.js';
import type { BoardView } from '../../board/view-model.js';
import type { BoardValues } from './board-values.js';
import type { GameDescriptor } from './descriptor.js';
import type { BoardEvent } from './events.js';
import type { Chunk } from './loader.js';
import type { ToolButton } from './panels.js';
import type { MoveNode } from './move-tree.js';
import type { Change, GameSession } from './session.js';

/** The properties that changed since the last update, as Lit gives them: `Map { 'goal' => undefined }`. */
export type Changed = ReadonlyMap<PropertyKey, unknown>;

/** Every member is optional: a feature takes part in what it needs. */
export interface BoardFeature {
  /** What the next update must wait for (its chunk, so the board draws in one go), or nothing when it is there. */
  ready?(): Promise<unknown> | undefined;
  /** Before each update, first: reads the attributes that bring a game of their own (`record`, `src`). */
  readSource?(changed: Changed): void;
  /** Before each update, once the game is settled: reads the attributes it owns (`fresh`: a new game from the attributes, or the first update). */
  read?(changed: Changed, fresh: boolean): void;
  /** A new game is coming from this feature (a record, a link): the setup attributes wait while it is true. */
  suppliesGame?(): boolean;
  /** The game it supplies is still on its way: `ply` is judged once it is there. */
  loadingGame?(): boolean;
  /**
   * Work under way whose result the board will show (a record being read or fetched, a
   * value checked by code that loads on first use): `updateComplete` waits until it is
   * shown or refused. The work ends with an update of the board.
   */
  pending?(): boolean;
  /** Takes a click on a point before the game does (the editor): true when taken. */
  claimsInput?(index: number): boolean;
  /** Takes a press dragged from one point to another (the editor's region); a drag plays nothing otherwise. */
  claimsDrag?(from: number, to: number): boolean;
  /** Whether it is at work on the game (the computer thinking): the game's own buttons wait. */
  busy?(): boolean;
  /** Whether a move made on the board must wait (the computer's turn, a problem being judged). */
  holdsInput?(): boolean;
  /** How many moves Undo takes back, where this feature decides (the computer's seat). */
  undoSteps?(): number | null;
  /** The status line's text, where this feature has one (a task, the computer thinking). */
  status?(t: Translate): string | null;
  /** Sentences it adds to the status line after the turn and the game's own details (the threats): `['White threatens to make six on 1 line. You need 2 stones to block.']`. */
  details?(t: Translate): string[];
  /** Marks it draws on the board (a problem's hint). */
  marks?(): readonly PlacedMark[];
  /** What it says of points besides their marks, for the grid cells' names (the threats): `Map { 42 => 'in atari' }`. */
  pointNotes?(t: Translate): ReadonlyMap<number, string>;
  /**
   * Whether the board is asking the reader a question whose answer must not show yet (a
   * problem not yet solved, failed or shown): what could give it away (the threats) waits.
   */
  asking?(): boolean;
  /** A layer of the board's drawing over the stones (move numbers). */
  layer?(geometry: Geometry): unknown;
  /** Its toolbar buttons. */
  buttons?(t: Translate): ToolButton[];
  /** Its part under the toolbar (the replay bar, the rule panel). */
  render?(t: Translate): unknown;
  /** Whether its part is the whole element (the rule text with `view="rules"`). */
  replacesBoard?(): boolean;
  /** The whole game as a record's text, where this feature writes records (`toRecord`). */
  record?(format: string): Promise<string>;
  /** Saves a download of the replay bar, where this feature saves them. */
  download?(format: DownloadFormat): Promise<void>;
  /** A key pressed on the board. */
  handleKey?(event: KeyboardEvent): void;
}

/** What a feature sees of its board: the game, the words, its attributes' values, and a few verbs. */
export interface FeatureHost<G extends BoardGame = BoardGame> extends ReactiveControllerHost {
  readonly session: GameSession<G>;
  readonly descriptor: GameDescriptor<G, never>;
  /** What the board shows, point by point. */
  readonly view: BoardView;
  /** The translations of the board's language, and the language: `'es'`. */
  readonly t: Translate;
  readonly lang: Language;
  /** The attributes' values as the page gave them (each feature reads its own). */
  readonly values: BoardValues;
  /** The `marks` attribute read. */
  readonly placedMarks: readonly PlacedMark[];
  /** What the board read of `marks`, `numbers` and `region` (the last good values). */
  readonly reader: Readonly<Pick<AttributeReader<BoardGame, never>, 'marks' | 'numbers' | 'region'>>;
  /** Whether the board came drawn by a server and has yet to hydrate (core/server-rendered.ts). */
  readonly serverRendered: boolean;
  readonly geometry: Geometry;
  /** Whether a feature is at work on the game (the computer thinking). */
  readonly busy: boolean;
  /** Whether the board shows its status line and toolbar (a playable board, or a diagram with `controls`). */
  readonly showsControls: boolean;
  /** Whether the board takes moves (not a diagram, not the rules view). */
  readonly playable: boolean;
  /** The element's shadow root (features add their styles to it), its `id` and whether it is in a page. */
  readonly root: ShadowRoot | null;
  readonly id: string;
  readonly connected: boolean;
  /** A change made on the board (it fires the events); it waits while a feature holds input. */
  change(change: Change): void;
  /** Fires one of the board's events (a problem's `solved`, `failed`), as made on the board. */
  fire(event: BoardEvent): void;
  /** Shows a bad value of `attribute` (null: it is gone); the last good state stays. */
  report(attribute: string, problem: Fault | null): void;
  /** Shows a new game (a record's, a link's, the New game dialog's) at `ply` (`'ply'`: where the attribute says; absent: its last move), with a record's `tree` (its main line the game's moves). */
  show(game: G, ply?: number | 'ply', tree?: MoveNode): void;
  /** Opens or closes the rule panel (`show-rules`). */
  setRulesShown(shown: boolean): void;
  /** Shows or hides the threats (`threats`). */
  setThreatsShown(shown: boolean): void;
  /** Whether a feature is asking the reader a question whose answer must not show (a problem being solved). */
  readonly asking: boolean;
  /** The New game dialog's seat and level for the computer, until the attributes change (null: the attributes'). */
  players: { seat?: string; level?: number } | null;
  /** The whole game as a record (`toRecord`), for features that save or share it. */
  record(format: string): Promise<string>;
  /** Saves a download (the replay bar's buttons). */
  download(format: DownloadFormat): void;
  /**
   * Loads a chunk under the one failure policy: null when it could not be loaded, which the
   * board says once (`ui.unavailable.<chunk's name>`). It tries again at the next need: the
   * next change of the game, or at once when `asked` (the reader pressed a button for it).
   */
  load<T>(chunk: Chunk<T>, asked?: boolean): Promise<T | null>;
  addController(controller: ReactiveController): void;
}

/** A feature made for one board: one line of src/components/features.ts. */
export type FeatureFactory = (host: FeatureHost) => BoardFeature;
