/**
 * A small XML well-formedness check for the SVG tests: every tag closed in order, every
 * attribute quoted and given once, every entity one of XML's five or a character
 * reference, no character XML cannot carry (raw or as a reference: a control character but
 * tab, line feed and carriage return, U+FFFE, U+FFFF, a lone surrogate), one root element,
 * nothing but whitespace outside it. Returns the elements
 * (name, attributes and text) for the tests to look into.
 */

/** One element of a parsed document. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g;
const DECODE: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A character XML 1.0 cannot carry at all. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const NOT_XML = /[\0-\x08\v\f\x0e-\x1f\ufffe\uffff\ud800-\udfff]/u;

function decode(text: string, where: string): string {
  if (text.replace(ENTITY, '').includes('&')) throw new Error(`a bare & in ${where}`);
  if (text.includes('<')) throw new Error(`a bare < in ${where}`);
  const decoded = text.replace(ENTITY, (entity) => {
    const body = entity.slice(1, -1);
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    return DECODE[body]!;
  });
  if (NOT_XML.test(decoded)) throw new Error(`a character XML cannot carry in ${where}`);
  return decoded;
}

function readAttributes(text: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = new RegExp(`\\s+(${NAME})="([^"]*)"|\\s+(${NAME})='([^']*)'`, 'y');
  let rest = text;
  while (rest.trim()) {
    pattern.lastIndex = 0;
    const match = pattern.exec(rest);
    if (!match) throw new Error(`<${tag}>: cannot read attributes at "${rest.slice(0, 30)}"`);
    const name = match[1] ?? match[3]!;
    if (name in attributes) throw new Error(`<${tag}>: attribute ${name} twice`);
    attributes[name] = decode(match[2] ?? match[4]!, `<${tag} ${name}>`);
    rest = rest.slice(match[0].length);
  }
  return attributes;
}

/** Parses a well-formed document into its root element; throws saying what is wrong. */
export function parseXml(source: string): XmlElement {
  const tag = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, 'g');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let at = 0;
  for (const match of source.replace(/^<\?xml[^>]*\?>/, (head) => ' '.repeat(head.length)).matchAll(tag)) {
    const between = source.slice(at, match.index);
    if (stack.length) stack.at(-1)!.text += decode(between, `<${stack.at(-1)!.name}>`);
    else if (between.trim()) throw new Error(`text outside the root: "${between.slice(0, 30)}"`);
    at = match.index + match[0].length;
    const [, closing, name, attributeText, selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const element: XmlElement = { name: name!, attributes: readAttributes(attributeText!, name!), children: [], text: '' };
    if (stack.length) stack.at(-1)!.children.push(element);
    else if (root) throw new Error('a second root element');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (source.slice(at).trim()) throw new Error(`text after the root: "${source.slice(at, at + 30)}"`);
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element under (and including) `root`, in document order. */
export function allElements(root: XmlElement): XmlElement[] {
  return [root, ...root.children.flatMap(allElements)];
}
