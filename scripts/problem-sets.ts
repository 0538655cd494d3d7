// Writes the demo's problem sets, SGF collections of one game tree per problem (root: the
// position, PL for the solver, GOAL, WITHIN, GN for a title and C for the task in words):
// - demo/problems/problem-set.sgf: the fourteen problems of demo/problem-set.ts, in their
//   order, then eleven more (Gonnect, then Connect6, easiest first); every position is
//   original to this project;
// - demo/problems/hundred.sgf: those 25 turned by 0, 90, 180 and 270 degrees, 100
//   problems for timing a large set (the words of each task turned with its board).
// test/records/problem-sets.test.ts checks that each problem is sound.
//   npx tsx scripts/problem-sets.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { PROBLEM_SET } from '../demo/problem-set.js';
import { formatPoint, parsePoint } from '../src/notation/point.js';
import { stringifyRecordTrees, treeNode, type RecordTree } from '../src/records/index.js';
import type { Color, GameKind, Goal } from '../src/vocabulary.js';

/** One problem; `title` and `comment` may name directions as `{top}`, `{Left}`, `{row}`, `{Down}` (see DIRECTIONS). */
interface Problem {
  kind: GameKind;
  size: number;
  black: string[];
  white: string[];
  toPlay: Color;
  goal: Goal;
  within: number;
  title: string;
  comment: string;
}

/** Titles and tasks of the fourteen problems of demo/problem-set.ts, in its order. */
const WORDS_OF_DEMO_SET: readonly { title: string; comment: string }[] = [
  {
    title: '{Left} to {right}',
    comment:
      'Black to connect in one move. One black group touches the {left} edge and another the {right} edge: find the point that joins them.',
  },
  {
    title: 'One defence',
    comment:
      'White to stop Black from connecting in one move. Black has a gap in the middle of its line; count the liberties of the black chain that touches the {bottom} edge.',
  },
  {
    title: 'Two ways through',
    comment:
      'Black to connect in two moves. Look for a move after which Black has two ways to finish, so that one white stone cannot block both.',
  },
  {
    title: '{Down} the middle',
    comment: 'Black to connect in two moves. Black has two gaps to close: one of them can be closed in two ways, the other in only one.',
  },
  {
    title: 'Break through',
    comment: "Black to connect in two moves. White's wall across Black's line is short of liberties: count them.",
  },
  {
    title: 'Before it is too late',
    comment:
      "White to stop Black from connecting within two moves. Black's long chain is near two opposite edges: on one side Black has many ways to reach the edge, on the other only one.",
  },
  {
    title: 'Three moves to the {top}',
    comment:
      "Black to connect in three moves. White stands between Black's groups: find a first move after which Black always has two ways to go on.",
  },
  {
    title: 'Along the edge',
    comment:
      "Black to connect the {top} and {bottom} edges in three moves. Black's stones on the {left} edge are half of the way: find the move that leaves two ways to finish at each end.",
  },
  {
    title: 'Exactly one pair',
    comment:
      'Black to make six in one turn, with two stones. Black has more than one line of four: check each for room, since only one still has six points free of White.',
  },
  {
    title: 'The hidden diagonal',
    comment:
      'Black to make six in one turn. The longest black line is closed by White at both ends; look along the diagonals, where a line may have holes in it.',
  },
  {
    title: 'Two stones to block',
    comment:
      'White to stop Black from making six next turn. Black has two lines that are each one stone short of six, and White has exactly two stones to spoil them.',
  },
  {
    title: 'Which end?',
    comment:
      "White to stop Black from making six next turn. Black's four in a row can grow at either end: place both stones so that no six through it is left.",
  },
  {
    title: 'Three threats',
    comment:
      'Black to make six in two turns. Use the first turn to make more lines that are one turn from six than White can block with two stones.',
  },
  {
    title: 'A four and a half',
    comment:
      "Black to make six in two turns. Black's two stones in a {row} and three in a {column} can meet: make a turn that White cannot answer with two stones.",
  },
];

/** A Gonnect position drawn row by row, the top row first: `X` Black, `O` White, `.` empty. */
function drawn(rows: readonly string[]): { size: number; black: string[]; white: string[] } {
  const size = rows.length;
  const black: string[] = [];
  const white: string[] = [];
  rows.forEach((line, index) => {
    if (line.length !== size) throw new Error(`row ${index + 1} of a ${size}×${size} drawing has ${line.length} points`);
    [...line].forEach((cell, col) => {
      const point = formatPoint({ col, row: size - 1 - index });
      if (cell === 'X') black.push(point);
      else if (cell === 'O') white.push(point);
    });
  });
  return { size, black, white };
}

const points = (text: string): string[] => text.split(' ');

/** The new problems, Gonnect then Connect6, easiest first within each game. */
const NEW_PROBLEMS: readonly Problem[] = [
  {
    kind: 'gonnect',
    ...drawn([
      '......X......',
      '......X......',
      '.....XX......',
      '.....X...O...',
      '....XX.O.....',
      '...OX.X......',
      '....XXO......',
      '......X......',
      '......X.O....',
      '.....OXX.....',
      '....X..X.....',
      '.......XO....',
      '.......X.....',
    ]),
    toPlay: 'black',
    goal: 'connect',
    within: 1,
    title: 'Corners do not join',
    comment:
      "Black to connect in one move. Stones that touch only at a corner are not joined: follow Black's line from the {top} edge to the point where it really breaks.",
  },
  {
    kind: 'gonnect',
    ...drawn([
      '......O......',
      '.....OXO.....',
      '......X......',
      '......X..O...',
      '...O..X......',
      '......O......',
      '......X...O..',
      '..O...X......',
      'XX....X......',
      '.XXXXXXX.....',
      '.......XXX.XX',
      '....O..X.O...',
      '......XX.....',
    ]),
    toPlay: 'white',
    goal: 'stop',
    within: 1,
    title: 'The other way across',
    comment:
      "White to stop Black from connecting in one move. Black's long line in the middle does not reach both of its edges; look for the other pair of edges that Black's stones nearly join.",
  },
  {
    kind: 'gonnect',
    ...drawn([
      '.....X.....',
      '.....X.....',
      '..O..X..O..',
      '....OX.....',
      '.....X.O...',
      'XXXXX..XXXX',
      '...O.....O.',
      '.....X.....',
      '....OXO....',
      '.....X.....',
      '.....X.....',
    ]),
    toPlay: 'black',
    goal: 'connect',
    within: 2,
    title: 'Crossroads',
    comment: 'Black to connect in two moves. Joining either pair of opposite edges wins: look for a move that threatens both at once.',
  },
  {
    kind: 'gonnect',
    ...drawn(['....X....', '...OX....', '...OX.O..', '....XO...', '...XO....', '....XO...', '..O.X....', '....X.O..', '....X....']),
    toPlay: 'black',
    goal: 'connect',
    within: 2,
    title: 'No way back',
    comment:
      "Black to connect in two moves. Count the liberties of the white stone in Black's way, and remember that White may not play where its stone would have no liberty.",
  },
  {
    kind: 'gonnect',
    ...drawn([
      '.....X.....',
      '.....X.....',
      '....OXO....',
      '.....X.....',
      '....OXO....',
      '....O.O....',
      '.....X.....',
      '.....X.....',
      '....X.X....',
      '....X.X....',
      '....X.X....',
    ]),
    toPlay: 'white',
    goal: 'stop',
    within: 2,
    title: 'One way or three',
    comment:
      'White to stop Black from connecting within two moves. Black needs two more stones: count the ways Black has to close each gap.',
  },
  {
    kind: 'gonnect',
    ...drawn(['.OX......', 'O.X......', '...XX..O.', '..O.XX...', '..OOX..X.', 'X.X......', '....X.O..', '..XX...O.', 'O.X...O..']),
    toPlay: 'black',
    goal: 'connect',
    within: 3,
    title: 'Three gaps',
    comment: "Black to connect in three moves. Black's line has three gaps: some can be closed in two ways, one in only one.",
  },
  {
    kind: 'connect6',
    size: 13,
    black: points('B1 C1 D1 E1 M5 M6 M7 M8 F5 G6 H7'),
    white: points('G1 M4 M10 E4 J8 B3 K6'),
    toPlay: 'black',
    goal: 'six',
    within: 1,
    title: 'Against the edge',
    comment: 'Black to make six in one turn. The edge of the board stops a line as a white stone does: find the line that still has room.',
  },
  {
    kind: 'connect6',
    size: 19,
    black: points('J10 K10 M10 O10 K13 K14 K15 K16 G7 F8 H12'),
    white: points('K12 K18 H10 P10 E6 L11 N9 J11 L9 M12'),
    toPlay: 'black',
    goal: 'six',
    within: 1,
    title: 'Room to grow',
    comment:
      "Black to make six in one turn. Black's longest line is closed by White at both ends; look for a line with holes in it that still has room for six.",
  },
  {
    kind: 'connect6',
    size: 13,
    black: points('H3 J4 K5 H9 J9 L9 M9 C6 C7 C8 C10 C11'),
    white: points('N9 C4 K11 E8 H5 F3 J6'),
    toPlay: 'white',
    goal: 'stop',
    within: 1,
    title: 'Real threats',
    comment:
      'White to stop Black from making six next turn. Three in a row is no threat yet: find the lines where two more black stones would make six, and spoil each of them.',
  },
  {
    kind: 'connect6',
    size: 19,
    black: points('D4 E4 F4 H4 J4 F12 G12 H12 J12 K13 K14 K15 K16'),
    white: points('D12 L12 K11 K18 C4 E5 G13 H11'),
    toPlay: 'white',
    goal: 'stop',
    within: 1,
    title: 'One stone, two jobs',
    comment:
      'White to stop Black from making six next turn. Black has three lines close to six and White has two stones: one of them must spoil two lines at once.',
  },
  {
    kind: 'connect6',
    size: 13,
    black: points('F9 F10 F11 H9 J10'),
    white: points('J5 E10 K10 C6'),
    toPlay: 'black',
    goal: 'six',
    within: 2,
    title: 'A jump and a step',
    comment:
      'Black to make six in two turns. Look for two stones that add to two lines at once, one of them with a hole, so that White has more to block than two stones can.',
  },
];

/** What each direction word becomes when the board turns clockwise by 0, 90, 180 and 270 degrees. */
const DIRECTIONS: Readonly<Record<string, readonly string[]>> = {
  top: ['top', 'right', 'bottom', 'left'],
  right: ['right', 'bottom', 'left', 'top'],
  bottom: ['bottom', 'left', 'top', 'right'],
  left: ['left', 'top', 'right', 'bottom'],
  row: ['row', 'column', 'row', 'column'],
  column: ['column', 'row', 'column', 'row'],
  down: ['down', 'across', 'down', 'across'],
};

/** A title or comment with its direction words as the board turned by `quarters` quarter turns clockwise reads them. */
function turned(text: string, quarters: number): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const word = DIRECTIONS[name.toLowerCase()]?.[quarters];
    if (word === undefined) throw new Error(`no direction {${name}}`);
    return name[0] === name[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
  });
}

/** The fourteen problems of the demo's page, with their words. */
const DEMO_SET: Problem[] = PROBLEM_SET.map((entry, index) => {
  const words = WORDS_OF_DEMO_SET[index]!;
  if (turned(words.title, 0) !== entry.title) throw new Error(`problem ${index + 1} is "${entry.title}", not "${words.title}"`);
  return {
    kind: entry.element === 'gonnect-board' ? 'gonnect' : 'connect6',
    size: entry.size,
    black: points(entry.black),
    white: points(entry.white),
    toPlay: entry.toPlay,
    goal: entry.goal,
    within: entry.within,
    ...words,
  };
});

/** A point turned clockwise by `quarters` quarter turns on a board of `size`. */
function turnPoint(point: string, size: number, quarters: number): string {
  let { col, row } = parsePoint(point, size);
  for (let turn = 0; turn < quarters; turn++) [col, row] = [row, size - 1 - col];
  return formatPoint({ col, row });
}

const TURN_NAMES = ['', ' (a quarter turn)', ' (a half turn)', ' (three quarter turns)'];

/** A problem as a record tree, its board turned by `quarters` quarter turns clockwise. */
function problemTree(problem: Problem, quarters = 0): RecordTree {
  const { kind, size } = problem;
  const turn = (list: string[]): string[] => list.map((point) => turnPoint(point, size, quarters));
  return {
    kind,
    size,
    header: { name: turned(problem.title, quarters) + TURN_NAMES[quarters]! },
    start: {
      black: turn(problem.black),
      white: turn(problem.white),
      toPlay: problem.toPlay,
      ...(kind === 'gonnect' ? { swap: false } : {}),
    },
    goal: problem.goal,
    within: problem.within,
    root: treeNode({ comment: turned(problem.comment, quarters) }),
  };
}

/** A problem's position and task, to tell two apart. */
function key(tree: RecordTree): string {
  const { kind, size, start, goal, within } = tree;
  return [kind, size, [...start.black].sort(), [...start.white].sort(), start.toPlay, goal, within].join('|');
}

const problems = [...DEMO_SET, ...NEW_PROBLEMS];
const set = problems.map((problem) => problemTree(problem));
const hundred = [0, 1, 2, 3].flatMap((quarters) => problems.map((problem) => problemTree(problem, quarters)));
if (hundred.length !== 100) throw new Error(`${hundred.length} problems in hundred.sgf, not 100`);
if (new Set(hundred.map(key)).size !== hundred.length) throw new Error('two problems of hundred.sgf are the same');

mkdirSync('demo/problems', { recursive: true });
writeFileSync('demo/problems/problem-set.sgf', stringifyRecordTrees(set) + '\n');
writeFileSync('demo/problems/hundred.sgf', stringifyRecordTrees(hundred) + '\n');
console.log(`demo/problems/problem-set.sgf: ${set.length} problems; demo/problems/hundred.sgf: ${hundred.length}`);
