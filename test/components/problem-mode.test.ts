import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { ProblemMode } from '../../src/components/problem/problem-mode.js';
import { JUDGE_LIMITS } from '../../src/components/problem/problem-mode.js';
import { LIMITS } from '../../src/ai/problems/spec.js';
import { cell, clickPoint, errorText, part, recordEvents, textOf, type Board } from './helpers.js';
import { inPage, twoWays } from './problem-fixtures.js';

/** The board once its problem mode has loaded (its buttons are there). */
async function ready<T extends HTMLElement & { updateComplete: Promise<boolean> }>(el: T): Promise<T> {
  await waitUntil(() => part(el, '[part~="retry-button"]'), 'the problem mode loads');
  // The board checks the problem as written before the first move.
  await (el as unknown as Board).checkProblem().catch(() => undefined);
  await el.updateComplete;
  return el;
}

const button = (el: Element, name: string): HTMLButtonElement => part(el, `[part~="${name}-button"]`) as HTMLButtonElement;
const live = (el: Element): string => textOf(el, '[aria-live]');

describe('problems the board judges', () => {
  const original = ProblemMode.createClient;
  beforeEach(() => {
    ProblemMode.createClient = inPage;
  });
  afterEach(() => {
    ProblemMode.createClient = original;
  });

  it('keeps the judge limits the search has', () => {
    expect(JUDGE_LIMITS).to.deep.equal(LIMITS);
  });

  it('shows the task in the status line', async () => {
    const el = await ready(await twoWays());
    expect(textOf(el, '.turn')).to.equal('Black to connect in 2 moves');
  });

  it('answers a right move with the strongest defence, then fires solved with the moves', async () => {
    const el = await ready(await twoWays());
    const events = recordEvents(el);
    await clickPoint(el, 'E4');
    await waitUntil(() => el.game.moves.length === 2, 'the board answers');
    const reply = el.game.moves[1]!;
    expect(['D4', 'E3']).to.include(reply);
    expect(live(el)).to.equal(`Right so far: White answers at ${reply}. Black to play.`);
    const other = reply === 'D4' ? 'E3' : 'D4';
    setTimeout(() => void clickPoint(el, other));
    const solved = await oneEvent(el, 'solved');
    expect(solved.detail).to.deep.equal({ moves: ['E4', reply, other] });
    expect(solved.bubbles && solved.composed).to.be.true;
    expect(events.filter((e) => e.type === 'failed')).to.deep.equal([]);
  });

  it('fires failed with the refutation for a wrong move, plays it and says why', async () => {
    const el = await ready(await twoWays());
    setTimeout(() => void clickPoint(el, 'D4'));
    const failed = await oneEvent(el, 'failed');
    expect(failed.detail).to.deep.equal({ moves: ['D4'], refutation: ['E4'] });
    await el.updateComplete;
    expect(el.game.at('E4')).to.equal('white');
    expect(live(el)).to.equal('White blocks at E4, and there is no second way through.');
  });

  it('Retry puts the stones back and the problem starts again', async () => {
    const el = await ready(await twoWays());
    await clickPoint(el, 'D4');
    await waitUntil(() => el.game.moves.length === 2);
    button(el, 'retry').click();
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal([]);
    expect(textOf(el, '.turn')).to.equal('Black to connect in 2 moves');
    expect(button(el, 'retry').disabled).to.be.true;
    setTimeout(() => void clickPoint(el, 'E4'));
    await oneEvent(el, 'move');
    await waitUntil(() => el.game.moves.length === 2, 'judged again after Retry');
  });

  it('Show solution steps through a proven line, firing no events', async () => {
    const el = await ready(await twoWays());
    const events = recordEvents(el);
    button(el, 'solution').click();
    await waitUntil(() => el.game.moves.length === 1, 'the first step');
    expect(el.game.moves).to.deep.equal(['E4']);
    expect(button(el, 'solution').textContent!.trim()).to.equal('Next step');
    button(el, 'solution').click();
    button(el, 'solution').click();
    await el.updateComplete;
    expect(el.game.moves.length).to.equal(3);
    expect(el.game.result?.winner).to.equal('black');
    expect(live(el)).to.equal('That is the whole solution.');
    expect(events).to.deep.equal([]);
  });

  it('Hint marks the area of the key move without naming it', async () => {
    const el = await ready(await twoWays());
    button(el, 'hint').click();
    await waitUntil(() => live(el).startsWith('Hint'), 'the hint');
    expect(live(el)).to.equal('Hint: look at the points marked "?" between D4 and F6.');
    expect(cell(el, 'E4').getAttribute('aria-label')).to.contain('?');
    expect(live(el)).not.to.contain('E4');
  });

  it('follows authored lines: a listed answer gets the listed defence, the end of a line is solved', async () => {
    const el = await fixture<GonnectBoard>(
      html`<gonnect-board
        size="7"
        black="E7 E6 E5 D3 D2 D1"
        white="D5"
        goal="connect"
        within="2"
        solution="E4 D4 E3 | E4 E3 D4"
      ></gonnect-board>`,
    );
    await ready(el);
    await clickPoint(el, 'E4');
    await waitUntil(() => el.game.moves.length === 2);
    expect(el.game.moves).to.deep.equal(['E4', 'D4']);
    setTimeout(() => void clickPoint(el, 'E3'));
    expect((await oneEvent(el, 'solved')).detail).to.deep.equal({ moves: ['E4', 'D4', 'E3'] });
  });

  it('fails an answer the authored lines do not list', async () => {
    const el = await fixture<Connect6Board>(
      html`<connect6-board size="13" black="D7 E7 F7 G7" white="C7" goal="six" solution="H7J7"></connect6-board>`,
    );
    await ready(el);
    await clickPoint(el, 'D8');
    setTimeout(() => void clickPoint(el, 'D9'));
    expect((await oneEvent(el, 'failed')).detail).to.deep.equal({ moves: ['D8', 'D9'], refutation: [] });
  });

  it('judges a Connect6 turn only once both stones are down', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="13" black="D7 E7 F7 G7" white="C7" goal="six"></connect6-board>`);
    await ready(el);
    const events = recordEvents(el);
    await clickPoint(el, 'H7');
    expect(events.map((e) => e.type)).to.deep.equal(['move']);
    setTimeout(() => void clickPoint(el, 'J7'));
    expect((await oneEvent(el, 'solved')).detail).to.deep.equal({ moves: ['H7', 'J7'] });
  });

  it('names the attribute of a bad goal, within or solution, and keeps the last good problem', async () => {
    const el = await ready(await twoWays());
    el.setAttribute('goal', 'six');
    await el.updateComplete;
    expect(errorText(el)).to.equal(
      'The "goal" attribute: "six" is not a goal of this game; write connect or stop (Gonnect), six or stop (Connect6).',
    );
    expect(textOf(el, '.turn')).to.equal('Black to connect in 2 moves');
    el.setAttribute('goal', 'connect');
    el.setAttribute('within', '0');
    await el.updateComplete;
    expect(errorText(el)).to.equal('The "within" attribute: "0" must be a whole number from 1 up.');
    el.setAttribute('within', '2');
    el.setAttribute('solution', 'E4 Z99');
    await waitUntil(() => errorText(el).includes('solution'), 'nothing said of the solution');
    expect(errorText(el)).to.equal('The "solution" attribute: line 1, "E4 Z99": "Z99" is not a point of this board.');
    el.removeAttribute('solution');
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
  });

  it('refuses a problem deeper than search judges, asking for a solution', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="7" black="D1" goal="connect" within="4"></gonnect-board>`);
    await waitUntil(() => errorText(el) !== '', 'the refusal');
    expect(errorText(el)).to.contain('The "within" attribute: "4" is deeper than the board can judge by search');
    expect(errorText(el)).to.contain('give the problem a solution');
  });

  it('speaks Spanish and Russian', async () => {
    const es = await ready(
      await fixture<GonnectBoard>(
        html`<gonnect-board
          lang="es"
          size="7"
          black="E7 E6 E5 D3 D2 D1"
          white="D5"
          to-play="black"
          goal="connect"
          within="2"
        ></gonnect-board>`,
      ),
    );
    expect(textOf(es, '.turn')).to.equal('Las negras: une dos bordes en 2 jugadas');
    expect(button(es, 'solution').textContent!.trim()).to.equal('Ver la solución');
    // Four in a row, open at both ends: White stops it with both stones of one turn.
    const ru = await ready(
      await fixture<Connect6Board>(
        html`<connect6-board lang="ru" to-play="white" black="J10 K10 L10 M10" white="A1 A2 A3" goal="stop" within="1"></connect6-board>`,
      ),
    );
    expect(textOf(ru, '.turn')).to.equal('Белые: не дайте чёрным построить шесть в ряд за 1 ход');
    expect(button(ru, 'hint').textContent!.trim()).to.equal('Подсказка');
    const ru1 = await ready(
      await fixture<GonnectBoard>(html`<gonnect-board lang="ru" size="7" black="D1 D2 D3 D5 D6 D7" goal="connect"></gonnect-board>`),
    );
    expect(textOf(ru1, '.turn')).to.equal('Чёрные: соедините стороны за 1 ход');
  });

  it('does not judge moves the page plays', async () => {
    const el = await ready(await twoWays());
    const events = recordEvents(el);
    el.play('D4');
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).to.deep.equal([]);
    expect(el.game.moves).to.deep.equal(['D4']);
  });

  it('is accessible', async () => {
    const el = await ready(await twoWays());
    await expect(el).to.be.accessible();
  });
});

describe('problems checked as written', () => {
  const original = ProblemMode.createClient;
  beforeEach(() => {
    ProblemMode.createClient = inPage;
  });
  afterEach(() => {
    ProblemMode.createClient = original;
  });

  /** The first paragraph of the issue: Black needs E5 to join the two halves of the E file. */
  const split = (solution: string) =>
    fixture<GonnectBoard>(
      html`<gonnect-board
        lang="en"
        size="9"
        black="E1 E2 E3 E4 E6 E7 E8 E9"
        goal="connect"
        within="1"
        solution=${solution}
      ></gonnect-board>`,
    );

  it('refuses a mistyped solution by line, then judges by search: A1 fails, E5 solves', async () => {
    const el = await ready(await split('A1 | B2'));
    expect(errorText(el)).to.equal('The "solution" attribute: line 1, "A1": at its end the goal is not reached.');
    const events = recordEvents(el);
    const verdicts: string[] = [];
    for (const type of ['solved', 'failed']) el.addEventListener(type, () => verdicts.push(type));
    await clickPoint(el, 'A1');
    await waitUntil(() => verdicts.length === 1, 'no verdict for A1');
    expect(verdicts).to.deep.equal(['failed']);
    expect(textOf(el, '[part="status"]')).not.to.contain('Solved');
    button(el, 'retry').click();
    await el.updateComplete;
    await clickPoint(el, 'E5');
    await waitUntil(() => verdicts.length === 2, 'no verdict for E5');
    expect(verdicts).to.deep.equal(['failed', 'solved']);
    expect(events.filter((event) => event.type === 'win')).to.have.length(1);
    expect((await el.checkProblem()).answers).to.deep.equal([['E5']]);
  });

  it('names each kind of wrong line: a move the rules refuse, a move past the goal, a line the search refutes', async () => {
    const illegal = await ready(await split('E1'));
    expect(errorText(illegal)).to.equal('The "solution" attribute: line 1, "E1": "E1" is not allowed there.');
    const late = await ready(
      await fixture<GonnectBoard>(
        html`<gonnect-board
          lang="en"
          size="9"
          black="E1 E2 E3 E4 E6 E7 E8 E9"
          goal="connect"
          within="2"
          solution="E5 A1 B1"
        ></gonnect-board>`,
      ),
    );
    expect(errorText(late)).to.contain('line 1, "E5 A1 B1": "A1" comes after the goal is already reached');
    // D4, then White's weak C4, then E4 joins: but White's E4 after D4 refutes the line.
    const refuted = await ready(
      await fixture<GonnectBoard>(
        html`<gonnect-board
          lang="en"
          size="7"
          black="E7 E6 E5 D3 D2 D1"
          white="D5"
          to-play="black"
          goal="connect"
          within="2"
          solution="D4 C4 E4"
        ></gonnect-board>`,
      ),
    );
    expect(errorText(refuted)).to.contain('line 1, "D4 C4 E4": the board\'s search refutes it');
    expect((await refuted.checkProblem()).verdict).to.equal('bad-solution');
  });

  it('names a problem already solved, or one that cannot be solved, and stays a plain position', async () => {
    const done = await fixture<Connect6Board>(
      html`<connect6-board lang="en" size="13" black="A1 B1 C1 D1 E1 F1" white="A3 B3 C3 D3 E3" goal="six"></connect6-board>`,
    );
    await waitUntil(() => errorText(done), 'nothing said of a solved problem');
    expect(errorText(done)).to.equal('The "goal" attribute: the position already reaches the goal, so there is nothing to solve.');
    expect(button(done, 'retry')).to.equal(null);
    const empty = await fixture<Connect6Board>(html`<connect6-board lang="en" size="13" goal="six"></connect6-board>`);
    await waitUntil(() => errorText(empty), 'nothing said of an unsolvable problem');
    expect(errorText(empty)).to.contain('The "within" attribute: the goal cannot be forced within 1');
    expect(button(empty, 'retry')).to.equal(null);
    expect(button(empty, 'solution')).to.equal(null);
    expect((await empty.checkProblem()).verdict).to.equal('unsound');
  });

  it('enables Show solution and Next step exactly while there is a step to show', async () => {
    const el = await ready(await twoWays());
    expect(button(el, 'solution').disabled).to.equal(false);
    button(el, 'solution').click();
    await waitUntil(() => el.game.moves.length === 1, 'the first step');
    for (let step = 0; step < 2; step++) {
      expect(button(el, 'solution').disabled).to.equal(false);
      button(el, 'solution').click();
      await el.updateComplete;
    }
    expect(el.game.result?.winner).to.equal('black');
    expect(button(el, 'solution').disabled).to.equal(true);
  });

  it('rejects checkProblem() on a board without a goal, in its language', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9"></gonnect-board>`);
    const error = await el.checkProblem().then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error?.message).to.equal('Este tablero no plantea ningún problema: dale un objetivo (goal).');
  });
});
