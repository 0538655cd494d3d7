import { expect, fixture, html } from '@open-wc/testing';
import i18next from 'i18next';
import { LANGUAGES, resources, translator, loadLanguage } from '../../src/i18n/i18n.js';
import { languageWatch, matchLanguage, resolveLanguage } from '../../src/i18n/language.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import '../../src/index.js';

// The Spanish and Russian UI strings load on first use; these tests read them directly.
await Promise.all(LANGUAGES.map(loadLanguage));

/** The keys of an object, flattened with dots, plural suffixes removed. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const ui = (language: (typeof LANGUAGES)[number]) => (resources(language) as { ui: unknown }).ui;
const turn = (board: Element) => board.shadowRoot!.querySelector('.turn')!.textContent;

describe('locales', () => {
  it('hold the same ui keys in every language', () => {
    const english = [...new Set(keys(ui('en')))].sort();
    expect(english.length).to.be.above(40);
    for (const language of ['es', 'ru'] as const) expect([...new Set(keys(ui(language)))].sort()).to.deep.equal(english);
  });

  it('give every plural the forms its language needs', () => {
    const forms = { en: ['one', 'other'], es: ['one', 'other'], ru: ['one', 'few', 'many', 'other'] };
    for (const language of LANGUAGES) {
      const flat = keys(ui(language)).length ? flatten(ui(language)) : [];
      for (const base of ['stonesLeft', 'captured', 'captures.black', 'captures.white']) {
        for (const form of forms[language]) expect(flat, `${language} ${base}_${form}`).to.include(`${base}_${form}`);
      }
    }
  });

  it('use a private i18next instance, never the global one', () => {
    expect(i18next.isInitialized).to.not.be.ok;
    translator('ru')('turn.black');
    expect(i18next.isInitialized).to.not.be.ok;
  });
});

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

describe('plurals', () => {
  it('Russian: 1, 2, 5, 11, 21, 22', () => {
    const t = translator('ru');
    const said = [1, 2, 5, 11, 21, 22].map((count) => t('captures.black', { count }));
    expect(said).to.deep.equal([
      'Чёрные сняли 1 камень',
      'Чёрные сняли 2 камня',
      'Чёрные сняли 5 камней',
      'Чёрные сняли 11 камней',
      'Чёрные сняли 21 камень',
      'Чёрные сняли 22 камня',
    ]);
    expect([1, 2, 5].map((count) => t('stonesLeft', { count }))).to.deep.equal([
      'В этом ходу остался 1 камень',
      'В этом ходу осталось 2 камня',
      'В этом ходу осталось 5 камней',
    ]);
    expect([1, 2, 5, 21].map((count) => t('captured', { count }))).to.deep.equal([
      'Снят 1 камень.',
      'Снято 2 камня.',
      'Снято 5 камней.',
      'Снят 21 камень.',
    ]);
  });

  it('Spanish: 1 and 2', () => {
    const t = translator('es');
    expect([1, 2].map((count) => t('stonesLeft', { count }))).to.deep.equal([
      'Queda 1 piedra en este turno',
      'Quedan 2 piedras en este turno',
    ]);
    expect([1, 2].map((count) => t('captures.white', { count }))).to.deep.equal([
      'Las blancas han capturado 1 piedra',
      'Las blancas han capturado 2 piedras',
    ]);
  });

  it('English: 1 and 2', () => {
    const t = translator('en');
    expect([1, 2].map((count) => t('stonesLeft', { count }))).to.deep.equal(['1 stone left this turn', '2 stones left this turn']);
  });

  it('a board shows the plural of its own language', async () => {
    const board = await fixture(html`<connect6-board lang="ru" moves="J10"></connect6-board>`);
    expect(board.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('В этом ходу осталось 2 камня');
  });
});

describe('language resolution', () => {
  let savedLang: string | null;
  beforeEach(() => {
    savedLang = document.documentElement.getAttribute('lang');
  });
  afterEach(() => {
    if (savedLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', savedLang);
  });

  it('reduces tags to the languages it speaks', () => {
    expect(matchLanguage('es-MX')).to.equal('es');
    expect(matchLanguage('RU_ru')).to.equal('ru');
    expect(matchLanguage('en-GB')).to.equal('en');
    expect(matchLanguage('fr')).to.be.null;
    expect(matchLanguage('')).to.be.null;
  });

  it('takes its own lang first, then the nearest ancestor, then the document', async () => {
    document.documentElement.setAttribute('lang', 'ru');
    const container = await fixture(
      html`<div lang="es-MX">
        <section><gonnect-board lang="en"></gonnect-board><gonnect-board></gonnect-board></section>
      </div>`,
    );
    const [own, inherited] = [...container.querySelectorAll('gonnect-board')];
    // fixture() awaits the container, not the boards in it: each draws once its engine is there.
    await Promise.all([own, inherited].map((board) => (board as GonnectBoard).updateComplete));
    expect(turn(own!)).to.equal('Black to play');
    expect(turn(inherited!)).to.equal('Juegan las negras');
    const plain = await fixture(html`<gonnect-board></gonnect-board>`);
    expect(turn(plain)).to.equal('Ход чёрных');
  });

  it('reads the lang of a shadow host above it', async () => {
    const host = await fixture(html`<div lang="ru"></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div><gonnect-board></gonnect-board></div>';
    const board = root.querySelector('gonnect-board')!;
    await board.updateComplete;
    expect(resolveLanguage(board)).to.equal('ru');
    expect(turn(board)).to.equal('Ход чёрных');
  });

  it('switches live when a lang changes inside the shadow roots around it, and stops watching them when it leaves', async () => {
    document.documentElement.setAttribute('lang', 'en');
    const host = await fixture(html`<div></div>`);
    const outer = host.attachShadow({ mode: 'open' });
    outer.innerHTML = '<section><span></span></section>';
    const inner = outer.querySelector('span')!.attachShadow({ mode: 'open' });
    inner.innerHTML = '<p><gonnect-board></gonnect-board></p>';
    const board = inner.querySelector('gonnect-board')!;
    const after = async () => {
      await new Promise((resolve) => setTimeout(resolve));
      await board.updateComplete;
      return turn(board);
    };
    expect(await after()).to.equal('Black to play');
    outer.querySelector('section')!.setAttribute('lang', 'ru');
    expect(await after()).to.equal('Ход чёрных');
    inner.querySelector('p')!.setAttribute('lang', 'es');
    expect(await after()).to.equal('Juegan las negras');
    inner.querySelector('p')!.removeAttribute('lang');
    expect(await after()).to.equal('Ход чёрных');
    expect(languageWatch()).to.deep.equal({ listeners: 1, observing: true });
    board.remove();
    expect(languageWatch()).to.deep.equal({ listeners: 0, observing: false });
  });

  it('treats a language it does not speak as English', async () => {
    const board = await fixture(html`<gonnect-board lang="fr"></gonnect-board>`);
    expect(turn(board)).to.equal('Black to play');
  });

  it('falls back to the browser languages without any lang', async () => {
    document.documentElement.removeAttribute('lang');
    const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['de-DE', 'es-AR', 'en'] });
    try {
      const board = await fixture(html`<gonnect-board></gonnect-board>`);
      expect(turn(board)).to.equal('Juegan las negras');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      Object.defineProperty(Navigator.prototype, 'languages', descriptor);
    }
  });

  it('switches live when its own, an ancestor or the document lang changes', async () => {
    document.documentElement.setAttribute('lang', 'en');
    const container = await fixture(html`<div><gonnect-board></gonnect-board></div>`);
    const board = container.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };
    const after = async () => {
      await new Promise((resolve) => setTimeout(resolve));
      await board.updateComplete;
      return turn(board);
    };
    expect(await after()).to.equal('Black to play');
    document.documentElement.setAttribute('lang', 'ru');
    expect(await after()).to.equal('Ход чёрных');
    container.setAttribute('lang', 'es');
    expect(await after()).to.equal('Juegan las negras');
    board.lang = 'ru';
    expect(await after()).to.equal('Ход чёрных');
    board.removeAttribute('lang');
    container.removeAttribute('lang');
    document.documentElement.setAttribute('lang', 'en');
    expect(await after()).to.equal('Black to play');
  });

  it('translates the buttons, the status and the grid name', async () => {
    const board = await fixture(html`<gonnect-board lang="ru" size="9" moves="E5"></gonnect-board>`);
    const buttons = [...board.shadowRoot!.querySelectorAll('[part="toolbar"] button')].map((button) => button.textContent!.trim());
    // The row's buttons first, then More and its menu (what stands where depends on the width).
    expect(buttons.sort()).to.deep.equal(
      ['Ещё', 'Новая партия', 'Отменить', 'Поменяться', 'Правила', 'Угрозы', 'Скачать PNG', 'Скачать SGF', 'Скачать SVG'].sort(),
    );
    expect(board.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal('Доска Gonnect, 9 на 9');
    expect(board.shadowRoot!.querySelector('[part="toolbar"]')!.getAttribute('aria-label')).to.equal('Управление партией');
  });
});
