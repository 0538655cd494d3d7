/**
 * The problems of the demo's Problems page, as the attributes of their boards: the page
 * draws one board per entry and the Node tests (test/ai/problem-set.test.ts) check every
 * first answer of every entry against a plain proof, so what the page shows is what was
 * checked. Every position is original to this project.
 */
import type { Goal } from '../src/ai/problems/spec.js';

/** One problem: the board's attributes, and for Connect6 the area the tests try every pair in. */
export interface ProblemEntry {
  /** The board element: `'gonnect-board'`. */
  element: 'gonnect-board' | 'connect6-board';
  /** A heading for the page: `'Break through'`. */
  title: string;
  /** `size`: `9`. */
  size: number;
  /** `black`: `'D4 E5'`. */
  black: string;
  /** `white`: `'F6'`. */
  white: string;
  /** `to-play`, the solver: `'black'`. */
  toPlay: 'black' | 'white';
  /** `goal`: `'connect'`. */
  goal: Goal;
  /** `within`: `2`. */
  within: number;
  /** Connect6: the rectangle whose every pair of empty points the tests play as a first answer: `'H8-N13'`. */
  window?: string;
}

/** The set, easiest first within each game. */
export const PROBLEM_SET: readonly ProblemEntry[] = [
  {
    element: 'gonnect-board',
    title: 'Left to right',
    size: 9,
    toPlay: 'black',
    black: 'F7 B6 C6 D6 E6 H6 J6 A5 B5 E5 G5 H5 E4 G4 E3 E2',
    white: 'F8 B7 E7 G7 G6 C5 D5 F5 D4 H4 D3 F3 G3 B3 H2 J8',
    goal: 'connect',
    within: 1,
  },
  {
    element: 'gonnect-board',
    title: 'One defence',
    size: 9,
    toPlay: 'white',
    black: 'E9 E8 E7 E6 D5 F5 E4 E3 E2 E1 B8 H3 B2 H7',
    white: 'D8 D7 F7 F6 C5 D4 F4 D3 F3 D2 F2 D1 F1',
    goal: 'stop',
    within: 1,
  },
  {
    element: 'gonnect-board',
    title: 'Two ways through',
    size: 7,
    toPlay: 'black',
    black: 'E7 E6 E5 D3 D2 D1',
    white: 'D5',
    goal: 'connect',
    within: 2,
  },
  {
    element: 'gonnect-board',
    title: 'Down the middle',
    size: 9,
    toPlay: 'black',
    black: 'E9 E8 E7 E5 F5 F4 F3 E2 E1 F1 B4',
    white: 'D7 F7 D6 F6 D5 G5 E4 G4 D3 G3 G2',
    goal: 'connect',
    within: 2,
  },
  {
    element: 'gonnect-board',
    title: 'Break through',
    size: 9,
    toPlay: 'black',
    black: 'E8 D7 F7 A6 B6 C6 D6 F6 G6 H6 J6 D5 F5 G4',
    white: 'F8 C7 E7 E6 E5 G5 C4 D4 F4 B2 H2 A8 J8 H9',
    goal: 'connect',
    within: 2,
  },
  {
    element: 'gonnect-board',
    title: 'Before it is too late',
    size: 7,
    toPlay: 'white',
    black: 'F7 F5 B6 D3 B5 B7 A1 C7 D7 B4 E7',
    white: 'A7 G3 F1 C6 F2 F3 C2 C4 D6',
    goal: 'stop',
    within: 2,
  },
  {
    element: 'gonnect-board',
    title: 'Three moves to the top',
    size: 7,
    toPlay: 'black',
    black: 'D6 F4 D1 C2 G2 C3 F6 D5 D2 E6 E7',
    white: 'C5 D7 D3 A2 E4 F3 F7 B3 G7',
    goal: 'connect',
    within: 3,
  },
  {
    element: 'gonnect-board',
    title: 'Along the edge',
    size: 7,
    toPlay: 'black',
    black: 'C5 A4 D1 B1 F6 C7 A3 A2 E5 B7 B6',
    white: 'E4 E3 B4 C2 F1 D4 D6 E7 G4',
    goal: 'connect',
    within: 3,
  },
  {
    element: 'connect6-board',
    title: 'Exactly one pair',
    size: 13,
    toPlay: 'black',
    black: 'D10 E10 F10 G10 H8 G7 K6 E5 K5 D4 K4',
    white: 'C10 H10 L9 J7 H6 G4 C3 K3 B12 M2 L12 A5',
    goal: 'six',
    within: 1,
    window: 'C3-L11',
  },
  {
    element: 'connect6-board',
    title: 'The hidden diagonal',
    size: 19,
    toPlay: 'black',
    black: 'G7 H8 K10 M12 K11 L10 M10 N10',
    white: 'J10 P10 L12 H9 O11',
    goal: 'six',
    within: 1,
    window: 'G7-O13',
  },
  {
    element: 'connect6-board',
    title: 'Two stones to block',
    size: 13,
    toPlay: 'white',
    black: 'D8 E8 F8 G8 J8 F7 K7 J6 G4 F3 E2',
    white: 'J9 C8 K8 L8 E5 D1 A12 M3 B10 L12',
    goal: 'stop',
    within: 1,
    window: 'B2-L10',
  },
  {
    element: 'connect6-board',
    title: 'Which end?',
    size: 19,
    toPlay: 'white',
    black: 'J10 K10 L10 M10 K12 L13',
    white: 'H11 N12 L9',
    goal: 'stop',
    within: 1,
    window: 'F8-P13',
  },
  {
    element: 'connect6-board',
    title: 'Three threats',
    size: 13,
    toPlay: 'black',
    black: 'D7 E7 F7 J5 J4 J3',
    white: 'F10 K9 G6 F5 J2 B12 M12',
    goal: 'six',
    within: 2,
    window: 'C3-J8',
  },
  {
    element: 'connect6-board',
    title: 'A four and a half',
    size: 19,
    toPlay: 'black',
    black: 'J10 K10 M12 M13 M14',
    white: 'G12 K12 N11',
    goal: 'six',
    within: 2,
    window: 'J9-N13',
  },
];
