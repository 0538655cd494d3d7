// The rule panel: the Rules toggle, show-rules, view="rules", the text of rulesText in
// every language, live language switching, the figures as read-only boards, axe.
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { render as renderLit, type ReactiveControllerHost } from 'lit';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { RulesPanel, type RulesBoard } from '../../src/components/rules/rules-panel.js';
import { translator, LANGUAGES, loadLanguage } from '../../src/i18n/i18n.js';
import { getFigure } from '../../src/rules/figures.js';
import { RULES_LANGUAGES, rulesText, type RulesText } from '../../src/rules/rules-text.js';
import * as pkg from '../../src/index.js';
import { part, textOf, type Board } from './helpers.js';

// The Spanish and Russian UI strings load on first use; these tests read them directly.
await Promise.all(LANGUAGES.map(loadLanguage));

const GAMES = ['gonnect', 'connect6'] as const;
const HEADING = { en: 'Rules of', es: 'Reglas de', ru: 'Правила игры' };
const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The rules region, or null. */
const panel = (board: Element) => part(board, '[part="rules"]');
/** The Rules toggle. */
const rulesButton = (board: Element) => part(board, '[part~="rules-button"]') as HTMLButtonElement | null;

/** Waits until the open panel shows its text (not the loading note). */
async function rulesReady(board: Element): Promise<HTMLElement> {
  await waitUntil(
    () => panel(board) && !panel(board)!.hasAttribute('aria-busy') && panel(board)!.querySelector('.summary'),
    'the rule text never showed',
    { timeout: 5000 },
  );
  await (board as Board).updateComplete;
  return panel(board)!;
}

/** Every section heading the panel shows. */
const sectionHeadings = (board: Element) => [...panel(board)!.querySelectorAll('h3')].map((h) => collapse(h.textContent));

describe('rule panel', () => {
  it('opens and closes from the Rules button, which says whether it is expanded and what it controls', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9"></gonnect-board>`);
    const button = rulesButton(el)!;
    expect(collapse(button.textContent)).to.equal('Rules');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal('rules');
    expect(panel(el)).to.be.null;
    button.click();
    await el.updateComplete;
    expect(el.showRules).to.be.true;
    expect(el.hasAttribute('show-rules')).to.be.true;
    expect(rulesButton(el)!.getAttribute('aria-expanded')).to.equal('true');
    expect(panel(el)!.id).to.equal('rules');
    await rulesReady(el);
    rulesButton(el)!.click();
    await el.updateComplete;
    expect(panel(el)).to.be.null;
    expect(el.hasAttribute('show-rules')).to.be.false;
    expect(rulesButton(el)!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens from the start with show-rules, and follows the attribute live', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="es" size="9" show-rules></connect6-board>`);
    expect(panel(el)).to.exist;
    expect(rulesButton(el)!.getAttribute('aria-expanded')).to.equal('true');
    await rulesReady(el);
    el.removeAttribute('show-rules');
    await el.updateComplete;
    expect(panel(el)).to.be.null;
    el.setAttribute('show-rules', '');
    await el.updateComplete;
    expect(panel(el)).to.exist;
    expect(textOf(el, '[part="rules"] h2')).to.equal('Reglas de Connect6');
  });

  it('is a region named by its heading, under the board, with the board still playable', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" show-rules></gonnect-board>`);
    const region = await rulesReady(el);
    expect(region.localName).to.equal('section');
    expect(region.getAttribute('aria-labelledby')).to.equal('rules-heading');
    expect(part(el, '#rules-heading')!.localName).to.equal('h2');
    expect(textOf(el, '#rules-heading')).to.equal('Rules of Gonnect');
    expect(region.getAttribute('lang')).to.equal('en');
    expect(part(el, '[role="grid"]')).to.exist;
    expect(part(el, '[part="board"]')!.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).to.be.greaterThan(0);
  });

  for (const game of GAMES) {
    for (const lang of RULES_LANGUAGES) {
      it(`${game} in ${lang}: the title, the summary and every section of rulesText`, async () => {
        const el = await fixture(
          game === 'gonnect'
            ? html`<gonnect-board lang=${lang} size="9" show-rules></gonnect-board>`
            : html`<connect6-board lang=${lang} size="9" show-rules></connect6-board>`,
        );
        const region = await rulesReady(el);
        const text = await rulesText(game, lang);
        expect(textOf(el, '#rules-heading')).to.equal(`${HEADING[lang]} ${text.title}`);
        expect(collapse(region.querySelector('.summary')!.textContent)).to.equal(text.summary);
        expect(sectionHeadings(el)).to.deep.equal(text.sections.map((section) => section.heading));
        const sections = [...region.querySelectorAll('.rules-section')];
        sections.forEach((shown, i) => {
          const section = text.sections[i]!;
          const paragraphs = [...shown.querySelectorAll(':scope > p')].map((p) => p.textContent);
          expect(paragraphs).to.deep.equal(section.paragraphs);
          expect([...shown.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(section.items);
          expect([...shown.querySelectorAll('figcaption')].map((c) => c.textContent)).to.deep.equal(section.figures.map((f) => f.caption));
        });
      });
    }
  }

  it('switches language live, and keeps no text of a language it has left', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" show-rules></gonnect-board>`);
    await rulesReady(el);
    el.lang = 'ru';
    await el.updateComplete;
    el.lang = 'es';
    await el.updateComplete;
    const region = await rulesReady(el);
    await aTimeout(50);
    const spanish = await rulesText('gonnect', 'es');
    expect(textOf(el, '#rules-heading')).to.equal('Reglas de Gonnect');
    expect(sectionHeadings(el)).to.deep.equal(spanish.sections.map((section) => section.heading));
    expect(region.getAttribute('lang')).to.equal('es');
    expect(collapse(rulesButton(el)!.textContent)).to.equal('Reglas');
    for (const board of region.querySelectorAll('gonnect-board')) expect(board.getAttribute('lang')).to.equal('es');
  });

  it('follows a lang set on an ancestor', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div lang="en"><connect6-board size="9" show-rules></connect6-board></div>`);
    const el = wrapper.firstElementChild as Connect6Board;
    await rulesReady(el);
    wrapper.lang = 'ru';
    await waitUntil(() => textOf(el, '#rules-heading') === 'Правила игры Connect6');
    await rulesReady(el);
    const russian = await rulesText('connect6', 'ru');
    expect(sectionHeadings(el)).to.deep.equal(russian.sections.map((section) => section.heading));
  });

  for (const game of GAMES) {
    it(`${game}: every figure is a read-only ${game} board with its setup, marks and caption`, async () => {
      const el = await fixture(
        game === 'gonnect'
          ? html`<gonnect-board lang="es" show-rules></gonnect-board>`
          : html`<connect6-board lang="es" show-rules></connect6-board>`,
      );
      const region = await rulesReady(el);
      const text = await rulesText(game, 'es');
      const figures = text.sections.flatMap((section) => section.figures);
      expect(figures.length).to.be.greaterThan(0);
      expect(region.querySelectorAll('figure')).to.have.length(figures.length);
      for (const figure of figures) {
        const shown = region.querySelector(`figure[data-figure="${figure.id}"]`)!;
        const board = shown.querySelector(`${game}-board`) as Board;
        expect(board, figure.id).to.exist;
        await board.updateComplete;
        expect(board.readonly).to.be.true;
        expect(board.getAttribute('lang')).to.equal('es');
        expect(board.getAttribute('size')).to.equal(String(figure.size));
        expect(board.getAttribute('black')).to.equal(figure.black);
        expect(board.getAttribute('white')).to.equal(figure.white);
        expect(board.getAttribute('marks')).to.equal(figure.marks ?? '');
        expect(board.getAttribute('moves')).to.equal(figure.moves ?? '');
        expect(board.getAttribute('to-play')).to.equal(figure.toPlay ?? null);
        expect(shown.querySelector('figcaption')!.textContent).to.equal(figure.caption);
        // What the board drew: no error, the moves played, every mark, a picture and no input.
        expect(part(board, '[part="error"]'), figure.id).to.be.null;
        expect(board.game.moves).to.deep.equal(figure.moves ? figure.moves.split(' ') : []);
        const marks = figure.marks ? figure.marks.split(' ').length : 0;
        expect(board.shadowRoot!.querySelectorAll('.mark'), figure.id).to.have.length(marks);
        expect(part(board, 'svg')!.getAttribute('role')).to.equal('img');
        expect(part(board, '[role="grid"]')).to.be.null;
        // A figure in the text is just the board: no Rules button of its own, no status line.
        expect(part(board, '[part="toolbar"]'), figure.id).to.be.null;
        expect(part(board, '[part="status"]'), figure.id).to.be.null;
        expect(getFigure(figure.id)!.game).to.equal(game);
      }
    });
  }

  it('scrolls within a height tied to the board, as one tab stop after the toolbar', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 360px"><gonnect-board lang="en" size="9" show-rules></gonnect-board></div>`,
    );
    const el = wrapper.firstElementChild as GonnectBoard;
    const region = await rulesReady(el);
    const width = part(el, '[part="board"]')!.getBoundingClientRect().width;
    const limit = Math.max(width, 14 * parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(region.clientHeight).to.be.at.most(Math.ceil(limit));
    expect(region.scrollHeight).to.be.greaterThan(region.clientHeight);
    expect(getComputedStyle(region).overflowY).to.equal('auto');
    expect(region.tabIndex).to.equal(0);
    // At 360 px the Rules button stands in the toolbar's More menu: open it first.
    if (rulesButton(el)!.closest('.menu')) {
      part(el, '[part~="more-button"]')!.click();
      await el.updateComplete;
    }
    rulesButton(el)!.focus();
    expect(el.shadowRoot!.activeElement, 'the Rules button has the focus').to.equal(rulesButton(el));
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(region);
    await sendKeys({ press: 'PageDown' });
    await waitUntil(() => region.scrollTop > 0, 'PageDown did not scroll the panel');
  });

  it('a diagram with controls offers the Rules toggle and no button that changes the game', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="ru" readonly controls size="9" black="E5"></gonnect-board>`);
    const buttons = [...el.shadowRoot!.querySelectorAll('button')];
    expect(buttons.map((button) => collapse(button.textContent))).to.deep.equal(['Правила']);
    buttons[0]!.click();
    await el.updateComplete;
    await rulesReady(el);
    expect(textOf(el, '#rules-heading')).to.equal('Правила игры Gonnect');
    expect(part(el, '[role="grid"]')).to.be.null;
  });

  describe('view="rules"', () => {
    for (const game of GAMES) {
      it(`${game}: only the rule text, filling the element, with no board and no input`, async () => {
        const el = await fixture(
          game === 'gonnect'
            ? html`<gonnect-board lang="ru" view="rules"></gonnect-board>`
            : html`<connect6-board lang="ru" view="rules"></connect6-board>`,
        );
        const region = await rulesReady(el);
        const root = el.shadowRoot!;
        expect(root.querySelector('[part="board"]')).to.be.null;
        expect(root.querySelector('svg')).to.be.null;
        expect(root.querySelector('[role="grid"]')).to.be.null;
        expect(root.querySelector('[part="toolbar"]')).to.be.null;
        expect(root.querySelector('[part="status"]')).to.be.null;
        expect(root.querySelectorAll('button, input, [tabindex]')).to.have.length(0);
        expect(getComputedStyle(region).maxHeight).to.equal('none');
        expect(region.scrollHeight).to.be.at.most(region.clientHeight + 1);
        const text = await rulesText(game, 'ru');
        expect(sectionHeadings(el)).to.deep.equal(text.sections.map((section) => section.heading));
      });
    }

    for (const game of GAMES) {
      it(`${game}: every figure draws its coordinates in a column of 760 px and at 360 px (captions and hints name points)`, async () => {
        for (const width of [760, 360]) {
          const el = await fixture(
            game === 'gonnect'
              ? html`<gonnect-board lang="en" view="rules" style=${`width: ${width}px`}></gonnect-board>`
              : html`<connect6-board lang="en" view="rules" style=${`width: ${width}px`}></connect6-board>`,
          );
          const region = await rulesReady(el);
          const boards = [...region.querySelectorAll<Board>('figure > .diagram')];
          expect(boards.length).to.be.greaterThan(0);
          for (const board of boards) {
            await board.updateComplete;
            // The usual labels, or on a narrow figure the large ones (core/label-fit.ts).
            const coords = [...board.shadowRoot!.querySelectorAll('.coord')];
            const id = `${width}px ${board.closest('figure')!.dataset.figure!}`;
            expect(coords, id).to.have.length(2);
            expect(Math.max(...coords.map((coord) => parseFloat(getComputedStyle(coord).strokeWidth))), id).to.be.greaterThan(0);
          }
        }
      });
    }

    it('switches live between the rules and the board', async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board lang="en" size="9" view="rules"></connect6-board>`);
      await rulesReady(el);
      el.removeAttribute('view');
      await el.updateComplete;
      expect(part(el, '[role="grid"]')).to.exist;
      expect(part(el, 'svg')).to.exist;
      expect(panel(el)).to.be.null;
      el.showRules = true;
      await el.updateComplete;
      expect(panel(el)!.tabIndex).to.equal(0);
      el.setAttribute('view', 'rules');
      await el.updateComplete;
      expect(part(el, '[role="grid"]')).to.be.null;
      expect(panel(el)!.hasAttribute('tabindex')).to.be.false;
      expect(getComputedStyle(panel(el)!).maxHeight).to.equal('none');
    });
  });

  describe('accessibility', () => {
    const open = [
      ['Gonnect, English, open', html`<gonnect-board lang="en" size="9" show-rules></gonnect-board>`],
      ['Connect6, Spanish, open', html`<connect6-board lang="es" size="9" show-rules></connect6-board>`],
      ['Gonnect, Russian, open', html`<gonnect-board lang="ru" size="9" show-rules></gonnect-board>`],
      ['Connect6, Russian, open', html`<connect6-board lang="ru" size="9" show-rules></connect6-board>`],
      ['Gonnect diagram, Spanish, open', html`<gonnect-board lang="es" readonly size="9" black="E5" show-rules></gonnect-board>`],
      ['Gonnect, Spanish, view="rules"', html`<gonnect-board lang="es" view="rules"></gonnect-board>`],
      ['Connect6, English, view="rules"', html`<connect6-board lang="en" view="rules"></connect6-board>`],
    ] as const;
    for (const [name, template] of open) {
      it(`axe finds nothing wrong: ${name}`, async () => {
        const el = await fixture(template);
        await rulesReady(el);
        await expect(el).to.be.accessible();
      });
    }

    it('axe finds nothing wrong while the text loads', async () => {
      const el = await fixture(html`<gonnect-board lang="en" size="9" show-rules></gonnect-board>`);
      await expect(el).to.be.accessible();
    });
  });
});

describe('package exports', () => {
  it('re-exports rulesText and the figures from the package entry', async () => {
    expect(pkg.rulesText).to.equal(rulesText);
    expect(pkg.getFigure).to.equal(getFigure);
    expect(pkg.FIGURES.map((figure) => figure.id)).to.include.members([
      'capture',
      'suicide',
      'ko',
      'connection',
      'diagonal',
      'six-in-a-row',
    ]);
    expect(pkg.figuresOf('connect6').every((figure) => figure.game === 'connect6')).to.be.true;
    expect(pkg.RULES_LANGUAGES).to.deep.equal(['en', 'es', 'ru']);
    expect(pkg.resolveRulesLanguage('es-AR')).to.equal('es');
    const text: pkg.RulesText = await pkg.rulesText('connect6', 'ru');
    expect(text.lang).to.equal('ru');
  });
});

/** A panel driven by hand, with a loader the test controls. */
function handPanel(loader: (game: string, lang: string) => Promise<RulesText>) {
  const state = { open: true, language: 'en', updates: 0 };
  const host: ReactiveControllerHost = {
    addController: () => {},
    removeController: () => {},
    requestUpdate: () => void state.updates++,
    updateComplete: Promise.resolve(true),
  };
  const board: RulesBoard = { open: () => state.open, page: () => false, game: () => 'gonnect', language: () => state.language };
  const rules = new RulesPanel(host, board, loader);
  const container = document.createElement('div');
  const draw = () => {
    rules.hostUpdate();
    renderLit(rules.render(translator(state.language as 'en'), 'rules'), container);
    return container;
  };
  return { state, draw };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('rule panel loading', () => {
  it('shows a translated note while the text loads and drops a load that a language switch overtook', async () => {
    const loads = new Map<string, ReturnType<typeof deferred<RulesText>>>();
    const { state, draw } = handPanel((_game, lang) => {
      const load = deferred<RulesText>();
      loads.set(lang, load);
      return load.promise;
    });
    expect(collapse(draw().querySelector('.rules-note')!.textContent)).to.equal('Loading the rules…');
    expect(draw().querySelector('section')!.getAttribute('aria-busy')).to.equal('true');
    state.language = 'ru';
    expect(collapse(draw().querySelector('.rules-note')!.textContent)).to.equal('Загружаем правила…');
    loads.get('ru')!.resolve(await rulesText('gonnect', 'ru'));
    loads.get('en')!.resolve(await rulesText('gonnect', 'en'));
    await aTimeout(0);
    expect(state.updates).to.equal(1);
    const shown = draw();
    expect(shown.querySelector('section')!.hasAttribute('aria-busy')).to.be.false;
    expect(collapse(shown.querySelector('h2')!.textContent)).to.equal('Правила игры Gonnect');
    expect(collapse(shown.querySelector('h3')!.textContent)).to.equal((await rulesText('gonnect', 'ru')).sections[0]!.heading);
  });

  it('says so when the text cannot be loaded, and tries again when reopened', async () => {
    let calls = 0;
    const { state, draw } = handPanel(() => (++calls === 1 ? Promise.reject(new Error('offline')) : rulesText('gonnect', 'es')));
    state.language = 'es';
    draw();
    await aTimeout(0);
    expect(collapse(draw().querySelector('.rules-note')!.textContent)).to.equal('No se pudieron cargar las reglas.');
    expect(calls).to.equal(1);
    state.open = false;
    draw();
    state.open = true;
    draw();
    await aTimeout(0);
    expect(calls).to.equal(2);
    expect(draw().querySelector('.summary')).to.exist;
  });

  it('renders the text as text, never as HTML', async () => {
    const evil = '<img src=x onerror="window.__rulesXss = 1">';
    const text: RulesText = {
      game: 'gonnect',
      lang: 'en',
      title: evil,
      summary: evil,
      sections: [
        {
          id: 'x',
          heading: evil,
          paragraphs: [evil],
          items: [evil],
          figures: [{ id: 'x', game: 'gonnect', size: 5, black: `"><img src=x>`, white: '', marks: evil, caption: evil }],
        },
      ],
    };
    const { draw } = handPanel(() => Promise.resolve(text));
    draw();
    await aTimeout(0);
    const shown = draw();
    await aTimeout(0);
    expect(shown.querySelectorAll('img')).to.have.length(0);
    expect((window as { __rulesXss?: number }).__rulesXss).to.be.undefined;
    for (const selector of ['h3', '.summary', '.rules-section > p', 'li', 'figcaption']) {
      expect(shown.querySelector(selector)!.textContent, selector).to.equal(evil);
    }
    expect(shown.querySelector('h2')!.textContent).to.equal(`Rules of ${evil}`);
    expect(shown.querySelector('gonnect-board')!.getAttribute('black')).to.equal(`"><img src=x>`);
  });
});
