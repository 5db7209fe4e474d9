// Bad payloads generated from a call's request schema (tests/api/catalogue-fuzz.test.ts): for every field
// (nested ones inside objects and the first element of arrays too) a value of each kind an attacker
// tries: U+0000 and other control characters, one character too many, huge and negative numbers, the
// wrong type, an array for a scalar; a missing required field, an unknown field, `__proto__` keys, and
// bodies of the wrong type. Every case is built to break the schema; the test checks that with the
// server's own validator before sending it.
import { isFixedChoice, typesOf, type SchemaNode } from './schema-walk';

export interface FuzzCase {
  name: string;
  /** The JSON body (or query object of a GET); `raw` when the body is sent as text. */
  body?: unknown;
  raw?: string;
}

const FORMAT_SAMPLES: Record<string, string> = {
  mobile: '13900000009', password: 'Fuzz@2026x', email: 'fuzz@example.cn', 'real-name': '张三', 'id-card': '11010519491231002X',
  'credit-code': '91350100M000100Y43', money: '1.00', money3: '1.000', 'postal-code': '100000', alphanumeric: 'abc123',
  'integer-text': '1', 'no-leading-zero': '1', date: '2026-01-01', 'date-time': '2026-01-01T00:00:00Z', time: '00:00:00Z',
  uri: 'http://example.cn/', uuid: '00000000-0000-4000-8000-000000000000',
};
const PATTERN_CANDIDATES = ['1234', '123456', 'abcdef12', 'abcdefgh12345678', 'A1', '1', 'a'];

/** A value that satisfies the node as far as a simple generator can (the base the mutations start from). */
export function sample(n: SchemaNode): unknown {
  if (n.const !== undefined) return n.const;
  if (n.enum) return n.enum[0];
  if (n.oneOf?.[0]?.const !== undefined) return n.oneOf[0].const;
  const types = typesOf(n);
  if (types.includes('object')) {
    const out: Record<string, unknown> = {};
    for (const k of n.required ?? []) if (n.properties?.[k]) out[k] = sample(n.properties[k]);
    return out;
  }
  if (types.includes('array')) return Array.from({ length: Number(n.minItems ?? 0) }, () => (n.items ? sample(n.items) : 'a'));
  if (types.includes('integer') || types.includes('number')) return Math.min(Math.max(Number(n.minimum ?? 1), 1), Number(n.maximum ?? 1));
  if (types.includes('boolean')) return false;
  if (types.includes('string')) {
    if (typeof n.format === 'string' && FORMAT_SAMPLES[n.format]) return FORMAT_SAMPLES[n.format];
    if (typeof n.pattern === 'string') {
      const re = new RegExp(n.pattern, 'u');
      const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
      if (hit) return hit;
    }
    return 'a'.repeat(Math.max(Number(n.minLength ?? 1), 1));
  }
  return null;
}

/** Values that break this node whatever its neighbours hold. */
function badValues(n: SchemaNode): [string, unknown][] {
  const types = typesOf(n);
  const out: [string, unknown][] = [];
  if (types.includes('string')) {
    out.push(['U+0000', 'a\u0000b'], ['control character', '\u0007'], ['number for text', 1e300], ['array for text', ['a']], ['object for text', { a: 1 }]);
    if (typeof n.maxLength === 'number' && !isFixedChoice(n)) out.push(['one character too many', 'x'.repeat(n.maxLength + 1)]);
    if (isFixedChoice(n)) out.push(['value not offered', '不存在的取值']);
  } else if (types.includes('integer') || types.includes('number')) {
    out.push(['1e300', 1e300], ['-1e300', -1e300], ['text for a number', '1'], ['array for a number', [1]], ['U+0000 for a number', '\u0000']);
    if (typeof n.minimum === 'number' && n.minimum > -1e6) out.push(['below the minimum', n.minimum - 1]);
    if (typeof n.maximum === 'number' && n.maximum < 1e15) out.push(['above the maximum', n.maximum + 1]);
    if (types.includes('integer')) out.push(['a fraction', 1.5]);
  } else if (types.includes('boolean')) {
    out.push(['text for a boolean', 'true'], ['number for a boolean', 1e300], ['array for a boolean', [true]]);
  } else if (types.includes('array')) {
    out.push(['text for a list', 'a\u0000'], ['object for a list', { 0: 'a' }]);
    if (typeof n.maxItems === 'number' && n.items) out.push(['one item too many', Array.from({ length: n.maxItems + 1 }, () => sample(n.items!))]);
  } else if (types.includes('object')) {
    out.push(['text for an object', 'a\u0000'], ['list for an object', [{}]], ['unknown field inside', { ...(sample(n) as object), zzUnknown: 1 }]);
  }
  return out;
}

type Setter = (base: unknown, value: unknown) => unknown;

/** Every field under a node, with a function that puts a value there in a copy of the base payload. */
function* fields(n: SchemaNode, path: string, depth: number): Generator<{ path: string; node: SchemaNode; set: Setter }> {
  if (depth > 3) return;
  if (typesOf(n).includes('object')) {
    for (const [k, child] of Object.entries(n.properties ?? {})) {
      const here = (base: unknown, value: unknown) => ({ ...(base as object), [k]: value });
      yield { path: `${path}/${k}`, node: child, set: here };
      for (const inner of fields(child, `${path}/${k}`, depth + 1)) {
        yield {
          ...inner,
          set: (base, value) => {
            const b = base as Record<string, unknown>;
            return { ...b, [k]: inner.set(b[k] ?? sample(child), value) };
          },
        };
      }
    }
  } else if (typesOf(n).includes('array') && n.items) {
    const items = n.items;
    for (const inner of fields(items, `${path}/0`, depth + 1)) {
      yield { ...inner, set: (base, value) => [inner.set((base as unknown[] | undefined)?.[0] ?? sample(items), value)] };
    }
  }
}

/** All cases for one call's request schema. */
export function fuzzCases(schema: SchemaNode): FuzzCase[] {
  const base = sample(schema) as Record<string, unknown>;
  const cases: FuzzCase[] = [
    { name: 'unknown field', body: { ...base, zzUnknown: 'x' } },
    { name: '__proto__ key', raw: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"polluted":true},').replace(/,\}$/, '}') },
    { name: 'constructor.prototype key', raw: JSON.stringify(base).replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},').replace(/,\}$/, '}') },
    { name: 'list for the body', body: [base] },
    { name: 'text for the body', body: 'a\u0000' },
    { name: 'number for the body', body: 1e300 },
  ];
  for (const k of schema.required ?? []) {
    const { [k]: _dropped, ...rest } = base;
    cases.push({ name: `missing ${k}`, body: rest });
  }
  for (const f of fields(schema, '', 0)) {
    for (const [kind, value] of badValues(f.node)) cases.push({ name: `${f.path}: ${kind}`, body: f.set(base, value) });
  }
  return cases;
}

/** A text case: one string field of the payload (nested ones and list items too) and where it is. */
export interface TextCase extends FuzzCase {
  /** JSON pointer of the field as the server reports it ("/sellers/0/invoice/title"). */
  path: string;
  node: SchemaNode;
}

/** Text with a lone surrogate (issue 29, item 5), within the field's length bounds so that the lone
 * surrogate is what the field breaks (the pattern or format of a field may break too). */
function illFormed(n: SchemaNode): string {
  const min = Number(n.minLength ?? 0);
  const max = Number(n.maxLength ?? Infinity);
  if (max < 3) return '\ud800';
  return `${'丰'.repeat(Math.max(min - 1, 2))}\ud800`.slice(-Math.min(max, Math.max(min, 3)));
}

/** One case per string field of a call's payload: the field holds ill-formed UTF-16, the rest the base. */
export function loneSurrogateCases(schema: SchemaNode): TextCase[] {
  const base = sample(schema);
  const out: TextCase[] = [];
  for (const f of fields(schema, '', 0)) {
    if (!typesOf(f.node).includes('string')) continue;
    out.push({ name: `${f.path}: lone surrogate`, path: f.path, node: f.node, body: f.set(base, illFormed(f.node)) });
  }
  return out;
}
