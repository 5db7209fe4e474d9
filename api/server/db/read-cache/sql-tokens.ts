// A small SQL lexer: enough to name the relations and functions a statement mentions, never to parse it.
// It knows what can hide a name (comments, string literals, dollar-quoted bodies) and what a name looks
// like (bare words, folded to lower case, and double-quoted identifiers, kept as written). Everything the
// read cache decides from it errs on the safe side: a word that merely looks like a table name makes a
// read depend on that table, which costs a miss, never a stale answer.

export type Token =
  | { kind: 'word'; value: string }
  | { kind: 'quoted'; value: string }
  | { kind: 'string'; value: string }
  | { kind: 'punct'; value: string };

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;

/** The tokens of `text` (comments and whitespace dropped; a dollar-quoted body is one string token). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f') {
      i++;
    } else if (c === '-' && text[i + 1] === '-') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      // PostgreSQL's block comments nest.
      let depth = 0;
      do {
        if (text[i] === '/' && text[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (text[i] === '*' && text[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      } while (i < n && depth > 0);
    } else if (c === "'" || ((c === 'E' || c === 'e') && text[i + 1] === "'")) {
      const escapes = c !== "'";
      const q = quoted(text, i + (escapes ? 2 : 1), "'", escapes);
      out.push({ kind: 'string', value: q.value });
      i = q.end;
    } else if (c === '"') {
      const q = quoted(text, i + 1, '"', false);
      out.push({ kind: 'quoted', value: q.value });
      i = q.end;
    } else if (c === '$') {
      // $1 (a parameter), or $tag$ ... $tag$ (a dollar-quoted string).
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i, i + 64));
      if (tag) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        const stop = end < 0 ? n : end;
        out.push({ kind: 'string', value: text.slice(i + tag[0].length, stop) });
        i = end < 0 ? n : end + tag[0].length;
      } else {
        i++;
        while (i < n && /[0-9]/.test(text[i]!)) i++;
      }
    } else if (WORD_START.test(c)) {
      const start = i;
      while (i < n && WORD_PART.test(text[i]!)) i++;
      out.push({ kind: 'word', value: text.slice(start, i).toLowerCase() });
    } else if (/[0-9.]/.test(c) && /[0-9]/.test(text[i + (c === '.' ? 1 : 0)] ?? '')) {
      // A number (its exponent and a trailing word part never name anything).
      while (i < n && /[0-9.eE_]/.test(text[i]!)) i++;
    } else {
      out.push({ kind: 'punct', value: c });
      i++;
    }
  }
  return out;
}

/** What a quoted run says, from `i` (just after its opening quote) to its closing quote (a doubled quote
 * stands for itself; with `backslash`, as in E'...', a backslash escapes the next character); `end` is
 * just after the closing quote. */
function quoted(text: string, i: number, quote: string, backslash: boolean): { value: string; end: number } {
  let value = '';
  while (i < text.length) {
    const d = text[i]!;
    if (backslash && d === '\\') {
      value += text[i + 1] ?? '';
      i += 2;
    } else if (d !== quote) {
      value += d;
      i++;
    } else if (text[i + 1] === quote) {
      value += quote;
      i += 2;
    } else return { value, end: i + 1 };
  }
  return { value, end: i };
}

/** A token that names something: a bare word or a quoted identifier. */
export const isName = (t: Token | undefined): t is Extract<Token, { kind: 'word' | 'quoted' }> => t !== undefined && (t.kind === 'word' || t.kind === 'quoted');

/** The statements of a token list (split at top-level semicolons). */
export function statements(tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  let cur: Token[] = [];
  for (const t of tokens) {
    if (t.kind === 'punct' && t.value === ';') {
      if (cur.length) out.push(cur);
      cur = [];
    } else cur.push(t);
  }
  if (cur.length) out.push(cur);
  return out;
}

/** The name at `at`, or after a schema (`public.items` gives items); with the index after it. */
export function nameAt(tokens: Token[], at: number): { name: string; next: number } | undefined {
  const first = tokens[at];
  if (!isName(first)) return undefined;
  const dot = tokens[at + 1];
  if (dot?.kind === 'punct' && dot.value === '.' && isName(tokens[at + 2])) return { name: tokens[at + 2]!.value, next: at + 3 };
  return { name: first.value, next: at + 1 };
}
