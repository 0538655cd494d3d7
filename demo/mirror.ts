import type { GonnectBoard } from '../src/index.js';

/**
 * Keeps two Gonnect boards on one game: a move or a swap made on either board is
 * repeated on the other with play() or swap(). Those methods fire no events, so the
 * echo never comes back. `report` hears about a move the other board refused (after
 * an Undo on one board only, the two games differ).
 */
export function mirror(a: GonnectBoard, b: GonnectBoard, report: (text: string) => void): void {
  const link = (from: GonnectBoard, to: GonnectBoard, name: string) => {
    from.addEventListener('move', (event) => {
      try {
        to.play(event.detail.point);
      } catch (error) {
        report(`Board ${name} refused ${event.detail.point}: ${(error as Error).message}`);
      }
    });
    from.addEventListener('swap', () => {
      try {
        to.swap();
      } catch (error) {
        report(`Board ${name} refused the swap: ${(error as Error).message}`);
      }
    });
  };
  link(a, b, 'B');
  link(b, a, 'A');
}
