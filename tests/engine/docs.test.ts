// @vitest-environment node
// The format reference and the JSON meta-schema are generated from engine/schema/meta-schema.ts; the
// guide's worked example is the fixture the render tests use. None may drift.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { formatReference, metaSchemaJson } from '../../engine/schema/reference';
import { formatTypes } from '../../engine/schema/typegen';

describe('generated documentation', () => {
  it('docs/screen-format.md is up to date (run npm run docs:format)', () => {
    expect(readFileSync('docs/screen-format.md', 'utf8')).toBe(formatReference());
  });
  it('engine/schema/screen.schema.json is up to date (run npm run docs:format)', () => {
    expect(readFileSync('engine/schema/screen.schema.json', 'utf8')).toBe(metaSchemaJson());
  });
  it('engine/schema/format.gen.ts, the format\'s types, is up to date (run npm run docs:format)', () => {
    expect(readFileSync('engine/schema/format.gen.ts', 'utf8')).toBe(formatTypes());
  });
  it("the guide's worked examples are the fixtures the engine tests render", () => {
    const guide = readFileSync('docs/schema-guide.md', 'utf8');
    const blocks = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const fixture = (p: string) => JSON.parse(readFileSync(`tests/engine/fixtures/screens/${p}`, 'utf8'));
    const parsed = blocks.map((b) => {
      try {
        return JSON.parse(b);
      } catch {
        return undefined;
      }
    });
    const { $schema: _schema, ...list } = fixture('seller/goods-list.json');
    expect(parsed).toContainEqual(list);
    expect(parsed).toContainEqual(fixture('shared/goods-add.json'));
  });
});
