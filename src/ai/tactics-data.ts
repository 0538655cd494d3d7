/**
 * Positions of the tactical suites (generated from seeded random games and stamped
 * patterns, then verified: see `checkPosition` in tactics.ts and its test).
 */
import type { Color } from '../engine/types.js';

/** One position: the game's setup and what it tests. */
export interface PositionData {
  /** What the side to move must do: `'win'`, `'block'`, `'connect'`, `'capture'`. */
  kind: 'win' | 'block' | 'connect' | 'capture';
  /** Board size: `19`. */
  size: number;
  /** Black stones: `'D4 E5'`. */
  black: string;
  /** White stones: `'F6'`. */
  white: string;
  /** The side to move. */
  toPlay: Color;
  /** Connect6: stones left in the turn. */
  stonesLeft?: 1 | 2;
}

/** connect6 win */
export const CONNECT6_WIN: readonly PositionData[] = [
  { kind: 'win', size: 19, black: 'J10 H11 G12 K9 G9 N6', white: 'H8 K10 M12 J9 F13 M5 K11', toPlay: 'white', stonesLeft: 2 },
  { kind: 'win', size: 15, black: 'D14 J9 F12 G11 K11 N9 C13 F10 E13', white: 'J8 K8 F8 G8 H11 E8 M11 K12', toPlay: 'black', stonesLeft: 2 },
  { kind: 'win', size: 13, black: 'K4 L4 J4 M4 K6 M5 H12 G8', white: 'B6 B3 J7 E12 C7', toPlay: 'black', stonesLeft: 2 },
  { kind: 'win', size: 19, black: 'J14 F11 K15 L16 L12 G5 G7', white: 'O6 P6 R6 N6 G14 F6 J11 N9', toPlay: 'black', stonesLeft: 2 },
  { kind: 'win', size: 15, black: 'H7 K7 M7 N7 G6 H6 M3 J13 C12', white: 'D14 H10 E13 J9 F7 C7 N4 K12 N5', toPlay: 'black', stonesLeft: 2 },
  { kind: 'win', size: 13, black: 'F7 J7 H7 K7 F10 G7 H12', white: 'E12 E8 E9 E13 F6 G5', toPlay: 'black', stonesLeft: 2 },
  { kind: 'win', size: 19, black: 'L12 N14 M13 P16 E15 M8 K5', white: 'M10 E13 G5 P14', toPlay: 'black', stonesLeft: 2 },
  { kind: 'win', size: 15, black: 'F9 N9 G13 N6 M8', white: 'H4 K6 J5 L7 N3 C8', toPlay: 'white', stonesLeft: 2 },
  { kind: 'win', size: 13, black: 'E3 G3 C3 H3 G6 F8', white: 'L11 E8 E2', toPlay: 'black', stonesLeft: 2 },
  { kind: 'win', size: 19, black: 'L13 M5 F15 J15 M7', white: 'Q6 P6 L6 O6 F9 L10 F5', toPlay: 'white', stonesLeft: 2 },
  { kind: 'win', size: 19, black: 'N14 F15 N11 O11', white: 'Q6 O6 L6 N6 P6 G8 K7 E7 G13', toPlay: 'white', stonesLeft: 1 },
  { kind: 'win', size: 15, black: 'N7 P7 L7 M7 O7 E5 M13', white: 'J4 E8 G6 H5 K11 M3 N3 N9', toPlay: 'black', stonesLeft: 1 },
  { kind: 'win', size: 19, black: 'J11 H10 K12 G9 P15 K14 H11', white: 'L6 K6 N6 M6 J6 H7 L13 M7', toPlay: 'white', stonesLeft: 1 },
  { kind: 'win', size: 15, black: 'L6 J8 K7 G10 G6 M5 J13 C4', white: 'F7 F4 F9 F6 F8 K6 G12 C6', toPlay: 'white', stonesLeft: 1 },
  { kind: 'win', size: 19, black: 'M8 L8 J8 H8 G9 L14 O7 P14', white: 'F14 F11 F10 F13 F9 K12 P15 O12', toPlay: 'white', stonesLeft: 1 },
];

/** connect6 block */
export const CONNECT6_BLOCK: readonly PositionData[] = [
  { kind: 'block', size: 19, black: 'K11 M9 H13', white: 'H11 K9 G12 L8 D9 F7 B11 C10 E5 P13 P15 E9', toPlay: 'black', stonesLeft: 2 },
  { kind: 'block', size: 15, black: 'H7 F9 J6 D11 F8 H6 E9 C11 J13 K8 G6', white: 'F6 H5 L12', toPlay: 'white', stonesLeft: 2 },
  { kind: 'block', size: 13, black: 'K8 K13 K9 K12 H3 F5 C8 E6 H4 C4 H10 B4 B8', white: 'B9 F11 H6 E5', toPlay: 'white', stonesLeft: 2 },
  { kind: 'block', size: 19, black: 'J9 J10 J11 J13 F11 A16 B15 C14 E5 L9 H10', white: 'H13 F10 G12', toPlay: 'white', stonesLeft: 2 },
  { kind: 'block', size: 15, black: 'N3 D11 F5 G11', white: 'G6 H6 F6 J6 F10 H8 L5 G9 L10 J13 H9', toPlay: 'black', stonesLeft: 2 },
  { kind: 'block', size: 13, black: 'C2', white: 'C12 C13 C8 C10 E5 E6 E8 E9 J8 H2', toPlay: 'black', stonesLeft: 2 },
  { kind: 'block', size: 19, black: 'J11 H11 N11 L11 M11 H15 K13 L12 N10 J6 P5 H8 E14', white: 'O5 L10 F15 P8', toPlay: 'white', stonesLeft: 2 },
  { kind: 'block', size: 15, black: 'M5 D3 C3 M7', white: 'G9 C13 F10 H8 O11 L8 P12 K7 J13 F11 K11 K9 E3', toPlay: 'black', stonesLeft: 2 },
  { kind: 'block', size: 13, black: 'G12 G10', white: 'K5 N8 H3 M7 E7 D8 F6 B10 A11 E9', toPlay: 'black', stonesLeft: 2 },
  { kind: 'block', size: 19, black: 'M14 J11 K12 N15 F11 A16 B15 C14 E12 G5 F9', white: 'O9 G11 G12', toPlay: 'white', stonesLeft: 2 },
  { kind: 'block', size: 15, black: 'H9 H7 H8 H12 L11 L9 L13 L10 G7 M7 N7', white: 'G13 D6', toPlay: 'white', stonesLeft: 2 },
  { kind: 'block', size: 13, black: 'J5 G5 H5 E5 H8 G8 L8 K8 F8 L2 H2 G12 L7 F4 C4', white: 'H11 D6 D8 L9 K7', toPlay: 'white', stonesLeft: 2 },
  { kind: 'block', size: 19, black: 'H11 F6 N7 L15 E11', white: 'K10 K11 K12 K8 N6 J6 K6 M6 G13 N14 J11 L11', toPlay: 'black', stonesLeft: 2 },
  { kind: 'block', size: 15, black: 'G6 G9 G10 G8 K8 L9 J7 F4 L10 L3', white: 'J3 J10', toPlay: 'white', stonesLeft: 2 },
  { kind: 'block', size: 13, black: 'K6 J5 N9 M8 J7 F7 E7 D7 C9 F10 K11 K5 C8', white: 'H12 L2 F4 B3', toPlay: 'white', stonesLeft: 2 },
];

/** gonnect connect */
export const GONNECT_CONNECT: readonly PositionData[] = [
  { kind: 'connect', size: 7, black: 'B1 D1 E1 B2 C2 B3 F3 B4 D4 B5 C5 E5 F5 E6 F6', white: 'F2 A3 E3 G3 E4 G4 C6 D6 B7 C7 D7 E7 F7 G7', toPlay: 'white' },
  { kind: 'connect', size: 7, black: 'C1 D1 B2 C2 B3 C3 E3 F3 A4 B4 A5 D5 A6 F7', white: 'A1 E1 G1 F2 G2 G3 C4 G4 B5 E5 F5 G5 B6 C6', toPlay: 'black' },
  { kind: 'connect', size: 9, black: 'B1 J1 J2 A3 C3 H3 J3 C4 E4 H4 F5 G5 F6 G6 F7 J7 F8 G8 C9 D9 G9 J9', white: 'A1 G1 H1 G2 H2 B3 F3 G3 G4 A5 B5 C5 D5 B6 C6 B7 D7 E7 H7 A8 B8 C8 D8 A9 B9', toPlay: 'black' },
  { kind: 'connect', size: 7, black: 'E1 E2 G2 B3 F3 E4 B5 D5 E5 C6 E6 F6 A7 C7 E7', white: 'A1 C1 F1 B2 D3 G3 A4 B4 C4 D4 F4 G5 B6 D6 B7', toPlay: 'black' },
  { kind: 'connect', size: 9, black: 'D1 E1 F1 A2 D2 G2 H2 J2 G3 B4 G5 B6 H6 J6 D7 E7 A8 B8 C8 D8 G8 J8 B9', white: 'C1 F2 H3 J3 C4 D4 E4 F4 G4 H4 B5 C5 D5 J5 D6 E6 F6 F7 H7 E8 D9 F9 H9', toPlay: 'white' },
  { kind: 'connect', size: 9, black: 'D1 H1 J1 A2 B2 F2 G2 H2 J2 A3 E3 F3 J3 A4 J4 D5 E5 B6 G6 E7 A8 D8 G8 C9 F9 H9 J9', white: 'C1 E1 G1 C2 E2 C3 D3 H3 E4 C5 G5 A6 C6 D6 E6 H6 B7 C7 J7 B8 C8 E8 A9 B9 E9', toPlay: 'white' },
  { kind: 'connect', size: 7, black: 'B1 F1 G1 B2 C2 E2 F2 G2 A3 B3 B4 D4 F4 E5 C7', white: 'C1 A2 D3 F3 A4 G4 A5 D5 B6 D6 D7 E7 F7', toPlay: 'black' },
  { kind: 'connect', size: 7, black: 'B1 F1 B2 F2 C3 G3 A4 G4 D5 E5 G5 D6 F6 G6 F7', white: 'D1 E1 A2 C2 D2 E2 F3 C4 D4 F4 B5 C5 C6 A7', toPlay: 'black' },
];

/** gonnect block */
export const GONNECT_BLOCK: readonly PositionData[] = [
  { kind: 'block', size: 7, black: 'F1 F2 G2 D3 G3 A4 F4 G4 C5 G5 A6 C6 E6 G6', white: 'D1 E1 D2 B3 C3 E3 F3 B4 C4 A7 B7 D7 E7', toPlay: 'white' },
  { kind: 'block', size: 7, black: 'A2 F2 B3 E3 F3 G4 B5 D5 A6 B6 C6 D6 B7 C7 D7', white: 'A1 D1 E1 F1 G1 B2 C2 D2 D3 B4 C5 F5 F6 E7 F7', toPlay: 'black' },
  { kind: 'block', size: 7, black: 'B1 E1 B2 C2 F2 G2 G3 A5 C5 E5 G5 A6 B6 F6 G6 A7', white: 'A1 G1 D2 E2 A3 B3 D3 E3 F3 F4 G4 D5 B7 C7 E7 F7', toPlay: 'black' },
  { kind: 'block', size: 7, black: 'B1 E1 G1 D2 F2 D3 E3 F3 D4 F5 A6 F6 F7 G7', white: 'C1 D1 A2 A3 G3 A4 A5 B5 C5 G5 C6 D6 E6 B7 E7', toPlay: 'black' },
  { kind: 'block', size: 11, black: 'H1 K1 E2 J2 A3 H3 J3 L3 A4 E4 F4 G5 E6 G6 H6 A7 B7 D7 F7 C8 D8 G8 L8 G9 J9 L9 F10 H10 J10 K10 L10 B11 C11 D11 E11 F11 G11 H11 L11', white: 'B1 C1 D1 F1 B2 C2 D2 F2 K2 C3 E3 F3 G3 D4 G4 H4 J4 L4 A5 J5 L5 K6 C7 E7 H7 J7 K7 L7 J8 K8 B9 D9 F9 K9 C10 D10 E10 J11', toPlay: 'white' },
  { kind: 'block', size: 7, black: 'A1 C1 D1 B2 C2 D2 B3 E3 F3 B4 E4 B5 D5 A6 A7 B7', white: 'E1 G1 F2 A3 D3 G3 C4 F4 A5 F6 C7 D7 F7 G7', toPlay: 'white' },
  { kind: 'block', size: 7, black: 'C1 E1 G1 D2 G2 B3 B4 D4 F4 G4 C5 F5 G5 B7 G7', white: 'B1 F1 B2 C2 F2 A5 D5 E5 A6 B6 C6 D6 E6 F6 E7', toPlay: 'black' },
  { kind: 'block', size: 7, black: 'C1 D1 F1 C2 F2 G2 C3 A4 C4 B5 C5 A6 B6 D6 F6 E7', white: 'A2 D2 E2 D3 E3 D4 D5 G5 C6 E6 G6 A7 B7 G7', toPlay: 'white' },
];
