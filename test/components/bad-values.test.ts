// One table of bad values for every attribute that reads a value, as a hostile page would
// give them (wrong type, empty, whitespace, out of range, Unicode look-alikes, markup,
// i18next syntax), each set as an attribute and as the property: the message names the
// attribute and quotes the value as written, the last good game stays, no event fires and
// no node is injected. (Boolean attributes take any value as "on"; `src` is tested with
// its fetch in records.test.ts, a problem's lines in problem-mode.test.ts.)
import { expect, fixture, html } from '@open-wc/testing';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { errorText } from './helpers.js';
import '../../src/index.js';

const q = (text: string) => `"${text}"`;
const SIZE = (value: string) => `The "size" attribute: ${q(value)} is not a board size from 5 to 25.`;
const NOT_POINT = (attribute: string, token: string) => `The "${attribute}" attribute: ${q(token)} is not a point.`;
const OFF = (attribute: string, token: string) => `The "${attribute}" attribute: ${q(token)} is off the board.`;
const MARK = (value: string) =>
  `The "marks" attribute: ${q(value)} is not a mark; write a point, a colon and triangle, circle, square, cross or a label of up to 3 characters.`;
const LEVEL = (value: string) => `The "level" attribute: ${q(value)} must be a whole number from 1 to 5.`;
const PLY = (value: string) => `The "ply" attribute: ${q(value)} is not a position of the game; write a whole number from 0 to 1.`;
const GOAL = (value: string) =>
  `The "goal" attribute: ${q(value)} is not a goal of this game; write connect or stop (Gonnect), six or stop (Connect6).`;
const REGION = (value: string) =>
  `The "region" attribute: ${q(value)} is not a part of the board; write two opposite corners, such as A1-G7.`;

/** [attribute, value, the message]. */
const TABLE: [string, unknown, string][] = [
  ['size', '', SIZE('')],
  ['size', '4', SIZE('4')],
  ['size', '26', SIZE('26')],
  ['size', 'nine', SIZE('nine')],
  ['size', '9.5', SIZE('9.5')],
  ['size', '<b>9</b>', SIZE('<b>9</b>')],
  ['size', '{{value}}', SIZE('{{value}}')],
  ['size', '９', SIZE('９')],
  ['size', true, SIZE('true')],
  ['size', {}, SIZE('[object Object]')],
  ['black', 'Z9', OFF('black', 'Z9')],
  ['black', 'E5 E5', 'The "black" attribute: "E5" appears twice.'],
  ['black', '<img src=x onerror="window.__bad=1">', NOT_POINT('black', '<img')],
  ['black', '{{token}}', NOT_POINT('black', '{{token}}')],
  ['black', 'Е5', NOT_POINT('black', 'Е5')],
  ['black', 42, NOT_POINT('black', '42')],
  ['white', 'A0', NOT_POINT('white', 'A0')],
  ['to-play', 'red', 'The "to-play" attribute: "red" must be black or white.'],
  ['to-play', '{{value}}', 'The "to-play" attribute: "{{value}}" must be black or white.'],
  ['to-play', false, 'The "to-play" attribute: "false" must be black or white.'],
  ['moves', 'E5 E5', 'The "moves" attribute: move 2, "E5", is not allowed. E5 is already taken.'],
  ['moves', 'swap swap', 'The "moves" attribute: move 1, "swap", is not allowed. Swapping is not allowed now.'],
  ['moves', 'E5 Q99', OFF('moves', 'Q99')],
  ['moves', '🀄', NOT_POINT('moves', '🀄')],
  ['marks', 'E5:star', MARK('E5:star')],
  ['marks', 'E5:ABCD', MARK('E5:ABCD')],
  ['marks', 'Q99:triangle', OFF('marks', 'Q99')],
  ['marks', 7, MARK('7')],
  ['view', 'board', 'The "view" attribute: "board" is not a view; write rules or leave it out.'],
  [
    'view',
    '<script>window.__bad=2</script>',
    'The "view" attribute: "<script>window.__bad=2</script>" is not a view; write rules or leave it out.',
  ],
  ['computer', 'all', 'The "computer" attribute: "all" must be black, white, both or none.'],
  ['computer', '{{x}}', 'The "computer" attribute: "{{x}}" must be black, white, both or none.'],
  ['level', '0', LEVEL('0')],
  ['level', '6', LEVEL('6')],
  ['level', '2.5', LEVEL('2.5')],
  ['level', '1e1', LEVEL('1e1')],
  ['level', 'max', LEVEL('max')],
  ['theme', 'sepia', 'The "theme" attribute: "sepia" must be light or dark.'],
  ['theme', '$t(ui.turn.black)', 'The "theme" attribute: "$t(ui.turn.black)" must be light or dark.'],
  ['ply', '-1', PLY('-1')],
  ['ply', '99', PLY('99')],
  ['ply', 'last', PLY('last')],
  ['ply', 1.5, PLY('1.5')],
  ['numbers', 'some', 'The "numbers" attribute: "some" must be all or a whole number.'],
  ['numbers', '-3', 'The "numbers" attribute: "-3" must be all or a whole number.'],
  ['record', '(;FF[4]GM[1]SZ[9];B[zz])', OFF('record', 'B[zz]')],
  ['record', '(;FF[4]GM[1]SZ[9];B[ee];B[ff])', 'The "record" attribute: move 2 is out of turn or has the wrong number of stones.'],
  ['record', '(;FF[4]GM[1]SZ[9]C[<img src=x onerror="window.__bad=3">];B[zz])', OFF('record', 'B[zz]')],
  ['goal', 'six', GOAL('six')],
  ['goal', 'win', GOAL('win')],
  ['goal', 5, GOAL('5')],
  ['region', 'A1', REGION('A1')],
  ['region', 'A1-Z30', OFF('region', 'Z30')],
  ['region', '<b>', REGION('<b>')],
  ['confirm', 'twice', 'The "confirm" attribute: "twice" must be auto, always or never.'],
  ['confirm', '{{value}}', 'The "confirm" attribute: "{{value}}" must be auto, always or never.'],
  ['sizes', '4 9', SIZE('4').replace('"size"', '"sizes"')],
  ['sizes', 'big', SIZE('big').replace('"size"', '"sizes"')],
];

const PROPERTY: Record<string, string> = { 'to-play': 'toPlay' };
const EVENTS = ['move', 'swap', 'win', 'draw', 'navigate', 'solved', 'failed', 'edit'];

describe('bad values: one table for every attribute', () => {
  for (const [attribute, value, message] of TABLE) {
    const ways = typeof value === 'string' ? (['attribute', 'property'] as const) : (['property'] as const);
    for (const way of ways) {
      it(`${attribute} = ${JSON.stringify(value) ?? String(value)} (${way})`, async () => {
        const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5"></gonnect-board>`);
        const fired: string[] = [];
        for (const type of EVENTS) el.addEventListener(type, () => fired.push(type));
        if (way === 'attribute') el.setAttribute(attribute, value as string);
        else (el as unknown as Record<string, unknown>)[PROPERTY[attribute] ?? attribute] = value;
        await el.updateComplete;
        expect(errorText(el)).to.equal(message);
        expect(el.game.size).to.equal(9);
        expect(el.game.moves).to.deep.equal(['E5']);
        expect(fired).to.deep.equal([]);
        expect(el.shadowRoot!.querySelectorAll('img, script, b, svg svg')).to.have.length(0);
        expect((window as unknown as { __bad?: number }).__bad).to.equal(undefined);
      });
    }
  }

  it('says it in the language of the board', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9" moves="E5"></gonnect-board>`);
    el.setAttribute('level', '007x');
    await el.updateComplete;
    expect(errorText(el)).to.equal('El atributo «level»: «007x» debe ser un número entero del 1 al 5.');
  });
});
