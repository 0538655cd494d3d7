// The commented games of the demo's "Commented game" page (demo/records/, one file per
// game and language: gonnect-commented.en.sgf): every line of every file follows the
// rules (loadRecordTrees refuses an illegal move, naming its node) and a board can step
// through it (boardTree); each file has comments and variations that have their own; the
// three languages of a game hold the same moves, tree, marks and commented nodes, in
// words of their own; the main lines end as the headers say.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { boardTree } from '../../src/components/core/record-tree.js';
import { loadRecordTrees, mainLineNodes, type RecordNode, resultText, treeNodes, type LoadedTree } from '../../src/records/index.js';

const FOLDER = 'demo/records';
const LANGUAGES = ['en', 'es', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];

/** The files, by game: `{ 'gonnect-commented': { en: '(;FF[4]…', es: …, ru: … } }`. */
function readGames(): Map<string, Map<string, string>> {
  const games = new Map<string, Map<string, string>>();
  for (const file of readdirSync(FOLDER).sort()) {
    const match = /^(.+)\.([a-z]{2})\.sgf$/.exec(file);
    assert.ok(match, `${file}: named <game>.<language>.sgf`);
    const [, game, language] = match as unknown as [string, string, string];
    if (!games.has(game)) games.set(game, new Map());
    games.get(game)!.set(language, readFileSync(`${FOLDER}/${file}`, 'utf8'));
  }
  return games;
}

/** The only tree of a file, checked with the rules. */
function load(text: string, file: string): LoadedTree {
  const trees = loadRecordTrees(text);
  assert.equal(trees.length, 1, `${file}: one game`);
  return trees[0]!;
}

/** A node's moves, marks and whether it has a comment, with its continuations: what the languages must share. */
interface Shape {
  move: unknown;
  marks: unknown;
  commented: boolean;
  children: Shape[];
}

function shape(node: RecordNode): Shape {
  return { move: node.move, marks: node.marks, commented: node.comment !== undefined, children: node.children.map(shape) };
}

/** The nodes with more than one continuation. */
const branchings = (loaded: LoadedTree): RecordNode[] => [...treeNodes(loaded.tree)].filter((node) => node.children.length > 1);

/** Every comment of the tree, in the order of treeNodes. */
const comments = (loaded: LoadedTree): string[] => [...treeNodes(loaded.tree)].flatMap((node) => node.comment ?? []);

const games = readGames();

describe("the demo's commented games", () => {
  it('are a Gonnect game and a Connect6 game, each in English, Spanish and Russian', () => {
    assert.deepEqual([...games.keys()], ['connect6-commented', 'gonnect-commented']);
    for (const [game, files] of games) assert.deepEqual([...files.keys()].sort(), [...LANGUAGES].sort(), game);
  });

  for (const [game, files] of games) {
    describe(game, () => {
      const loaded = new Map<Language, LoadedTree>();
      for (const language of LANGUAGES) {
        const file = `${game}.${language}.sgf`;
        it(`${file}: every line follows the rules, and a board can step through it`, () => {
          const tree = load(files.get(language)!, file);
          loaded.set(language, tree);
          // A board cannot show stones set up after the start (boardTree refuses them, naming the move).
          for (const node of treeNodes(tree.tree))
            if (node !== tree.tree.root) assert.equal(node.setup, undefined, `${file}: setup after the start`);
          assert.ok(boardTree(tree.tree).children.length > 0, `${file}: the board's tree has moves`);
        });

        it(`${file}: comments, a header, and at least two variations that have comments of their own`, () => {
          const record = loaded.get(language) ?? load(files.get(language)!, file);
          const { tree } = record;
          assert.ok(tree.root.comment, `${file}: a comment before the first move`);
          const line = mainLineNodes(tree);
          const commented = line.filter((node) => node.comment !== undefined).length;
          assert.ok(commented >= line.length / 3, `${file}: ${commented} of ${line.length} moves commented`);
          for (const field of ['black', 'white', 'result', 'event', 'date'] as const)
            assert.ok(tree.header[field], `${file}: header ${field}`);
          const branches = branchings(record);
          assert.ok(branches.length >= 2, `${file}: ${branches.length} variations`);
          for (const node of branches)
            for (const start of node.children.slice(1)) assert.ok(start.comment, `${file}: a variation without a comment`);
          // Marks are named in the comment of their node, and none hides under a continuation's letter (the board letters the first stone of each).
          for (const node of treeNodes(tree)) {
            if (node.marks.length) assert.ok(node.comment, `${file}: marks without a comment`);
            if (node.children.length < 2) continue;
            const lettered = node.children.flatMap(({ move }) => (typeof move === 'object' ? [move.stones[0]!] : []));
            for (const { point } of node.marks)
              assert.ok(!lettered.includes(point), `${file}: a mark on ${point}, which shows a continuation's letter`);
          }
        });
      }

      it('has the same moves, tree, marks and commented nodes in every language, each in its own words', () => {
        const [en, es, ru] = LANGUAGES.map((language) => loaded.get(language) ?? load(files.get(language)!, `${game}.${language}.sgf`)) as [
          LoadedTree,
          LoadedTree,
          LoadedTree,
        ];
        for (const other of [es, ru]) {
          assert.deepEqual(shape(other.tree.root), shape(en.tree.root));
          assert.deepEqual(other.tree.start, en.tree.start);
          assert.equal(other.tree.size, en.tree.size);
          assert.equal(other.tree.header.result, en.tree.header.result);
          assert.equal(other.tree.header.date, en.tree.header.date);
        }
        const [english, spanish, russian] = [en, es, ru].map(comments) as [string[], string[], string[]];
        english.forEach((text, index) => {
          assert.notEqual(spanish[index], text, `Spanish comment ${index + 1} is the English one`);
          assert.match(russian[index]!, /[а-яё]/i, `Russian comment ${index + 1} is not in Russian`);
        });
        assert.notEqual(es.tree.header.event, en.tree.header.event, 'the Spanish event');
        assert.match(ru.tree.header.event!, /[а-яё]/i, 'the Russian event');
      });
    });
  }

  it('Gonnect: 13×13 with the pie rule, a swap after the first stone, 25 to 45 moves, and a main line won by a connection, as RE says', () => {
    const { tree, game } = load(games.get('gonnect-commented')!.get('en')!, 'gonnect-commented.en.sgf');
    assert.equal(tree.kind, 'gonnect');
    assert.equal(tree.size, 13);
    assert.equal(tree.start.swap, true);
    const line = mainLineNodes(tree);
    assert.equal(line[1]!.move, 'swap');
    assert.ok(line.length >= 25 && line.length <= 45, `${line.length} moves`);
    assert.equal(game.result?.reason, 'connection');
    assert.equal(resultText(game.result), tree.header.result);
    assert.ok(tree.header.blackRank && tree.header.whiteRank, 'ranks');
  });

  it('Connect6: 19×19, 10 to 20 turns, exactly two variations, and a main line won with six in a row, as RE says', () => {
    const loaded = load(games.get('connect6-commented')!.get('en')!, 'connect6-commented.en.sgf');
    const { tree, game } = loaded;
    assert.equal(tree.kind, 'connect6');
    assert.equal(tree.size, 19);
    const turns = mainLineNodes(tree).length;
    assert.ok(turns >= 10 && turns <= 20, `${turns} turns`);
    assert.equal(branchings(loaded).length, 2);
    assert.equal(game.result?.reason, 'six-in-a-row');
    assert.equal(resultText(game.result), tree.header.result);
  });
});
