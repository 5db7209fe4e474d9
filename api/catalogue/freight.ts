// Freight templates of a seller (spec 7 "/mall/freight/template/*"; seller freight-template,
// freight-template-list, logistics-freight-template; DOMAIN.md "Freight templates").
import { defineCall } from './types';
import { bool, int, list, nul, obj, open, ref, str, type FieldOf } from './shapes';
import type { JSONSchema } from './json-schema';

const f = <const F extends FieldOf<'freight-template'>>(field: F) => ref('freight-template', field);
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const paged = <const R extends JSONSchema>(row: R) => open({ records: list(row), total: int }, ['records', 'total']);
const templateId = f('templateId');

const row = open(
  { templateId: str, templateNm: str, chargeMode: str, isDefault: bool, ruleCount: int, itemCount: int, regionSummary: str, updatedAt: str },
  ['templateId', 'templateNm', 'chargeMode', 'isDefault', 'ruleCount', 'itemCount'],
);
const feeRule = open({ regions: list(str), regionNames: str, firstUnit: str, firstFee: str, extraUnit: str, extraFee: str }, ['regions', 'firstUnit', 'firstFee', 'extraUnit', 'extraFee']);
const freeRule = open({ regions: list(str), regionNames: str, minAmount: str, minCount: int }, ['regions']);
const detail = open(
  { templateId: str, templateNm: str, chargeMode: str, isDefault: bool, rules: list(feeRule), freeRules: list(freeRule), itemCount: int, updatedAt: str },
  ['templateId', 'templateNm', 'chargeMode', 'isDefault', 'rules', 'freeRules'],
);
const form = { templateNm: f('templateNm'), chargeMode: f('chargeMode'), isDefault: f('isDefault'), rules: f('rules'), freeRules: f('freeRules') };
const formRequired = ['templateNm', 'chargeMode', 'rules'] as const;

const goodsRow = open(
  { itemId: str, itemNm: str, picture: str, status: str, minPrice: str, freightTemplateId: str, freightTemplateNm: str, updatedAt: str },
  ['itemId', 'itemNm', 'status', 'freightTemplateNm'],
);

export const freight = [
  defineCall({
    key: 'freight.templatePage', method: 'POST', path: '/scpr/mall/freight/template/page', permission: 'FreightTemplateList',
    title: '运费模板分页（本企业）',
    request: obj({ ...page, templateNm: { type: 'string', title: '模板名称', maxLength: 30 } as const }, ['pageNum', 'pageSize']),
    response: paged(row),
  }),
  defineCall({
    key: 'freight.templateOptions', method: 'POST', path: '/scpr/mall/freight/template/options', permission: 'Seller',
    title: '运费模板选项（商品表单用，默认模板在前，最多50个）',
    request: obj({}),
    response: list(open({ templateId: str, templateNm: str, chargeMode: str, isDefault: bool }, ['templateId', 'templateNm'])),
  }),
  defineCall({
    key: 'freight.templateDetail', method: 'POST', path: '/scpr/mall/freight/template/detail', permission: 'FreightTemplateList',
    title: '运费模板详情',
    request: obj({ templateId }, ['templateId']),
    response: detail,
  }),
  defineCall({
    key: 'freight.templateAdd', method: 'POST', path: '/scpr/mall/freight/template/add', permission: 'freight-template-add',
    title: '新增运费模板（第一个模板即为默认模板）',
    request: obj(form, formRequired),
    response: detail,
  }),
  defineCall({
    key: 'freight.templateUpdate', method: 'POST', path: '/scpr/mall/freight/template/update', permission: 'freight-template-edit',
    title: '修改运费模板',
    request: obj({ templateId, ...form }, ['templateId', ...formRequired]),
    response: detail,
  }),
  defineCall({
    key: 'freight.templateDelete', method: 'POST', path: '/scpr/mall/freight/template/delete', permission: 'freight-template-delete',
    title: '删除运费模板（商品使用中的模板不能删除）',
    request: obj({ templateId }, ['templateId']),
    response: nul,
  }),
  defineCall({
    key: 'freight.templateSetDefault', method: 'POST', path: '/scpr/mall/freight/template/setDefault', permission: 'freight-template-edit',
    title: '设为默认运费模板',
    request: obj({ templateId }, ['templateId']),
    response: nul,
  }),
  defineCall({
    key: 'freight.templateGoodsPage', method: 'POST', path: '/scpr/mall/freight/template/goodsPage', permission: 'LogisticsFreightTemplate',
    title: '商品运费模板分页（本企业商品及其运费模板）',
    request: obj(
      { ...page, itemNm: { type: 'string', title: '商品名称', maxLength: 60 } as const, templateId: { type: 'string', title: '运费模板', maxLength: 64 } as const },
      ['pageNum', 'pageSize'],
    ),
    response: paged(goodsRow),
  }),
  defineCall({
    key: 'freight.templateAssign', method: 'POST', path: '/scpr/mall/freight/template/assign', permission: 'freight-template-assign',
    title: '为商品设置运费模板（不选模板即使用默认模板）',
    request: obj(
      { itemIds: { type: 'array', title: '商品', items: ref('goods', 'itemId'), minItems: 1, maxItems: 100, uniqueItems: true, 'x-messages': { minItems: '请选择商品' } } as const, templateId: { type: 'string', title: '运费模板', maxLength: 64 } as const },
      ['itemIds'],
    ),
    response: nul,
  }),
];
