// The generic SGF layer: FF[4] syntax with whitespace, escapes, soft line breaks, FF[3]
// identifiers, collections and variations; refusals name the character position.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeValue, mainLine, parseSgf, simpleText, stringifySgf, type SgfNode } from '../../src/notation/sgf.js';
import { recordError } from './helpers.js';

/** A node's properties as `{ id: values }`. */
function props(node: SgfNode): Record<string, string[]> {
  return Object.fromEntries(node.properties.map(({ id, values }) => [id, values]));
}

describe('SGF syntax', () => {
  it('reads a single line of play', () => {
    const [tree] = parseSgf('(;FF[4]GM[1]SZ[13];B[dj];W[ee])');
    assert.deepEqual(mainLine(tree!).map(props), [{ FF: ['4'], GM: ['1'], SZ: ['13'] }, { B: ['dj'] }, { W: ['ee'] }]);
  });

  it('allows whitespace and line breaks between every token', () => {
    const text = ' \n( ;\tFF [4]\r\n AB [aa]\n [bb] \n ; B\n[cc] )\n';
    assert.deepEqual(mainLine(parseSgf(text)[0]!).map(props), [{ FF: ['4'], AB: ['aa', 'bb'] }, { B: ['cc'] }]);
  });

  it('resolves escapes and removes soft line breaks', () => {
    const [tree] = parseSgf('(;C[a\\]b\\\\c\\:d]PB[soft\\\nbreak]PW[also\\\r\nhere])');
    assert.deepEqual(props(tree!.nodes[0]!), { C: ['a]b\\c:d'], PB: ['softbreak'], PW: ['alsohere'] });
  });

  it('drops lower-case letters from identifiers, as for FF[3] files', () => {
    const [tree] = parseSgf('(;GaMe[1]AddBlack[aa];Black[bb])');
    assert.deepEqual(mainLine(tree!).map(props), [{ GM: ['1'], AB: ['aa'] }, { B: ['bb'] }]);
  });

  it('joins the values of a property given twice in one node', () => {
    assert.deepEqual(props(parseSgf('(;AB[aa]AW[cc]AB[bb])')[0]!.nodes[0]!), { AB: ['aa', 'bb'], AW: ['cc'] });
  });

  it('takes the main line of a tree with variations: the first branch each time', () => {
    const [tree] = parseSgf('(;SZ[9];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee]))');
    assert.deepEqual(mainLine(tree!).map(props), [{ SZ: ['9'] }, { B: ['aa'] }, { W: ['bb'] }, { B: ['cc'] }]);
    assert.equal(tree!.variations.length, 2);
  });

  it('reads a collection of several games and ignores text outside the trees', () => {
    const trees = parseSgf('From: someone\n\n(;GN[one])\n(;GN[two])\ntrailing words');
    assert.deepEqual(
      trees.map((tree) => props(tree.nodes[0]!)),
      [{ GN: ['one'] }, { GN: ['two'] }],
    );
  });

  it('reads deeply nested variations without running out of stack', () => {
    const depth = 20000;
    const text = `(;SZ[19]${'(;B[aa]'.repeat(depth)}${')'.repeat(depth)})`;
    assert.equal(mainLine(parseSgf(text)[0]!).length, depth + 1);
  });

  it('reads a sequence of 200,000 nodes and takes its main line without running out of stack', () => {
    const count = 200_000;
    const [tree] = parseSgf(`(;SZ[19]${';B[aa];W[bb]'.repeat(count / 2)})`);
    assert.equal(tree!.nodes.length, count + 1);
    assert.equal(mainLine(tree!).length, count + 1);
  });

  const broken: Array<[string, string, number]> = [
    ['', 'no tree', 0],
    ['(;B[aa]', 'tree not closed', 7],
    ['(;B[aa', 'value not closed', 3],
    ['()', 'empty tree', 1],
    ['(B[aa])', 'a property before the first node', 1],
    ['(;B)', 'a property without a value', 3],
    ['(;b[aa])', 'an identifier without an upper-case letter', 2],
    ['(;B[aa](;W[bb]);B[cc])', 'a node after the variations', 15],
    ['((;B[aa]))', 'a variation before the first node', 1],
    ['(;B[aa]x)', 'stray text inside a tree', 7],
  ];
  for (const [text, why, position] of broken) {
    it(`refuses ${JSON.stringify(text)} (${why}) at character ${position}`, () => {
      const error = recordError(() => parseSgf(text));
      assert.equal(error.code, 'sgf-syntax');
      assert.equal(error.position, position);
    });
  }

  it('treats a second closing parenthesis after a complete tree as outside text', () => {
    assert.equal(parseSgf('(;B[aa]))').length, 1);
  });
});

describe('SGF writing', () => {
  it('escapes only the backslash and the closing bracket', () => {
    assert.equal(escapeValue('a]b\\c:d['), 'a\\]b\\\\c:d[');
  });

  it('writes one tree, optionally with line breaks after the root and every N nodes', () => {
    const nodes = [
      [{ id: 'FF', values: ['4'] }],
      [{ id: 'B', values: ['aa'] }],
      [{ id: 'W', values: ['bb'] }],
      [{ id: 'B', values: ['cc'] }],
    ];
    assert.equal(stringifySgf(nodes), '(;FF[4];B[aa];W[bb];B[cc])');
    assert.equal(stringifySgf(nodes, 2), '(;FF[4]\n;B[aa];W[bb]\n;B[cc])');
  });

  it('round-trips any text value through escaping', () => {
    const values = ['', ']', '\\', '\\]', 'a]]b', 'ends with \\', 'Łódź ♥ 囲碁', '[x]'];
    const text = stringifySgf([[{ id: 'C', values }]]);
    assert.deepEqual(parseSgf(text)[0]!.nodes[0]!.properties[0]!.values, values);
  });

  it('reads SimpleText with line breaks and tabs as spaces', () => {
    assert.equal(simpleText('a\r\nb\n\rc\td\ne'), 'a b c d e');
  });
});
