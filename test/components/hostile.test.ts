// Hostile input, as an attacker or a framework would give it: seeded random values for every
// attribute (valid, near-valid, huge, unicode, markup, i18next syntax), property writes of
// every JavaScript type, removals and rapid sequences. After each step: no uncaught error,
// no injected node anywhere, a board or a message drawn, and the last good position kept
// when the value was bad.
import { expect, fixture, html } from '@open-wc/testing';
import { errorText, type Board } from './helpers.js';
import { random } from '../random.js';

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const MARKUP = [
  '<img src=x onerror="window.__hostile=1">',
  '<script>window.__hostile=2</script>',
  '"><svg onload=window.__hostile=3>',
  '<0>x</0>',
  '<b>bold</b>',
];
const I18N = ['{{value}}', '{{token}}', '$t(ui.turn.black)', '$t(turn.white)', '{{- attribute}}', '__proto__', 'constructor'];
const UNICODE = ['Ｄ４', 'd４', 'Д4', 'Е5', '\u0000A1', 'A1\u200b', '🀄', '𝐀1', 'ⅮⅣ', 'ß9', '\u202eA1'];
const POINTS = ['A1', 'E5', 'c3', 'J9', 'K10', 'T19', 'Z25', 'I5', 'A0', 'A26', 'e5e5', 'E 5'];

/** One value for an attribute: usually near its grammar, often hostile. */
function valueFor(rand: Rand, attribute: string): string {
  const kind = rand();
  if (kind < 0.12) return pick(rand, MARKUP);
  if (kind < 0.2) return pick(rand, I18N);
  if (kind < 0.27) return pick(rand, UNICODE);
  if (kind < 0.31) return pick(rand, POINTS).repeat(1 + Math.floor(rand() * 20000));
  if (kind < 0.34) return '';
  switch (attribute) {
    case 'size':
      return pick(rand, ['5', '6', '7', '9', '13', '19', '25', '4', '26', '9.5', '-9', '0x9', '1e1', ' 9 ', 'NaN', 'Infinity', 'null']);
    case 'black':
    case 'white':
    case 'moves':
      return Array.from({ length: Math.floor(rand() * 6) }, () => pick(rand, [...POINTS, 'swap', 'SWAP'])).join(
        pick(rand, [' ', ',', ', ', '\n']),
      );
    case 'marks':
      return Array.from(
        { length: Math.floor(rand() * 4) },
        () => `${pick(rand, POINTS)}:${pick(rand, ['triangle', 'circle', 'square', 'cross', 'A', '12', 'abcd', '', '<b>', '{{x}}'])}`,
      ).join(' ');
    case 'to-play':
      return pick(rand, ['black', 'white', 'Black', 'WHITE', 'red', 'both']);
    case 'computer':
      return pick(rand, ['black', 'white', 'both', 'none', 'all']);
    case 'level':
      return pick(rand, ['1', '3', '5', '0', '6', '2.5', 'max']);
    case 'view':
      return pick(rand, ['rules', 'board', 'RULES']);
    case 'theme':
      return pick(rand, ['light', 'dark', 'Dark', 'sepia']);
    case 'lang':
      return pick(rand, ['en', 'es', 'ru', 'es-MX', 'fr', 'xx-YY', '']);
    default:
      return pick(rand, ['', 'true', 'false']);
  }
}

const ATTRIBUTES = [
  'size',
  'black',
  'white',
  'to-play',
  'moves',
  'marks',
  'readonly',
  'no-coordinates',
  'no-swap',
  'show-rules',
  'view',
  'level',
  'theme',
  'lang',
];
const SETUP = new Set(['size', 'black', 'white', 'to-play', 'moves', 'no-swap']);
const PROPERTIES = [
  'size',
  'black',
  'white',
  'toPlay',
  'moves',
  'marks',
  'readonly',
  'noCoordinates',
  'view',
  'level',
  'computer',
  'showRules',
  'theme',
];
const VALUES: (() => unknown)[] = [
  () => null,
  () => undefined,
  () => 0,
  () => -1,
  () => 9,
  () => 9.5,
  () => Number.NaN,
  () => 10n,
  () => Symbol('hostile'),
  () => true,
  () => ({}),
  () => [],
  () => ['E5'],
  () => () => 'E5',
  () => ({ toString: () => 'E5' }),
  () => ({
    toString: () => {
      throw new Error('hostile toString');
    },
  }),
  () => new Date(0),
  () => 'E5',
];

/** The elements a board may hold in its shadow root (anything else came from input). */
const ALLOWED = new Set(
  'div span p button section h2 h3 ul li figure figcaption svg defs radialgradient stop pattern rect path g circle text use line gonnect-board connect6-board dialog form label input select option fieldset legend ol'.split(
    ' ',
  ),
);

/** Every element under a root, shadow roots included. */
function allElements(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    out.push(element);
    if (element.shadowRoot) out.push(...allElements(element.shadowRoot));
  }
  return out;
}

function expectNoInjection(board: Board, container: Element): void {
  for (const element of allElements(board.shadowRoot!)) {
    expect(ALLOWED.has(element.localName.toLowerCase()), `unexpected <${element.localName}>`).to.be.true;
    for (const attribute of element.attributes)
      expect(attribute.name.startsWith('on'), `${element.localName}[${attribute.name}]`).to.be.false;
  }
  expect([...container.children]).to.deep.equal([board]);
  expect(document.querySelector('img, script:not([type]), iframe, object, embed')).to.be.null;
  expect((window as { __hostile?: number }).__hostile).to.be.undefined;
}

/** The position as text: size, stones and side to move. */
function position(board: Board): string {
  const game = board.game;
  let cells = '';
  for (let index = 0; index < game.size ** 2; index++) cells += game.stoneAt(index);
  return `${game.size} ${game.toPlay} ${cells}`;
}

/** A board or a message is drawn: an SVG board, the rules, or the error. */
function expectSomethingDrawn(board: Board): void {
  const root = board.shadowRoot!;
  expect(!!root.querySelector('svg') || !!root.querySelector('[part="rules"]') || !!root.querySelector('[part="error"]')).to.be.true;
}

function setProperty(board: Board, property: string, value: unknown): void {
  (board as unknown as Record<string, unknown>)[property] = value;
}

/** One random step: an attribute set or removed, a property written, or a move played. */
function step(rand: Rand, board: Board): { setup: boolean; text: string } {
  const kind = rand();
  if (kind < 0.55) {
    const attribute = pick(rand, ATTRIBUTES);
    const value = valueFor(rand, attribute);
    board.setAttribute(attribute, value);
    return { setup: SETUP.has(attribute), text: `${attribute}="${value.slice(0, 40)}"` };
  }
  if (kind < 0.7) {
    const attribute = pick(rand, ATTRIBUTES);
    board.removeAttribute(attribute);
    return { setup: SETUP.has(attribute), text: `remove ${attribute}` };
  }
  if (kind < 0.9) {
    const property = pick(rand, PROPERTIES);
    const value = pick(rand, VALUES)();
    setProperty(board, property, value);
    return { setup: ['size', 'black', 'white', 'toPlay', 'moves'].includes(property), text: `.${property} = ${typeof value}` };
  }
  const game = board.game;
  const legal = game.legalMoves();
  if (legal.length && !board.readonly) board.play(pick(rand, legal));
  return { setup: false, text: 'play' };
}

for (const tag of ['gonnect-board', 'connect6-board'] as const) {
  describe(`${tag} under hostile input`, () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      it(`seed ${seed}: 120 random steps, each checked`, async function () {
        this.timeout(60_000);
        const rand = random(seed * 7919 + (tag === 'gonnect-board' ? 0 : 1));
        const container = await fixture<HTMLElement>(html`<div lang="en"></div>`);
        const board = document.createElement(tag) as Board;
        board.setAttribute('size', '9');
        container.append(board);
        await board.updateComplete;
        const uncaught: unknown[] = [];
        const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
        const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
        window.addEventListener('error', onError);
        window.addEventListener('unhandledrejection', onRejection);
        try {
          for (let n = 0; n < 120; n++) {
            const before = position(board);
            const errorBefore = errorText(board);
            // Rapid sequences: sometimes several steps before the board updates.
            const burst = rand() < 0.2 ? 3 : 1;
            const steps = Array.from({ length: burst }, () => step(rand, board));
            await board.updateComplete;
            const where = `seed ${seed} step ${n}: ${steps.map((s) => s.text).join('; ')}`;
            expect(uncaught, where).to.deep.equal([]);
            expectNoInjection(board, container);
            expectSomethingDrawn(board);
            const errorNow = errorText(board);
            // A single setup change that brought a new error keeps the last good position.
            if (burst === 1 && steps[0]!.setup && errorNow && errorNow !== errorBefore && !errorBefore) {
              expect(position(board), where).to.equal(before);
            }
          }
        } finally {
          window.removeEventListener('error', onError);
          window.removeEventListener('unhandledrejection', onRejection);
        }
      });
    }
  });
}
