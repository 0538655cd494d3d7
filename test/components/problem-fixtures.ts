/** Problems the component tests share: a judge that runs in the page, and a two-way connection problem. */
import { fixture, html } from '@open-wc/testing';
import { judge, solutionLine } from '../../src/ai/problems/index.js';
import { checkPosition } from '../../src/ai/protocol.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { ProblemMode } from '../../src/components/problem/problem-mode.js';

/** Judges in the page with the real judge (the worker runs the same code). */
export const inPage = (): Promise<
  Parameters<typeof ProblemMode.createClient> extends [] ? Awaited<ReturnType<typeof ProblemMode.createClient>> : never
> =>
  Promise.resolve({
    problem: ((game: Parameters<typeof judge>[0], task: 'judge' | 'solve', spec: Parameters<typeof judge>[1]) =>
      Promise.resolve(task === 'judge' ? judge(game, spec) : solutionLine(game, spec))) as never,
    check: (game: Parameters<typeof checkPosition>[0], problem: Parameters<typeof checkPosition>[1], signal?: AbortSignal) =>
      checkPosition(game, problem, signal),
    dispose: () => undefined,
  });

/** Black E5–E7 and D1–D3 on 7×7, White D5: E4 makes two ways through (D4, E3). */
export const twoWays = (extra = html``) =>
  fixture<GonnectBoard>(
    html`<gonnect-board size="7" black="E7 E6 E5 D3 D2 D1" white="D5" to-play="black" goal="connect" within="2">${extra}</gonnect-board>`,
  );
