// schemas:check on the trading capabilities: the fixtures pass; each misuse is named with the file and
// the JSON pointer (picker call, a source's deps, region widgets on the wrong field, computed columns,
// a timeline with nothing to show, unknown operators and scope roots in computed values).
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles } from '../../engine/build/load-files';
import { checkScreens, formatError } from '../../engine/schema/check';
import { fixtureCatalogue, loadFixtures } from './fixtures/load';

const good = loadFixtures();
const trading = loadSchemaFiles('tests/engine/fixtures/trading');
const check = (files: { file: string; json: unknown }[]) =>
  checkScreens({ files, entities: { ...good.entities, ...trading.entities }, catalogue: { keys: fixtureCatalogue.keys } }).map(formatError);

const route = (name: string) => ({ name, path: `/x/${name}`, meta: { title: name } });

describe('schemas:check for trading screens', () => {
  it('accepts the trading fixtures', () => {
    expect(trading.errors).toEqual([]);
    expect(trading.screens.map((s) => s.file)).toEqual([
      'tests/engine/fixtures/trading/agent-order.json',
      'tests/engine/fixtures/trading/delivery.json',
      'tests/engine/fixtures/trading/freight-regions.json',
      'tests/engine/fixtures/trading/order-progress.json',
      'tests/engine/fixtures/trading/pay-status.json',
    ]);
    expect(check(trading.screens)).toEqual([]);
  });

  it('names each misuse with its pointer', () => {
    const form = {
      kind: 'form',
      route: route('BadTrade'),
      entity: 'trade-order',
      fields: [
        { field: 'freightRegions', widget: 'region' },
        { field: 'regionCode', widget: 'regions' },
        { field: 'discount', options: { picker: { label: '选', call: 'trade.skuPage', columns: [{ field: 'a', label: 'A' }] } } },
        {
          field: 'lines',
          widget: 'table',
          options: {
            columns: ['price', { field: 'lineTotal', compute: { '*': [{ var: 'row.price' }, { var: 'row.quantity' }] } }, { field: 'nothing' }],
            picker: { label: '选择商品', call: 'trade.nope', columns: [{ field: 'a', label: 'A' }], map: { skuId: { var: 'nowhere.id' } } },
          },
        },
      ],
      computed: { total: { pow: [2, 3] } },
      sources: { quote: { call: 'trade.quote', deps: ['form.ghost'], params: { r: { var: 'form.regionCode' } } } },
      summary: [{ label: '合计', value: { var: 'calc.total' }, valueType: 'html' }],
      submit: { label: '提交', call: 'trade.agentOrder' },
    };
    const page = { kind: 'page', route: route('BadTimeline'), blocks: [{ kind: 'timeline', title: '操作记录' }, { kind: 'steps', steps: [{ label: 'a', values: ['1'] }], current: 1 }] };
    expect(check([{ file: 'f.json', json: form }, { file: 'p.json', json: page }])).toEqual([
      'f.json#/computed/total/pow property name "pow" is not allowed',
      'f.json#/summary/0/valueType must be one of "text", "longtext", "money", "count", "date", "datetime", "enum", "status", "image", "gallery", "files", "link", "list", "table", "region"',
      'p.json#/blocks/1/steps must NOT have fewer than 2 items',
    ]);
    const shapeOk = { ...form, computed: { total: { round: [2.345] } }, summary: [{ label: '合计', value: { var: 'calc.total' } }] };
    const page2 = { ...page, blocks: [page.blocks[0]] };
    expect(check([{ file: 'f.json', json: shapeOk }, { file: 'p.json', json: page2 }])).toEqual([
      'f.json#/fields/0/widget widget "region" needs a string field (the district code); "freightRegions" is not one',
      'f.json#/fields/1/widget widget "regions" needs an array of strings (region codes); "regionCode" is not one',
      'f.json#/fields/2/options/picker a picker belongs to a "table" field',
      'f.json#/fields/3/options/columns/2/field the items of "lines" (entity "trade-order") have no field "nothing"',
      'f.json#/fields/3/options/picker/call catalogue key "trade.nope" does not exist',
      'f.json#/fields/3/options/picker/map/skuId "nowhere.id" does not start at a scope root (route, query, session, row, selection, form, data, dialog, result, error, state, sources, calc, tile, index)',
      'f.json#/sources/quote/deps/0 entity "trade-order" has no field "ghost"',
      'p.json#/blocks/0 a timeline needs "data" or "rows"',
    ]);
  });
});
