/**
 * Why a game record, a share link or a record's moves could not be loaded: one error
 * class for every layer of records (text, replay, share links), one code per distinct
 * refusal. The English message is for developers; a board translates by `code` and
 * the fields `moveNumber`, `token` and `position`.
 */

/** Why a record was refused. */
export const RECORD_ERROR_CODES = [
  // Reading the text
  'empty', // no record at all: blank text
  'sgf-syntax', // SGF that cannot be read: a missing `;`, `]` or `)`, text outside a game tree
  'no-kind', // a plain move list, which does not say which game it is: give the kind
  'wrong-game', // a record of another game (GM[2], RU[Japanese], a Connect6 list for Gonnect)
  'bad-value', // a property value that cannot be read (FF[9], PL[X], SZ[abc], B and W in one node)
  'bad-size', // a board size outside the game's range, or not square (SZ[19:13])
  'bad-point', // a coordinate that cannot be read (B[1x], j10k)
  'off-board', // a coordinate outside the board (B[zz] on 13×13)
  'pass', // a pass (B[] or B[tt]): neither game allows passing
  'wrong-turn', // a move by the colour that is not to play (two B nodes in a row)
  'bad-turn', // a Connect6 turn with the wrong number of stones (two stones on the first turn)
  'bad-numbering', // a numbered list whose entry is not the next turn's number (1.j10 3.k9)
  'setup-in-game', // setup stones (AB, AW, AE) after the first node: the game cannot be replayed
  'too-many-nodes', // more nodes than the reader was told to read (a board reads at most MAX_RECORD_NODES)
  // Replaying the moves (the rules)
  'duplicate', // a setup point given twice
  'no-liberties', // a Gonnect setup chain without liberties
  'both-won', // a setup where both colours have already won
  'occupied', // a stone on an occupied point
  'suicide', // a Gonnect move that leaves its own chain without liberties
  'ko', // a Gonnect move that brings back the position of the ko rule
  'game-over', // a move after the end of the game
  'swap-not-allowed', // a swap where the pie rule does not allow one
  // Share links
  'bad-share', // a share payload that cannot be read: bad characters, unknown version, cut short
  'bad-ply', // a position number (ply) outside the game's moves
] as const;
/** A refusal: `'occupied'`. */
export type RecordErrorCode = (typeof RECORD_ERROR_CODES)[number];

/** Where in a record a refusal happened; every field is optional. */
export interface RecordErrorPlace {
  /**
   * The move, 1-based, as the games number them: in Gonnect each move counts one, a
   * swap included (one SGF move node, one entry of a move list); in Connect6 each turn
   * (one Little Golem node or numbered entry; in a plain move list, the turn the stone
   * belongs to): `12`.
   */
  moveNumber?: number;
  /** The offending text as written: `'B[zz]'`, `'j10'`, `'SZ[99]'`. */
  token?: string;
  /** Character offset (0-based) in the text that was read: `42`. */
  position?: number;
  /** The node, counted from 1 in the order of the text (every game of a collection): `100001`. */
  node?: number;
  /**
   * In a record tree, the way from the root to the node: its child index at each step, the
   * main line being 0 each time. Absent for a record without variations: `[0, 0, 1, 0]`.
   */
  path?: number[];
  /**
   * In a record tree, the variations taken from the root to the node (none on the main
   * line): each as its 1-based number among the continuations where it starts and the
   * number of its first move: `[{ variation: 2, moveNumber: 14 }]` ("variation 2 at move 14").
   */
  variations?: VariationStep[];
}

/** One variation taken on the way to a node: `{ variation: 2, moveNumber: 14 }`. */
export interface VariationStep {
  /** Its number among the continuations of the node it leaves, from 1 (the main line): `2`. */
  variation: number;
  /** The number of its first move: `14`. */
  moveNumber: number;
}

/** English descriptions, one per code (boards show their own translations). */
const DESCRIPTIONS: Readonly<Record<RecordErrorCode, string>> = {
  empty: 'the record is empty',
  'sgf-syntax': 'the SGF cannot be read',
  'no-kind': 'a plain move list does not say which game it is',
  'wrong-game': 'the record is of another game',
  'bad-value': 'a property value cannot be read',
  'bad-size': 'the board size is not one the game allows',
  'bad-point': 'a coordinate cannot be read',
  'off-board': 'a coordinate is outside the board',
  pass: 'a pass, which the game does not allow',
  'wrong-turn': 'a move by the colour that is not to play',
  'bad-turn': 'a turn with the wrong number of stones',
  'bad-numbering': 'an entry that does not carry the next turn number',
  'setup-in-game': 'setup stones after the first node',
  'too-many-nodes': 'the record has more nodes than can be read',
  duplicate: 'a setup point is given twice',
  'no-liberties': 'a setup chain has no liberties',
  'both-won': 'both colours have already won in the setup',
  occupied: 'a stone on an occupied point',
  suicide: 'a suicide move',
  ko: 'a move the ko rule forbids',
  'game-over': 'a move after the end of the game',
  'swap-not-allowed': 'a swap the pie rule does not allow',
  'bad-share': 'the share link cannot be read',
  'bad-ply': 'the position is not one of the game',
};

/** The English message: `'Bad record: a stone on an occupied point (move 12, "D4")'`. */
function describe(code: RecordErrorCode, place: RecordErrorPlace, detail: string | undefined): string {
  const where: string[] = [];
  if (place.moveNumber !== undefined) where.push(`move ${place.moveNumber}`);
  if (place.node !== undefined) where.push(`node ${place.node}`);
  for (const step of place.variations ?? []) where.push(`variation ${step.variation} at move ${step.moveNumber}`);
  if (place.token !== undefined) where.push(JSON.stringify(place.token));
  if (place.position !== undefined) where.push(`at character ${place.position + 1}`);
  const why = detail === undefined ? DESCRIPTIONS[code] : `${DESCRIPTIONS[code]}: ${detail}`;
  return `Bad record: ${why}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
}

/** Thrown by every record parser, `gameFromRecord`, `decodeShare`; nothing is half-loaded. */
export class RecordError extends Error {
  /** Why: `'occupied'`. */
  readonly code: RecordErrorCode;
  /** The move where it happened, as the format numbers them (see {@link RecordErrorPlace}): `12`. */
  readonly moveNumber: number | undefined;
  /** The offending text as written: `'B[zz]'`. */
  readonly token: string | undefined;
  /** Character offset (0-based) in the text that was read: `42`. */
  readonly position: number | undefined;
  /** The node, counted from 1 in the order of the text: `100001`. */
  readonly node: number | undefined;
  /** In a record tree, the child index at each step from the root to the node: `[0, 0, 1]`. */
  readonly path: number[] | undefined;
  /** In a record tree, the variations taken on the way to the node (empty on the main line): `[{ variation: 2, moveNumber: 14 }]`. */
  readonly variations: VariationStep[] | undefined;
  /** The English words `detail` added to the message: `'one value expected'`. */
  readonly detail: string | undefined;

  /** `detail` adds English words for developers to the message: `'expected 1 or 2 stones'`. */
  constructor(code: RecordErrorCode, place: RecordErrorPlace = {}, detail?: string) {
    super(describe(code, place, detail));
    this.name = 'RecordError';
    this.code = code;
    this.moveNumber = place.moveNumber;
    this.token = place.token;
    this.position = place.position;
    this.node = place.node;
    this.path = place.path;
    this.variations = place.variations;
    this.detail = detail;
  }
}

/** The same refusal with `place`'s fields added or replaced: `relocated(error, { path: [0, 1] })`. */
export function relocated(error: RecordError, place: RecordErrorPlace): RecordError {
  const { moveNumber, token, position, node, path, variations } = error;
  const known = Object.entries({ moveNumber, token, position, node, path, variations }).filter(([, value]) => value !== undefined);
  return new RecordError(error.code, { ...(Object.fromEntries(known) as RecordErrorPlace), ...place }, error.detail);
}
