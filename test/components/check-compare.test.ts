// The board's own check of the problem it poses (el.checkProblem(), run in the worker)
// against checkProblem of gonnect-connect6/ai called directly on the same attributes: the
// same verdict and answers for every problem of the demo's set and for 50 random
// positions per game (within 1, on small boards, each goal of its game).
import { expect, fixture, html } from '@open-wc/testing';
import { checkProblem, type ProblemCheck } from '../../src/ai/index.js';
import '../../src/index.js';
import type { Board } from './helpers.js';
import { PROBLEM_SET } from '../../demo/problem-set.js';
import { random } from '../random.js';
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { ProblemMode } from '../../src/components/problem/problem-mode.js';
import { inPage } from './problem-fixtures.js';

interface Case {
  element: 'gonnect-board' | 'connect6-board';
  size: number;
  black: string;
  white: string;
  toPlay: 'black' | 'white';
  goal: string;
  within: number;
}

/** The element's check, or its refusal's message. */
async function elementCheck(el: Board, entry: Case): Promise<ProblemCheck | string> {
  for (const [name, value] of Object.entries({
    size: entry.size,
    black: entry.black,
    white: entry.white,
    'to-play': entry.toPlay,
    goal: entry.goal,
    within: entry.within,
  }))
    el.setAttribute(name, String(value));
  await el.updateComplete;
  return el.checkProblem().then(
    (check) => check,
    (error: Error) => `refused: ${error.message}`,
  );
}

/** checkProblem called directly, or its refusal's message. */
function directCheck(entry: Case): Promise<ProblemCheck | string> {
  const { element, toPlay, ...rest } = entry;
  return checkProblem({ game: element === 'gonnect-board' ? 'gonnect' : 'connect6', toPlay, ...rest }).catch(
    (error: Error) => `refused: ${error.message}`,
  );
}

/** A random legal position of `stones` moves on an empty board of the game, not over. */
function randomCase(element: Case['element'], rng: () => number, goal: string): Case {
  for (;;) {
    const size = element === 'gonnect-board' ? 5 + Math.floor(rng() * 3) : 8;
    const game = element === 'gonnect-board' ? new Gonnect({ size, swap: false }) : new Connect6({ size });
    const stones = 4 + Math.floor(rng() * size * 1.5);
    for (let n = 0; n < stones && !game.result; n++) {
      const moves = game.legalMoves();
      game.play(moves[Math.floor(rng() * moves.length)]!);
    }
    if (game.result) continue;
    const points = (code: number) =>
      Array.from({ length: size * size }, (_, index) => index)
        .filter((index) => game.stoneAt(index) === code)
        .map((index) => game.pointAt(index))
        .join(' ');
    return { element, size, black: points(1), white: points(2), toPlay: game.toPlay, goal, within: 1 };
  }
}

const comparable = (check: ProblemCheck | string) =>
  typeof check === 'string' ? check : { verdict: check.verdict, answers: check.answers.map((turn) => [...turn].sort()).sort() };

describe('the board checks a problem as checkProblem does', () => {
  // The worker's code does not load in the test server: the board's client checks in the page (the worker runs the same function).
  const original = ProblemMode.createClient;
  before(() => void (ProblemMode.createClient = inPage));
  after(() => void (ProblemMode.createClient = original));
  const cases: Case[] = PROBLEM_SET.map(({ element, size, black, white, toPlay, goal, within }) => ({
    element,
    size,
    black,
    white,
    toPlay,
    goal,
    within,
  }));
  const rng = random(33);
  for (let n = 0; n < 50; n++) {
    cases.push(randomCase('gonnect-board', rng, n % 2 ? 'connect' : 'stop'));
    cases.push(randomCase('connect6-board', rng, n % 2 ? 'six' : 'stop'));
  }

  it(`gives the same verdict and answers for the demo's ${PROBLEM_SET.length} problems and 100 random positions`, async function () {
    this.timeout(240000);
    const boards = {
      'gonnect-board': await fixture<Board>(html`<gonnect-board lang="en" no-swap></gonnect-board>`),
      'connect6-board': await fixture<Board>(html`<connect6-board lang="en"></connect6-board>`),
    };
    const verdicts = new Set<string>();
    for (const entry of cases) {
      const [ours, direct] = [await elementCheck(boards[entry.element], entry), await directCheck(entry)];
      expect(comparable(ours), JSON.stringify(entry)).to.deep.equal(comparable(direct));
      verdicts.add(typeof ours === 'string' ? 'refused' : ours.verdict);
    }
    // The demo's problems are all sound.
    for (const entry of cases.slice(0, PROBLEM_SET.length))
      expect((await directCheck(entry)) as ProblemCheck).to.include({ verdict: 'sound' });
    expect([...verdicts]).to.include.members(['sound', 'unsound']);
  });
});
