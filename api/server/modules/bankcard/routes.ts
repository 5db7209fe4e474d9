// Handlers of the bankcard.* calls (api/catalogue/bankcard.ts): the owner is the caller's enterprise, or
// the personal account itself (as for addresses). The page is a read handler; the reference lists answer
// from the bundled list (banks.ts) and the GB/T 2260 table.
import { type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { buyerOf } from '../address';
import { addCard, cardPage, deleteCard, setDefaultCard, updateCard } from './service';
import { bankList, branchList, cityList, provinceList } from './reference';

export const bankcardHandlers = {
  'bankcard.page': readHandler(async (ctx) => cardPage(ctx.read, buyerOf(ctx), ctx.body)),
  'bankcard.add': async (ctx) => addCard(ctx.deps, buyerOf(ctx), ctx.body),
  'bankcard.update': async (ctx) => updateCard(ctx.deps, buyerOf(ctx), ctx.body),
  'bankcard.setDefault': async (ctx) => setDefaultCard(ctx.deps, buyerOf(ctx), ctx.body.cardId),
  'bankcard.delete': async (ctx) => deleteCard(ctx.deps, buyerOf(ctx), ctx.body.cardId),
  'bankcard.queryBankList': async (ctx) => bankList(ctx.body.keyword),
  'bankcard.queryProvinceList': async () => provinceList(),
  'bankcard.queryCityList': async (ctx) => cityList(ctx.body.provinceCode),
  'bankcard.queryBranchList': async (ctx) => branchList(ctx.body.bankCode, ctx.body.cityCode, ctx.body.keyword),
} satisfies DomainHandlers<'bankcard'>;
