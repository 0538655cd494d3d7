// The rule diagrams, played out on the real engines: each position does what its
// caption says (a capture captures, suicide and ko are refused, a finished game is won).
import { expect } from '@open-wc/testing';
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { IllegalMoveError, type Setup } from '../../src/engine/types.js';
import { parseMoveList, parsePointList } from '../../src/notation/index.js';
import { type Figure, FIGURES, getFigure } from '../../src/rules/figures.js';

/** The figure's game, set up and played out as the board element would show it. */
function gameOf(figure: Figure, toPlay = figure.toPlay): Gonnect | Connect6 {
  const setup: Setup = {
    black: parsePointList(figure.black, figure.size),
    white: parsePointList(figure.white, figure.size),
  };
  if (toPlay) setup.toPlay = toPlay;
  const game = figure.game === 'gonnect' ? new Gonnect({ size: figure.size, setup }) : new Connect6({ size: figure.size, setup });
  for (const move of parseMoveList(figure.moves ?? '', figure.size)) {
    if (move === 'swap') (game as Gonnect).swap();
    else game.play(move);
  }
  return game;
}

function figure(id: string): Figure {
  const found = getFigure(id);
  if (!found) throw new Error(`no figure ${id}`);
  return found;
}

/** The code a refused move throws. */
function refusal(game: Gonnect | Connect6, point: string): string {
  try {
    game.play(point);
  } catch (error) {
    expect(error).to.be.instanceOf(IllegalMoveError);
    return (error as IllegalMoveError).code;
  }
  throw new Error(`${point} was allowed`);
}

/** The points of the figure's marks of one shape. */
function marked(f: Figure, shape: string): string[] {
  return (f.marks ?? '')
    .split(/\s+/)
    .filter((m) => m.endsWith(`:${shape}`))
    .map((m) => m.split(':')[0]!);
}

/** The four neighbours of a point on the board (A–Z without I). */
function neighbours(point: string, size: number): string[] {
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  const col = letters.indexOf(point[0]!);
  const row = Number(point.slice(1));
  return [
    [col - 1, row],
    [col + 1, row],
    [col, row - 1],
    [col, row + 1],
  ]
    .filter(([c, r]) => c! >= 0 && c! < size && r! >= 1 && r! <= size)
    .map(([c, r]) => `${letters[c!]}${r}`);
}

/** The chain a stone on `point` would form with the black stones around it (before any capture). */
function joinedChain(point: string, black: string[], size: number): Set<string> {
  const joined = new Set([point]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of black) {
      if (!joined.has(p) && neighbours(p, size).some((n) => joined.has(n))) {
        joined.add(p);
        grew = true;
      }
    }
  }
  return joined;
}

describe('rule figures on the engines', () => {
  for (const f of FIGURES) {
    it(`${f.id}: the position stands on the ${f.game} engine`, () => {
      expect(() => gameOf(f)).to.not.throw();
    });
  }

  it('liberties: the circles are exactly the empty points next to the black chain', () => {
    const f = figure('liberties');
    const game = gameOf(f);
    const chain = parsePointList(f.black, f.size);
    const libs = new Set(chain.flatMap((p) => neighbours(p, f.size)).filter((p) => game.at(p) === null));
    expect(marked(f, 'circle').sort()).to.deep.equal([...libs].sort());
    expect(libs.size).to.equal(5);
    expect(game.result).to.equal(null);
  });

  it('capture: Black at the circle captures both white stones', () => {
    const f = figure('capture');
    const game = gameOf(f);
    const [point] = marked(f, 'circle');
    expect(game.toPlay).to.equal('black');
    const record = game.play(point!);
    expect(record.captured.sort()).to.deep.equal(parsePointList(f.white, f.size).sort());
    for (const p of record.captured) expect(game.at(p)).to.equal(null);
  });

  it('suicide: the cross is refused as suicide, though it would join the bottom edge to the top', () => {
    const f = figure('suicide');
    const game = gameOf(f);
    const [point] = marked(f, 'cross');
    expect(game.toPlay).to.equal('black');
    expect(game.at(point!)).to.equal(null);
    expect(game.isLegal(point!)).to.equal(false);
    expect(refusal(game, point!)).to.equal('suicide');
    // The black stones reach both edges and would all be one chain through the cross.
    const black = parsePointList(f.black, f.size);
    expect(black.some((p) => p.endsWith('1') && p.length === 2)).to.equal(true);
    expect(black.some((p) => Number(p.slice(1)) === f.size)).to.equal(true);
    const joined = joinedChain(point!, black, f.size);
    expect(joined.size).to.equal(black.length + 1);
    expect(game.result).to.equal(null);
  });

  it('ko: White may not retake at the cross at once, but may after an exchange elsewhere', () => {
    const f = figure('ko');
    const game = gameOf(f);
    const [point] = marked(f, 'cross');
    const [capturer] = marked(f, 'triangle');
    expect(game.toPlay).to.equal('white');
    expect(game.at(capturer!)).to.equal('black');
    expect(game.at(point!)).to.equal(null);
    expect(refusal(game, point!)).to.equal('ko');
    game.play('A1');
    game.play('G7');
    expect(game.play(point!).captured).to.deep.equal([capturer]);
  });

  it('connection: a finished game, Black wins by connection from the bottom edge to the top', () => {
    const game = gameOf(figure('connection'));
    expect(game.result?.winner).to.equal('black');
    expect(game.result?.reason).to.equal('connection');
    expect(game.result?.stones).to.include.members(['D1', 'D7']);
  });

  it('diagonal: no result; Black on the circle connects, White there does not', () => {
    const f = figure('diagonal');
    const [circle] = marked(f, 'circle');
    expect(marked(f, 'triangle')).to.have.length(2);
    const game = gameOf(f);
    expect(game.result).to.equal(null);
    expect(game.toPlay).to.equal('white');
    game.play(circle!);
    expect(game.result).to.equal(null);
    const black = gameOf(f, 'black');
    black.play(circle!);
    expect(black.result?.winner).to.equal('black');
    expect(black.result?.reason).to.equal('connection');
  });

  it('swap: after the first stone the second player may swap; the board stays and White moves', () => {
    const game = gameOf(figure('swap')) as Gonnect;
    expect(game.canSwap).to.equal(true);
    expect(game.toPlay).to.equal('white');
    game.swap();
    expect(game.at('E5')).to.equal('black');
    expect(game.toPlay).to.equal('white');
    expect(game.swapped).to.equal(true);
  });

  it('first-turn: Black places one stone, then White has two to place', () => {
    const game = gameOf(figure('first-turn')) as Connect6;
    expect(game.toPlay).to.equal('white');
    expect(game.stonesLeft).to.equal(2);
  });

  it('two-stone-turn: the labels follow the moves, and each turn ends one stone ahead for its mover', () => {
    const f = figure('two-stone-turn');
    const moves = parseMoveList(f.moves!, f.size);
    expect(moves.map((m, i) => `${m}:${i + 1}`).join(' ')).to.equal(f.marks);
    const game = new Connect6({ size: f.size });
    const count = { black: 0, white: 0 };
    for (const move of moves) {
      const mover = game.toPlay;
      count[mover] += 1;
      game.play(move);
      if (game.toPlay !== mover) expect(count[mover] - count[game.toPlay], `after ${move}`).to.equal(1);
    }
    expect(game.toPlay).to.equal('white');
    expect(game.stonesLeft).to.equal(2);
  });

  it('six-in-a-row: a finished game, Black wins with six on a diagonal', () => {
    const game = gameOf(figure('six-in-a-row'));
    expect(game.result?.winner).to.equal('black');
    expect(game.result?.reason).to.equal('six-in-a-row');
    expect(game.result?.stones).to.have.length(6);
  });

  it('first-stone-wins: of three fives White blocks two, and the first stone of the turn completes the third', () => {
    const f = figure('first-stone-wins');
    const [block1, block2, winner] = parseMoveList(f.moves!, f.size);
    expect(marked(f, 'triangle')).to.deep.equal([block1, block2]);
    // Before White's turn: Black threatens six at exactly three points, White at none.
    const threats = (toPlay: 'black' | 'white') => {
      const game = gameOf({ ...f, moves: '' }, toPlay);
      return game.legalMoves().filter((point) => {
        const trial = game.clone();
        trial.play(point);
        return trial.result?.winner === toPlay;
      });
    };
    expect(threats('black').sort()).to.deep.equal([block1, block2, winner].sort());
    expect(threats('white')).to.deep.equal([]);
    const before = gameOf({ ...f, moves: '' }) as Connect6;
    expect(before.toPlay).to.equal('white');
    expect(before.stonesLeft).to.equal(2);
    // White's two stones block two fives; Black's first stone completes the third.
    const game = gameOf({ ...f, moves: `${block1} ${block2}` }) as Connect6;
    expect(game.at(block1!)).to.equal('white');
    expect(game.at(block2!)).to.equal('white');
    expect(game.result).to.equal(null);
    expect(game.toPlay).to.equal('black');
    expect(game.stonesLeft).to.equal(2);
    game.play(winner!);
    expect(game.result?.winner).to.equal('black');
    expect(game.result?.reason).to.equal('six-in-a-row');
    expect(game.result?.stones).to.include(winner);
    expect(game.moves).to.deep.equal([block1, block2, winner]);
    expect(game.stonesLeft).to.equal(1);
  });

  it('capture-wins: the circle would have no liberty, is legal because it captures, and wins', () => {
    const f = figure('capture-wins');
    const [point] = marked(f, 'circle');
    const game = gameOf(f) as Gonnect;
    expect(game.toPlay).to.equal('black');
    expect(game.result).to.equal(null);
    // Before any capture, the chain the stone would join has no liberty: every point next to it is taken.
    const black = parsePointList(f.black, f.size);
    const joined = joinedChain(point!, black, f.size);
    const liberties = [...joined].flatMap((p) => neighbours(p, f.size)).filter((p) => !joined.has(p) && game.at(p) === null);
    expect(liberties).to.deep.equal([]);
    // It is the suicide figure's shape plus the two black stones that take the white pair's other liberties.
    const suicide = figure('suicide');
    expect(f.white).to.equal(suicide.white);
    expect(black.filter((p) => !parsePointList(suicide.black, f.size).includes(p)).sort()).to.deep.equal(['B4', 'B5']);
    // As drawn, the same stone captures the two white stones and joins the bottom edge to the top.
    expect(game.isLegal(point!)).to.equal(true);
    const record = game.play(point!);
    expect(record.captured.sort()).to.deep.equal(['C4', 'C5']);
    expect(game.result?.winner).to.equal('black');
    expect(game.result?.reason).to.equal('connection');
    expect(game.result?.stones).to.include.members([point!, 'B1', 'D5']);
  });

  it('full-board: the position of the seed article, Black wins from A7–A9 through D10 to N2–N3, and E9 is not in that chain', () => {
    const f = figure('full-board');
    expect(f.size).to.equal(13);
    expect([parsePointList(f.black, f.size).length, parsePointList(f.white, f.size).length]).to.deep.equal([59, 62]);
    const game = gameOf(f);
    expect(game.result?.winner).to.equal('black');
    expect(game.result?.reason).to.equal('connection');
    const chain = game.result!.stones;
    expect(chain).to.have.length(32);
    expect(chain).to.include.members(['A7', 'A8', 'A9', 'B10', 'C10', 'D10', 'N2', 'N3']);
    for (const p of ['E9', 'N11', 'N12', 'N13']) expect(chain, p).to.not.include(p);
    // The triangles touch only diagonally.
    const [d10, e9] = marked(f, 'triangle');
    expect([d10, e9]).to.deep.equal(['D10', 'E9']);
    expect(neighbours('D10', f.size)).to.not.include('E9');
    expect(['E9', 'N11', 'N12', 'N13'].every((p) => game.at(p) === 'black')).to.equal(true);
    // With a black stone joining them (E10 instead of White's), the upper chain would be part of the winning one.
    const joined = new Gonnect({
      size: f.size,
      setup: {
        black: [...parsePointList(f.black, f.size), 'E10'],
        white: parsePointList(f.white, f.size).filter((p) => p !== 'E10'),
        toPlay: 'white',
      },
    });
    expect(joined.result?.stones).to.include.members(['D10', 'E9', 'N11', 'N12', 'N13']);
    // White has no winning chain of its own.
    expect(game.result?.winner).to.not.equal('white');
  });
});
