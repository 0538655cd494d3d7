// The playout loop that `npm run bench` times and `npm run bench:ab` compares: random
// games from `start` for about `ms` milliseconds, each on the scratch game `work` reset
// with `copyFrom`, as search code does (a tree from before `copyFrom` clones instead).
// It reads nothing outside its parameters, so bench:ab can compile a copy of it for
// each engine it compares (one shared loop would turn polymorphic).

/** What the loop needs of a game (`BoardGame` fits). */
export interface Playable {
  clone(): Playable;
  copyFrom?(source: Playable): void;
  randomLegalMove(rng: unknown): number;
  playIndex(index: number): void;
}

/** Playouts per second and their average length in moves. */
export interface PlayoutFigures {
  perSecond: number;
  length: number;
}

/** Random playouts from `start` for about `ms` milliseconds, each on `work` reset with `copyFrom`. */
export function playouts(start: Playable, work: Playable, rng: unknown, ms: number): PlayoutFigures {
  let count = 0;
  let moves = 0;
  const began = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let batch = 0; batch < 16; batch++) {
      let game = work;
      if (work.copyFrom) work.copyFrom(start);
      else game = start.clone();
      for (;;) {
        const move = game.randomLegalMove(rng);
        if (move < 0) break;
        game.playIndex(move);
        moves++;
      }
      count++;
    }
    elapsed = performance.now() - began;
  }
  return { perSecond: (count * 1000) / elapsed, length: moves / count };
}
