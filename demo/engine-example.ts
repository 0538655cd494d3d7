import { Connect6, Gonnect, IllegalMoveError } from '../src/engine/index.js';

/** Plays a few moves of each game and reports, one line at a time, through `print`. */
export function run(print: (line: string) => void): void {
  // Gonnect on 9×9: Black opens in the centre and White takes the pie.
  const gonnect = new Gonnect({ size: 9 });
  gonnect.play('E5');
  print(`Gonnect: may White swap now? ${gonnect.canSwap}`);
  gonnect.swap();
  print(`After the swap: ${gonnect.toPlay} to play, colours exchanged: ${gonnect.swapped}`);

  // White surrounds the stone at E5 while Black plays elsewhere.
  for (const point of ['D5', 'C3', 'F5', 'G7', 'E4', 'C7']) gonnect.play(point);
  const capture = gonnect.play('E6');
  print(`White plays E6 and captures ${capture.captured.join(', ')}`);

  // A refused move throws and changes nothing: E5 is now surrounded by white stones.
  try {
    gonnect.play('E5');
  } catch (error) {
    if (error instanceof IllegalMoveError) print(`Black back at E5? Refused: ${error.code}`);
  }
  print(`Moves so far: ${gonnect.moves.join(' ')}`);

  // A setup that already holds a winning chain is a finished game.
  const diagram = new Gonnect({ size: 5, setup: { black: ['C1', 'C2', 'C3', 'C4', 'C5'] } });
  print(`A 5×5 setup with a full column: ${JSON.stringify(diagram.result)}`);

  // Connect6 on 13×13: one stone, then two a turn.
  const connect6 = new Connect6({ size: 13 });
  connect6.play('G7');
  print(`Connect6: ${connect6.toPlay} to play, ${connect6.stonesLeft} stones this turn`);
  for (const point of ['H8', 'H6', 'F7', 'E7', 'A1', 'A2', 'D7', 'H7', 'B1', 'B2']) connect6.play(point);

  // Try a move on a copy first: the real game does not change.
  const trial = connect6.clone();
  trial.play('C7');
  print(`Would C7 win? ${trial.result ? `${trial.result.winner}, ${trial.result.reason}` : 'no'}`);
  print(`The real game still has ${connect6.legalMoves().length} empty points and no result: ${JSON.stringify(connect6.result)}`);

  connect6.play('C7');
  print(`Black plays C7: ${connect6.result?.winner} wins with ${connect6.result?.stones.join(' ')}`);
}
