/**
 * What `prerender` (prerender.ts) puts inside one board: the board's picture and, on a board
 * with controls, its status line (whose turn it is, how the game ended, or the problem's
 * task), a problem set's position and a record's header and comment, all as text, in a
 * `.gc-prerendered` block laid out at the size the live board will have. No HTML parser here:
 * the browser tests build their pages with it (test/components/prerender.test.ts).
 *
 * The size: the block's `<style>` gives the board, before its element is defined, the live
 * host's box (display, width, font), its natural width (board/geometry.ts `naturalWidth`,
 * through the element's own `--_natural-width`, which the live board then keeps), the
 * picture at full width, and under it the rows the live board draws, with the heights of
 * core/styles.ts, replay/replay-styles.ts and variations/variations-view.ts: the status line
 * (two lines kept), the toolbar's and the replay bar's rows (2.25em, 44 px on touch
 * screens), the empty move list's margin, a problem set's bar (its buttons there but
 * unseen), the notes. The element shows this block through a slot until it has drawn what
 * its markup says (board-base.ts `createRenderRoot`), so the page does not move.
 */
import type { PlacedMark } from '../board/attributes.js';
import { FaultError } from '../board/errors.js';
import { faultText } from '../board/error-text.js';
import { geometryFor, naturalWidth } from '../board/geometry.js';
import { readPly } from '../board/load.js';
import { resultText, turnText } from '../board/messages.js';
import { recordFault } from '../board/record-errors.js';
import { wholeNumber } from '../board/values.js';
import type { BoardGame } from '../engine/game.js';
import type { Gonnect } from '../engine/gonnect.js';
import type { Connect6 } from '../engine/connect6.js';
import type { Translate } from '../i18n/i18n.js';
import { nodeAt, type RecordHeader, type RecordNode, type RecordTree } from '../notation/records/tree.js';
import { pointNames } from '../notation/point.js';
import { turnOf } from '../notation/records/turns.js';
import { gameAt, loadRecordTrees, MAX_RECORD_LENGTH, MAX_RECORD_NODES, RecordError } from '../records/index.js';
import { SIZES, type GameKind, type Language } from '../vocabulary.js';
import { svgOptions } from './board-options.js';
import { english, wordsIn } from './english.js';
import { element as svgElement, escapeXml, type Attributes } from './markup.js';
import { pictureSvg, type PictureSource } from './picture.js';
import { pictureSource } from './render.js';

/** An HTML element, always with its end tag (`<div class="gc-row"></div>`): `markup.ts`'s element, which closes an empty one as XML does. */
function element(tag: string, attributes: Attributes, content: string): string {
  const markup = svgElement(tag, attributes, content);
  return content ? markup : `${markup.slice(0, -2)}></${tag}>`;
}

/** What a board's content depends on besides its attributes. */
export interface BoardContext {
  /** The board's language (its nearest `lang`): `'es'`. */
  language: Language;
  /** The text of the file a board's `src` names, or null when it cannot be read (the board is then left as it is). */
  readSource?: (src: string) => string | null;
}

/** The rules every prerendered board shares (see the file's comment): one `<style>` in each board, the same text. */
const STYLE = [
  ":where(gonnect-board,connect6-board):not(:defined){display:block;position:relative;width:min(100%,var(--_natural-width,100%));color:var(--text-color);font-family:var(--font-family,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);font-size:var(--font-size,1rem);line-height:1.4}",
  // What a page's own rules for these elements (a blog's `p { line-height: 1.7 }`) must not change: the live board's are in its shadow root.
  '.gc-prerendered,.gc-prerendered :is(div,p,ol,li,span){margin:0;padding:0;border:0;max-width:none;font-size:inherit;font-weight:inherit;font-style:inherit;line-height:inherit;letter-spacing:inherit;text-transform:inherit;color:inherit;background:none}',
  '.gc-prerendered,.gc-prerendered :is(div,p,ol){display:block}',
  '.gc-prerendered>svg{display:block;width:100%;max-width:none;height:auto;margin:0}',
  '.gc-prerendered .gc-status{display:flex;flex-wrap:wrap;align-content:flex-start;gap:0 1em;margin-top:.5em;line-height:1.3;min-height:2.6em}',
  '.gc-prerendered .gc-row{margin-top:.5em;height:2.25em}',
  '.gc-prerendered .gc-moves{display:flex;flex-wrap:wrap;gap:.25em;list-style:none;margin-top:.5em;max-height:8em;overflow-y:auto}',
  '.gc-prerendered .gc-moves li{display:list-item;list-style:none;content-visibility:auto;contain-intrinsic-size:auto 5em auto 1.7em}',
  '.gc-prerendered button{display:inline-block;box-sizing:border-box;font:inherit;letter-spacing:normal;text-transform:none;margin:0;border:1px solid;border-radius:.35em;padding:.3em .9em;width:auto;height:auto;min-height:0;min-width:0;visibility:hidden}',
  '.gc-prerendered .gc-moves button{visibility:visible;padding:.1em .5em;font-variant-numeric:tabular-nums}',
  ".gc-prerendered .gc-moves [aria-current='true']{font-weight:700}",
  '@media (pointer:coarse){.gc-prerendered .gc-row{height:max(44px,2.25em)}.gc-prerendered button{min-height:44px;min-width:44px}}',
  // A problem set's bar, as core/styles.ts draws it: one height, the position between the buttons on up to two lines.
  '.gc-prerendered .gc-set{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:.5em;margin-top:.5em;min-height:2.6em;container-type:inline-size}',
  '.gc-prerendered .gc-set>span{text-align:center;line-height:1.3;font-variant-numeric:tabular-nums}',
  '.gc-prerendered .gc-set button{min-height:2.25em;min-width:2.25em}',
  '@container (max-width: 26em){.gc-prerendered .gc-set .gc-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}}',
  '@media (pointer:coarse){.gc-prerendered .gc-set{min-height:max(44px,2.6em)}}',
  '.gc-prerendered .gc-notes{margin-top:.5em}',
  '.gc-prerendered .gc-notes p{margin:.25em 0}',
  '.gc-prerendered .gc-notes p[hidden]{display:none}',
  '.gc-prerendered .gc-comment{white-space:pre-line;overflow-wrap:anywhere}',
  '.gc-prerendered .gc-header{font-size:.9em}',
].join('');

/** What the board shows besides its picture: a record's notes, a set's position, a problem's task. */
interface Shown {
  source: PictureSource;
  /** The moves of the whole line, `'swap'` a swap (the replay bar shows once there are any, and lists them). */
  line: readonly string[];
  /** The moves shown (`ply`). */
  ply: number;
  header?: RecordHeader;
  comment?: string;
  /** A problem set's entry shown, from 1, and how many there are. */
  set?: { number: number; total: number };
  goal?: string;
  within?: number;
}

/** The goals each game's problems can have. */
const GOALS: Record<GameKind, readonly string[]> = { gonnect: ['connect', 'stop'], connect6: ['six', 'stop'] };

/**
 * The content of one board, as HTML: `boardContent('gonnect-board', attributes, { language: 'en' })`.
 * Null for a board left as it is: the rule text alone (`view`), an editor (`edit`), and a board
 * whose `src` cannot be read here. Throws an Error with the board's English message for an
 * attribute it cannot read.
 */
export function boardContent(tag: string, attributes: ReadonlyMap<string, string>, context: BoardContext): string | null {
  if (attributes.has('view') || attributes.has('edit')) return null;
  const kind: GameKind = tag.toLowerCase() === 'gonnect-board' ? 'gonnect' : 'connect6';
  const t = wordsIn(context.language);
  let shown: Shown;
  const record = attributes.get('record');
  const src = attributes.get('src');
  if (record !== undefined) shown = fromRecord(record, 'record', kind, attributes, t);
  else if (src !== undefined) {
    const text = context.readSource?.(src) ?? null;
    if (text === null) return null;
    shown = fromRecord(text, 'src', kind, attributes, t);
  } else {
    const source = pictureSource(svgOptions(tag, attributes), t);
    // The whole line: the moves of the attribute, whatever `ply` shows.
    const whole = attributes.has('ply')
      ? pictureSource(svgOptions(tag, new Map([...attributes].filter(([name]) => name !== 'ply'))), t)
      : source;
    shown = { source, line: whole.game.moves, ply: source.moves.length };
    if (attributes.has('goal')) shown.goal = attributes.get('goal');
    if (attributes.has('within')) shown.within = wholeNumber(attributes.get('within')) ?? undefined;
  }
  const geometry = geometryFor(shown.source.game.size, shown.source.coordinates, shown.source.region ?? undefined);
  const width = naturalWidth(geometry);
  const playable = !attributes.has('readonly');
  const controls = playable || attributes.has('controls');
  const style = `${STYLE}:where(gonnect-board,connect6-board):has(>.gc-prerendered[data-width="${width}"]){--_natural-width:${width}px}`;
  const parts = [element('style', {}, style), pictureSvg(shown.source)];
  if (controls) parts.push(...controlParts(shown, kind, playable, t));
  parts.push(notes(shown, controls, t));
  return element('div', { class: 'gc-prerendered', 'data-width': width }, parts.join(''));
}

/** The parts a board with controls draws under its picture, in the order it draws them (core/host-view.ts, features.ts). */
function controlParts(shown: Shown, kind: GameKind, playable: boolean, t: Translate): string[] {
  const parts = [status(shown, kind, t), element('div', { class: 'gc-row' }, '')];
  if (shown.set && shown.set.total > 1) parts.push(setBar(shown.set, t));
  // The replay bar's row, from the start on a playable board (its place kept); the move list once there are moves.
  if (shown.line.length > 0 || playable) parts.push(element('div', { class: 'gc-row' }, ''));
  if (shown.line.length > 0) parts.push(moveList(shown, kind, t));
  return parts;
}

/**
 * The move list (as replay/move-list.ts draws it, without the other moves where a record's tree
 * branches): one entry per move (Connect6: per turn), the entry of the position shown in bold.
 */
function moveList({ line, ply, source }: Shown, kind: GameKind, t: Translate): string {
  const stonesLeft = source.game.setup.stonesLeft ?? 2;
  const entries: { number: number; text: string; end: number }[] = [];
  line.forEach((move, index) => {
    const number = kind === 'connect6' ? turnOf(index, stonesLeft) : index + 1;
    const text = move === 'swap' ? t('replay.swap') : move;
    const entry = entries.at(-1);
    if (entry?.number === number) Object.assign(entry, { text: `${entry.text} ${text}`, end: index + 1 });
    else entries.push({ number, text, end: index + 1 });
  });
  const current = ply ? entries.findIndex((entry) => entry.end >= ply) : -1;
  const items = entries.map(({ number, text }, index) => {
    const button = element(
      'button',
      { type: 'button', disabled: 'disabled', 'aria-current': index === current ? 'true' : undefined },
      escapeXml(`${number}. ${text}`),
    );
    return element('li', {}, button);
  });
  return element('ol', { class: 'gc-moves' }, items.join(''));
}

/** The status line: a result, a problem's task, or whose turn it is; then the game's details. */
function status(shown: Shown, kind: GameKind, t: Translate): string {
  const game = shown.source.game;
  const goal = shown.goal;
  let main: string;
  if (game.result) main = resultText(t, game.result);
  else if (goal !== undefined && GOALS[kind].includes(goal))
    main = t(`task.${goal}.${game.toPlay}`, { count: shown.within ?? 1, context: kind });
  else main = turnText(t, game.toPlay);
  const details: string[] = [];
  if (!game.result && kind === 'gonnect') {
    const gonnect = game as unknown as Gonnect;
    for (const color of ['black', 'white'] as const)
      if (gonnect.captures[color]) details.push(t(`captures.${color}`, { count: gonnect.captures[color] }));
    if (gonnect.moves.at(-1) === 'swap') details.push(t('swapped'));
  } else if (!game.result) details.push(t('stonesLeft', { count: (game as unknown as Connect6).stonesLeft }));
  const spans = [main, ...details].map((text) => element('span', {}, escapeXml(text)));
  return element('div', { class: 'gc-status' }, spans.join(' '));
}

/** A problem set's bar: its position in words, between the Previous and Next buttons it will have (there, unseen). */
function setBar({ number, total }: { number: number; total: number }, t: Translate): string {
  const button = (content: string) => element('button', { type: 'button', disabled: 'disabled', tabindex: '-1' }, content);
  const label = (key: string) => element('span', { class: 'gc-label' }, escapeXml(t(key)));
  const position = `${t('problemSet.position', { number, total })} · ${t('problemSet.solved', { solved: 0 })}`;
  return element(
    'div',
    { class: 'gc-set' },
    `${button(`‹ ${label('problemSet.previousShort')}`)} ${element('span', {}, escapeXml(position))} ${button(`${label('problemSet.nextShort')} ›`)}`,
  );
}

/** How much of a comment shows (as variations/variations-view.ts). */
const COMMENT_SHOWN = 10_000;

/** The header's fields in the order they show (as variations/variations-view.ts `headerText`). */
const HEADER_FIELDS = ['name', 'event', 'date', 'place', 'result'] as const;

function headerText(t: Translate, header: RecordHeader): string {
  const player = (color: 'black' | 'white') => {
    const name = header[color];
    const rank = header[color === 'black' ? 'blackRank' : 'whiteRank'];
    return name === undefined ? [] : [`${t(`variation.${color}`)}: ${name}${rank ? ` (${rank})` : ''}`];
  };
  const fields = HEADER_FIELDS.flatMap((field) => (header[field] ? [`${t(`variation.${field}`)}: ${header[field]}`] : []));
  return [...player('black'), ...player('white'), ...fields].join(' · ');
}

/** A record's header (on a board with controls) and the comment of the position shown, as text. */
function notes(shown: Shown, controls: boolean, t: Translate): string {
  const hasHeader = shown.header !== undefined && Object.keys(shown.header).length > 0;
  const header = controls && hasHeader ? headerText(t, shown.header!) : '';
  const full = shown.comment ?? '';
  const comment = full.length > COMMENT_SHOWN ? `${full.slice(0, COMMENT_SHOWN)}…` : full;
  if (!header && !comment && !hasHeader) return '';
  const headerPart = header ? element('p', { class: 'gc-header' }, escapeXml(header)) : '';
  const commentPart = `<p class="gc-comment"${comment ? '' : ' hidden'}>${escapeXml(comment)}</p>`;
  return element('div', { class: 'gc-notes' }, headerPart + commentPart);
}

/** Runs a record reader; a RecordError becomes an Error with the board's English message. */
function readRecord<T>(read: () => T, attribute: string, kind: GameKind): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RecordError)
      throw new Error(faultText(english, recordFault(error, attribute, kind, SIZES[kind])), { cause: error });
    if (error instanceof FaultError) throw new Error(faultText(english, error.fault), { cause: error });
    throw error;
  }
}

/**
 * What a board shows of a record (records/record-io.ts `setEntry`): the game `problem` names
 * (from 1; the first), a problem at its start, another game at `ply` along its main line
 * (absent: its end), with the node's comment and marks; the other attributes (`marks`,
 * `numbers`, `region`, `theme`, `no-coordinates`, `goal`, `within`) as on any board.
 */
function fromRecord(text: string, attribute: string, kind: GameKind, attributes: ReadonlyMap<string, string>, t: Translate): Shown {
  if (text.length > MAX_RECORD_LENGTH)
    throw new Error(`The "${attribute}" attribute: the record is longer than ${MAX_RECORD_LENGTH} characters.`);
  const size = wholeNumber(attributes.get('size'));
  const listSize = size === null || Number.isNaN(size) ? undefined : size;
  const trees = readRecord(() => loadRecordTrees(text, kind, listSize, { maxNodes: MAX_RECORD_NODES }), attribute, kind);
  const chosen = attributes.has('problem') ? wholeNumber(attributes.get('problem')) : 1;
  if (chosen === null || !Number.isInteger(chosen) || chosen < 1 || chosen > trees.length)
    throw new Error(`The "problem" attribute: "${attributes.get('problem')}" names no game of the record, which has ${trees.length}.`);
  const { tree } = trees[chosen - 1]!;
  const problem = tree.goal !== undefined;
  const line = mainLineLength(tree);
  const ply = problem ? 0 : (readRecord(() => readPly(attributes.get('ply'), line), 'ply', kind) ?? line);
  const path = new Array<number>(ply).fill(0);
  const game = gameAt(tree, path).game as BoardGame;
  const node = nodeAt(tree, path)!;
  // The attributes' own marks, numbers, region and look, read as on any board of this size.
  const extras = new Map([...attributes].filter(([name]) => ['marks', 'numbers', 'region', 'theme', 'no-coordinates'].includes(name)));
  extras.set('size', String(game.size));
  const own = pictureSource(svgOptions(kind === 'gonnect' ? 'gonnect-board' : 'connect6-board', extras), t);
  const names = pointNames(game.size);
  const nodeMarks: PlacedMark[] = node.marks.map((mark) => ({ mark, index: names.indexOf(mark.point) }));
  const whole = gameAt(tree, new Array<number>(line).fill(0)).game;
  const shown: Shown = {
    line: problem ? [] : whole.moves,
    ply,
    source: {
      ...own,
      game,
      moves: game.moves.map((move) => (move === 'swap' ? -1 : game.indexOf(move))),
      marks: [...own.marks, ...nodeMarks],
    },
    header: tree.header,
    comment: node.comment,
    goal: attributes.get('goal') ?? tree.goal,
    within: wholeNumber(attributes.get('within')) ?? tree.within,
  };
  if (trees.length > 1) shown.set = { number: chosen, total: trees.length };
  return shown;
}

/** The moves of a tree's main line. */
function mainLineLength(tree: RecordTree): number {
  let length = 0;
  for (let node: RecordNode | undefined = tree.root.children[0]; node; node = node.children[0]) length++;
  return length;
}
