// The embed build's minifier leaves the text of template literals alone, so lit's html,
// svg and css templates keep their source indentation. This Vite plugin collapses it in
// our own source files: inside a template tagged `html`, `svg` or `css`, whitespace
// that holds a line break becomes one space (HTML and CSS read any run of whitespace as
// one), and in css templates the space next to `{ } ; , :` goes. Only whitespace is
// ever removed, which `minifyTemplates` checks before it returns.

const TAGS = new Set(['html', 'svg', 'css']);

/** One piece of template text (between backticks and `${ }`), minified for its tag. */
function minifyText(text, tag) {
  const collapsed = text.replace(/\s*\n\s*/g, ' ');
  return tag === 'css' ? collapsed.replace(/\s*([{};,])\s*/g, '$1').replace(/:\s+/g, ':') : collapsed;
}

/**
 * TypeScript or JavaScript source with the text of its html, svg and css templates
 * minified. It reads strings, comments and nested `${ }` expressions; it throws when the
 * source does not end where it began or when anything but whitespace would change.
 */
export function minifyTemplates(source) {
  let out = '';
  // Open contexts: a template (with its tag), or braces (a `${ }` expression or a `{ }` block),
  // which a `}` closes alike.
  const stack = [];
  let i = 0;
  const inTemplate = () => stack.length > 0 && stack[stack.length - 1].kind === 'template';
  while (i < source.length) {
    if (inTemplate()) {
      const { tag } = stack[stack.length - 1];
      let j = i;
      while (j < source.length && source[j] !== '`' && !(source[j] === '$' && source[j + 1] === '{')) j += source[j] === '\\' ? 2 : 1;
      const text = source.slice(i, j);
      out += TAGS.has(tag) ? minifyText(text, tag) : text;
      if (source[j] === '`') {
        stack.pop();
        out += '`';
        i = j + 1;
      } else {
        stack.push({ kind: 'braces' });
        out += '${';
        i = j + 2;
      }
      continue;
    }
    const c = source[i];
    const next = source[i + 1];
    let end = i + 1;
    if (c === '/' && next === '/') {
      end = source.indexOf('\n', i);
      if (end < 0) end = source.length;
    } else if (c === '/' && next === '*') {
      end = source.indexOf('*/', i + 2) + 2;
      if (end < 2) throw new Error('minifyTemplates: a comment does not end');
    } else if (c === '"' || c === "'") {
      while (end < source.length && source[end] !== c) end += source[end] === '\\' ? 2 : 1;
      end += 1;
    } else if (c === '`') {
      // The tag is the name just before the backtick (only the end of the output is read).
      stack.push({ kind: 'template', tag: /([\w$]+)\s*$/.exec(out.slice(-32))?.[1] ?? '' });
    } else if (c === '{') {
      stack.push({ kind: 'braces' });
    } else if (c === '}' && stack.length > 0) {
      stack.pop();
    }
    out += source.slice(i, end);
    i = end;
  }
  if (stack.length > 0) throw new Error('minifyTemplates: the source ends inside a template or a block');
  if (out.replace(/\s+/g, '') !== source.replace(/\s+/g, '')) throw new Error('minifyTemplates: more than whitespace would change');
  return out;
}

/** Vite: minifies the templates of the element modules (src/components), for the embed build. */
export function viteMinifyTemplates() {
  return {
    name: 'minify-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]components[\\/](?:[^\\/]+[\\/])*[^\\/]+\.ts$/.test(id)) return null;
      let minified;
      try {
        minified = minifyTemplates(code);
      } catch (error) {
        // Most likely a regular expression literal with a quote, backtick or brace in it,
        // which this reader does not know: move it into a string (new RegExp) or a constant.
        throw new Error(`${id}: ${error.message}`);
      }
      return minified === code ? null : { code: minified, map: null };
    },
  };
}
