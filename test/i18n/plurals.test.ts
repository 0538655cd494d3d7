// Every message with a count, in every language, at the counts where plural rules part
// ways: 1, 2, 5, 11, 21, 22, 101 and 111. The expected sentences are written here from
// the grammar (Russian: one for 1, 21, 101; few for 2, 22; many for 5, 11, 111), not read
// from the locales, and the board's own translator renders them, with the options the
// board passes (problem-mode.ts gives the game as the context of a task).
import { expect } from '@open-wc/testing';
import { LANGUAGES, loadLanguage, resources, translator, type Language } from '../../src/i18n/i18n.js';

await Promise.all(LANGUAGES.map(loadLanguage));

const COUNTS = [1, 2, 5, 11, 21, 22, 101, 111];

/** English and Spanish: one for exactly 1, else other. */
const two = (n: number, one: string, other: string) => (n === 1 ? one : other);

/** Russian (CLDR, whole numbers): one, few or many. */
function ru(n: number, one: string, few: string, many: string): string {
  const [last, lastTwo] = [n % 10, n % 100];
  if (last === 1 && lastTwo !== 11) return one;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

const stones = (n: number) => ru(n, 'камень', 'камня', 'камней');
const moves = (n: number) => ru(n, 'ход', 'хода', 'ходов');

/** A message with a count: its key, the options besides the count, and the sentence for `n` in each language. */
interface Counted {
  key: string;
  options?: { context?: string; task?: string; moves?: string };
  say: Record<Language, (n: number) => string>;
}

const MESSAGES: Counted[] = [
  {
    key: 'editor.verdict.sound',
    options: { task: 'T', moves: 'M' },
    say: {
      en: (n) => `T: sound; ${n} first ${two(n, 'move works', 'moves work')} (M).`,
      es: (n) => `T: tiene solución; ${two(n, 'sirve', 'sirven')} ${n} ${two(n, 'primera jugada', 'primeras jugadas')} (M).`,
      ru: (n) =>
        `T: решение есть, ${ru(n, 'подходит', 'подходят', 'подходят')} ${n} ${ru(n, 'первый ход', 'первых хода', 'первых ходов')} (M).`,
    },
  },
  {
    key: 'stonesLeft',
    say: {
      en: (n) => `${n} ${two(n, 'stone', 'stones')} left this turn`,
      es: (n) => `${two(n, 'Queda', 'Quedan')} ${n} ${two(n, 'piedra', 'piedras')} en este turno`,
      ru: (n) => `В этом ходу ${ru(n, 'остался', 'осталось', 'осталось')} ${n} ${stones(n)}`,
    },
  },
  {
    key: 'captured',
    say: {
      en: (n) => `${n} ${two(n, 'stone', 'stones')} captured.`,
      es: (n) => `${n} ${two(n, 'piedra capturada', 'piedras capturadas')}.`,
      ru: (n) => `${ru(n, 'Снят', 'Снято', 'Снято')} ${n} ${stones(n)}.`,
    },
  },
  ...(['black', 'white'] as const).flatMap((color): Counted[] => {
    const en = color === 'black' ? ['Black', 'White'] : ['White', 'Black'];
    const es = color === 'black' ? ['Las negras', 'las blancas'] : ['Las blancas', 'las negras'];
    const rus = color === 'black' ? ['Чёрные', 'белым'] : ['Белые', 'чёрным'];
    return [
      {
        key: `captures.${color}`,
        say: {
          en: (n) => `${en[0]} has captured ${n} ${two(n, 'stone', 'stones')}`,
          es: (n) => `${es[0]} han capturado ${n} ${two(n, 'piedra', 'piedras')}`,
          ru: (n) => `${rus[0]} сняли ${n} ${stones(n)}`,
        },
      },
      {
        key: `task.connect.${color}`,
        options: { context: 'gonnect' },
        say: {
          en: (n) => `${en[0]} to connect in ${n} ${two(n, 'move', 'moves')}`,
          es: (n) => `${es[0]}: une dos bordes en ${n} ${two(n, 'jugada', 'jugadas')}`,
          ru: (n) => `${rus[0]}: соедините стороны за ${n} ${moves(n)}`,
        },
      },
      {
        key: `task.six.${color}`,
        options: { context: 'connect6' },
        say: {
          en: (n) => `${en[0]} to make six in ${n} ${two(n, 'turn', 'turns')}`,
          es: (n) => `${es[0]}: haz seis en línea en ${n} ${two(n, 'turno', 'turnos')}`,
          ru: (n) => `${rus[0]}: постройте шесть в ряд за ${n} ${moves(n)}`,
        },
      },
      {
        key: `task.stop.${color}`,
        options: { context: 'gonnect' },
        say: {
          // English and Spanish "one" is exactly 1: "stop it" needs no number there.
          en: (n) => `${en[0]}: stop ${en[1]}'s connection${two(n, '', ` for ${n} moves`)}`,
          es: (n) => `${es[0]}: impide que ${es[1]} unan dos bordes${two(n, '', ` en ${n} jugadas`)}`,
          ru: (n) => `${rus[0]}: не дайте ${rus[1]} соединить стороны за ${n} ${moves(n)}`,
        },
      },
      {
        key: `task.stop.${color}`,
        options: { context: 'connect6' },
        say: {
          en: (n) => `${en[0]}: stop ${en[1]}'s six${two(n, '', ` for ${n} turns`)}`,
          es: (n) => `${es[0]}: impide el seis en línea de ${es[1]}${two(n, '', ` durante ${n} turnos`)}`,
          ru: (n) => `${rus[0]}: не дайте ${rus[1]} построить шесть в ряд за ${n} ${moves(n)}`,
        },
      },
      {
        key: `threats.six.${color}`,
        say: {
          en: (n) => `${en[0]} threatens to make six on ${n} ${two(n, 'line', 'lines')}.`,
          es: (n) => `${es[0]} tienen ${n} ${two(n, 'línea', 'líneas')} a punto de hacer seis.`,
          ru: (n) => `${rus[0]} грозят построить шесть в ряд на ${n} ${ru(n, 'линии', 'линиях', 'линиях')}.`,
        },
      },
      {
        key: `threats.atari.${color}`,
        say: {
          en: (n) =>
            `${en[0]} has ${n} ${two(n, 'chain', 'chains')} with one liberty left (atari): ${two(n, 'it', 'they')} can be captured next move.`,
          es: (n) =>
            `${es[0]} tienen ${n} ${two(n, 'cadena', 'cadenas')} con una sola libertad (atari): ${two(n, 'se puede', 'se pueden')} capturar en la próxima jugada.`,
          ru: (n) =>
            `У ${color === 'black' ? 'чёрных' : 'белых'} ${n} ${ru(n, 'цепочка', 'цепочки', 'цепочек')} с одним дыханием (атари): ${ru(n, 'её', 'их', 'их')} можно снять следующим ходом.`,
        },
      },
      {
        key: `threats.connect.${color}`,
        say: {
          en: (n) => `There ${two(n, 'is', 'are')} ${n} ${two(n, 'point', 'points')} where a ${color} stone would join two opposite edges.`,
          es: (n) =>
            `Hay ${n} ${two(n, 'punto', 'puntos')} donde una piedra ${color === 'black' ? 'negra' : 'blanca'} uniría dos bordes opuestos.`,
          ru: (n) =>
            `Есть ${n} ${ru(n, 'пункт', 'пункта', 'пунктов')}, где ${color === 'black' ? 'чёрный' : 'белый'} камень соединил бы противоположные стороны.`,
        },
      },
    ];
  }),
  {
    key: 'threats.need',
    say: {
      en: (n) => `You need ${n} ${two(n, 'stone', 'stones')} to block.`,
      es: (n) => `Necesitas ${n} ${two(n, 'piedra', 'piedras')} para bloquear.`,
      ru: (n) => `Для защиты ${ru(n, 'нужен', 'нужно', 'нужно')} ${n} ${stones(n)}.`,
    },
  },
];

/** The base keys (plural and context suffixes removed) of every `ui` string that takes `{{count}}`. */
function countedKeys(node: unknown, path = ''): string[] {
  if (typeof node === 'string') {
    return node.includes('{{count}}') || /_(one|few|many|other)$/.test(path)
      ? [path.replace(/(_(gonnect|connect6))?_(zero|one|two|few|many|other)$/, '')]
      : [];
  }
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => countedKeys(child, path ? `${path}.${key}` : key));
}

describe('plurals: every message with a count', () => {
  it('covers every ui string that takes a count, in every language', () => {
    const tested = [...new Set(MESSAGES.map((message) => message.key))].sort();
    for (const lang of LANGUAGES) {
      const found = [...new Set(countedKeys((resources(lang) as { ui: unknown }).ui))].sort();
      expect(found, lang).to.deep.equal(tested);
    }
  });

  for (const lang of LANGUAGES) {
    for (const { key, options, say } of MESSAGES) {
      const name = options?.context ? `${key} (${options.context})` : key;
      it(`${lang} ${name} at ${COUNTS.join(', ')}`, () => {
        const t = translator(lang);
        const said = COUNTS.map((count) => t(key, { ...options, count }));
        expect(said).to.deep.equal(COUNTS.map(say[lang]));
      });
    }
  }

  it('Russian keeps the number wherever the form is "one" (21, 101), not only at 1', () => {
    const t = translator('ru');
    for (const count of [21, 101]) {
      for (const { key, options } of MESSAGES) expect(t(key, { ...options, count }), `${key} ${count}`).to.contain(String(count));
    }
  });
});
