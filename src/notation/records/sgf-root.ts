/**
 * What both SGF dialects read from and write to the root node: which game the file is
 * of, the board size, the game information (PB, PW, EV, SO, RE), the setup stones
 * (AB, AW) and the side to move (PL). Properties nothing here reads are dropped.
 */
import { type Color, type GameKind, isBoardSize, SIZES } from '../../vocabulary.js';
import { findProperty, type SgfNode, type SgfProperty, type SgfPropertyData, simpleText } from '../sgf.js';
import { RecordError, type RecordErrorPlace } from './errors.js';
import type { RecordInfo, RecordPlayers } from './record.js';

/** Where a property stands, for errors: its text as written and its position: `{ token: 'SZ[99]', position: 7 }`. */
export function placeOf(property: SgfProperty, value = property.values.join('][')): RecordErrorPlace {
  return { token: `${property.id}[${value}]`, position: property.position };
}

/** The single value of a property (`singleValue(root, 'SZ')` is `'13'`), or undefined when absent; `bad-value` for several. */
export function singleValue(node: SgfNode, id: string): string | undefined {
  const property = findProperty(node, id);
  if (!property) return undefined;
  if (property.values.length !== 1) throw new RecordError('bad-value', placeOf(property), 'one value expected');
  return property.values[0]!;
}

/**
 * The game a root says it records, or undefined when it does not say: RU[Gonnect] or
 * RU[Connect6] (any case), else GM[1] for Gonnect (a Go board); any other RU or GM is
 * another game (`wrong-game`).
 */
function declaredKind(root: SgfNode): GameKind | undefined {
  const rules = singleValue(root, 'RU');
  const named = rules === undefined ? undefined : simpleText(rules).trim().toLowerCase();
  if (named === 'gonnect' || named === 'connect6') return named;
  if (named !== undefined) throw new RecordError('wrong-game', placeOf(findProperty(root, 'RU')!));
  const game = singleValue(root, 'GM');
  if (game === undefined) return undefined;
  if (game.trim() === '1') return 'gonnect';
  throw new RecordError('wrong-game', placeOf(findProperty(root, 'GM')!));
}

/**
 * Which game an SGF file records: what its root says (see `declaredKind`); a file that
 * does not say is Little Golem's Connect6 when its event names connect6 or its first
 * stone is written with a row number (`j10`), else Go's FF[4] default, Gonnect.
 */
export function sgfKind(nodes: readonly SgfNode[]): GameKind {
  const root = nodes[0]!;
  const declared = declaredKind(root);
  if (declared !== undefined) return declared;
  if (/connect6/i.test(singleValue(root, 'EV') ?? '')) return 'connect6';
  const stone = nodes.flatMap((node) => node.properties).find(({ id }) => ['B', 'W', 'AB', 'AW'].includes(id));
  return stone !== undefined && /[0-9]/.test(stone.values[0] ?? '') ? 'connect6' : 'gonnect';
}

/** Refuses a file whose root says it records another game than `kind` (`wrong-game`): GM[1] for `'connect6'`. */
export function checkSgfKind(nodes: readonly SgfNode[], kind: GameKind): void {
  const declared = declaredKind(nodes[0]!);
  if (declared !== undefined && declared !== kind) throw new RecordError('wrong-game', {}, `the file is not a ${kind} record`);
}

/** FF, when present, is a format version from 1 to 4 (`FF[4]`); else `bad-value`. */
export function checkFileFormat(root: SgfNode): void {
  const version = singleValue(root, 'FF');
  if (version !== undefined && !/^\s*[1-4]\s*$/.test(version)) {
    throw new RecordError('bad-value', placeOf(findProperty(root, 'FF')!), 'FF is 1 to 4');
  }
}

/** SZ: `SZ[13]` or the square `SZ[13:13]` is `13`; 19 when absent (FF[4]'s Go default and Little Golem's board). */
export function readSize(root: SgfNode, kind: GameKind): number {
  const text = singleValue(root, 'SZ');
  if (text === undefined) return 19;
  const place = placeOf(findProperty(root, 'SZ')!);
  const match = /^\s*([0-9]+)\s*(?::\s*([0-9]+)\s*)?$/.exec(text);
  if (!match) throw new RecordError('bad-value', place, 'SZ is a number');
  const size = Number(match[1]);
  if (match[2] !== undefined && Number(match[2]) !== size) throw new RecordError('bad-size', place, 'the board is not square');
  if (!isBoardSize(kind, size)) throw new RecordError('bad-size', place, `${kind} boards are ${SIZES[kind].min} to ${SIZES[kind].max}`);
  return size;
}

/** PL (`B` or `W`, either case): `PL[W]` is `'white'`; undefined when absent. */
export function readPlayer(root: SgfNode): Color | undefined {
  const text = singleValue(root, 'PL');
  if (text === undefined) return undefined;
  const color = text.trim().toUpperCase();
  if (color === 'B' || color === 'W') return color === 'B' ? 'black' : 'white';
  throw new RecordError('bad-value', placeOf(findProperty(root, 'PL')!), 'PL is B or W');
}

/** One text property as SimpleText, or undefined when absent. */
function readText(root: SgfNode, id: string): string | undefined {
  const text = singleValue(root, id);
  return text === undefined ? undefined : simpleText(text);
}

/** PB, PW, EV, SO and RE, each only when the file has it: `{ players: { black: 'Ito' }, event: 'connect6.ch.1' }`. */
export function readInfo(root: SgfNode): RecordInfo {
  const info: RecordInfo = {};
  const players: RecordPlayers = {};
  const black = readText(root, 'PB');
  const white = readText(root, 'PW');
  if (black !== undefined) players.black = black;
  if (white !== undefined) players.white = white;
  if (black !== undefined || white !== undefined) info.players = players;
  const fields = [
    ['event', 'EV'],
    ['source', 'SO'],
    ['result', 'RE'],
  ] as const;
  for (const [field, id] of fields) {
    const text = readText(root, id);
    if (text !== undefined) info[field] = text;
  }
  return info;
}

/** Writes the game information present in a record, EV, PB, PW, SO, RE in that order: `[{ id: 'PB', values: ['Ito'] }]`. */
export function writeInfo(record: RecordInfo): SgfPropertyData[] {
  const entries: [string, string | undefined][] = [
    ['EV', record.event],
    ['PB', record.players?.black],
    ['PW', record.players?.white],
    ['SO', record.source],
    ['RE', record.result],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined).map(([id, text]) => ({ id, values: [text] }));
}

/** Reads one setup value into points (a compressed SGF list gives several): `'aa:bb'` to `['A5', 'B5', 'A4', 'B4']`. */
export type SetupValueReader = (value: string, place: RecordErrorPlace) => string[];

/** AB and AW: the setup stones, each point once across both lists (`duplicate`): `{ black: ['D4'], white: [] }`. */
export function readSetupStones(root: SgfNode, read: SetupValueReader): { black: string[]; white: string[] } {
  const seen = new Set<string>();
  const list = (id: string): string[] => {
    const property = findProperty(root, id);
    if (!property) return [];
    return property.values.flatMap((value) =>
      read(value, placeOf(property, value)).map((point) => {
        if (seen.has(point)) throw new RecordError('duplicate', placeOf(property, value));
        seen.add(point);
        return point;
      }),
    );
  };
  return { black: list('AB'), white: list('AW') };
}

/** Setup properties (AB, AW, AE, PL) outside the root cannot be replayed: `;B[aa];AB[bb]` is `setup-in-game`. */
export function refuseSetup(node: SgfNode): void {
  const setup = node.properties.find(({ id }) => ['AB', 'AW', 'AE', 'PL'].includes(id));
  if (setup) throw new RecordError('setup-in-game', placeOf(setup));
}
