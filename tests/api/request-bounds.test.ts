// Issue 13, item 3: every field of every request is bounded, read from the catalogue itself (a new call
// that forgets a bound fails here, naming the call and the field): strings carry maxLength and refuse
// control characters, numbers carry both bounds, arrays a maxItems, objects refuse unknown fields.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../api/catalogue';
import { isFixedChoice, nodes, requestOf, typesOf } from './support/schema-walk';

/** Bodies passed on to another call, which checks them against its own request schema before anything runs
 *  (the preview as a role reads the named call with its body: api/server/modules/tntcfg); bounded here by
 *  their number of fields only. */
const FORWARDED_BODIES = new Set(['tntcfg.previewCall /body']);

function unbounded(): string[] {
  const out: string[] = [];
  for (const call of catalogue) {
    for (const { path, node } of nodes(requestOf(call))) {
      const at = `${call.key} ${path || '/'}`;
      const types = typesOf(node);
      if (typeof node.$ref === 'string') out.push(`${at}: unresolved $ref ${node.$ref}`);
      if (types.length === 0 && !isFixedChoice(node) && !node.oneOf && !node.anyOf && !node.allOf) out.push(`${at}: no type`);
      if (isFixedChoice(node)) continue;
      if (types.includes('string')) {
        if (typeof node.maxLength !== 'number') out.push(`${at}: string without maxLength`);
        if (node['x-plain'] !== true) out.push(`${at}: string that accepts control characters`);
      }
      if ((types.includes('integer') || types.includes('number')) && (typeof node.minimum !== 'number' || typeof node.maximum !== 'number')) {
        out.push(`${at}: number without minimum and maximum`);
      }
      if (types.includes('array') && typeof node.maxItems !== 'number') out.push(`${at}: array without maxItems`);
      if (types.includes('object') && node.additionalProperties !== false && !(FORWARDED_BODIES.has(at) && typeof node.maxProperties === 'number')) {
        out.push(`${at}: object open to unknown fields`);
      }
      // Item 4: a message names the field by its Chinese title, never by its raw name ("请选择itemIds").
      if (path && !/[\u4e00-\u9fa5]/.test(String(node.title ?? ''))) out.push(`${at}: no Chinese title`);
    }
  }
  return out;
}

describe('request bounds (issue 13, items 3 and 4)', () => {
  it('bounds every string, number, array and object of every request schema in the catalogue', () => {
    expect(unbounded()).toEqual([]);
  });

  it('bounds the page number so a huge one cannot reach SQL', () => {
    for (const call of catalogue) {
      const pageNum = requestOf(call).properties?.pageNum;
      if (pageNum) expect({ key: call.key, max: pageNum.maximum }).toEqual({ key: call.key, max: expect.any(Number) });
    }
  });
});
