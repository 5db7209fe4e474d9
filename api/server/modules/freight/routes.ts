// Handlers of the freight.* calls (docs/trading.md "Freight templates").
import type { DomainHandlers } from '../../core';
import { sellerOf } from '../item';
import { goodsTemplatePage } from './goods-templates';
import { templateDetail, templateOptions, templatePage } from './template-read';
import { addTemplate, assignTemplate, deleteTemplate, setDefaultTemplate, updateTemplate } from './template-service';

export const freightHandlers = {
  'freight.templatePage': async (ctx) => templatePage(ctx.deps, sellerOf(ctx), ctx.body),
  'freight.templateOptions': async (ctx) => templateOptions(ctx.deps, sellerOf(ctx)),
  'freight.templateDetail': async (ctx) => templateDetail(ctx.deps, sellerOf(ctx), ctx.body.templateId),
  'freight.templateAdd': async (ctx) => addTemplate(ctx.deps, sellerOf(ctx), ctx.body),
  'freight.templateUpdate': async (ctx) => updateTemplate(ctx.deps, sellerOf(ctx), ctx.body),
  'freight.templateDelete': async (ctx) => deleteTemplate(ctx.deps, sellerOf(ctx), ctx.body.templateId),
  'freight.templateSetDefault': async (ctx) => setDefaultTemplate(ctx.deps, sellerOf(ctx), ctx.body.templateId),
  'freight.templateGoodsPage': async (ctx) => goodsTemplatePage(ctx.deps, sellerOf(ctx), ctx.body),
  'freight.templateAssign': async (ctx) => assignTemplate(ctx.deps, sellerOf(ctx), ctx.body),
} satisfies DomainHandlers<'freight'>;
