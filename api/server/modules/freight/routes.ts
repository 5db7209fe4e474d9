// Handlers of the freight.* calls (docs/trading.md "Freight templates"). The pages and the options are read
// handlers (core/read-handler.ts); the detail reads in one snapshot (a transaction).
import { type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { sellerOf } from '../item';
import { goodsTemplatePage } from './goods-templates';
import { templateDetail, templateOptions, templatePage } from './template-read';
import { addTemplate, assignTemplate, deleteTemplate, setDefaultTemplate, updateTemplate } from './template-service';

export const freightHandlers = {
  'freight.templatePage': readHandler(async (ctx) => templatePage(ctx.read, sellerOf(ctx), ctx.body)),
  'freight.templateOptions': readHandler(async (ctx) => templateOptions(ctx.read, sellerOf(ctx))),
  'freight.templateDetail': async (ctx) => templateDetail(ctx.deps, sellerOf(ctx), ctx.body.templateId),
  'freight.templateAdd': async (ctx) => addTemplate(ctx.deps, sellerOf(ctx), ctx.body),
  'freight.templateUpdate': async (ctx) => updateTemplate(ctx.deps, sellerOf(ctx), ctx.body),
  'freight.templateDelete': async (ctx) => deleteTemplate(ctx.deps, sellerOf(ctx), ctx.body.templateId),
  'freight.templateSetDefault': async (ctx) => setDefaultTemplate(ctx.deps, sellerOf(ctx), ctx.body.templateId),
  'freight.templateGoodsPage': readHandler(async (ctx) => goodsTemplatePage(ctx.read, sellerOf(ctx), ctx.body)),
  'freight.templateAssign': async (ctx) => assignTemplate(ctx.deps, sellerOf(ctx), ctx.body),
} satisfies DomainHandlers<'freight'>;
