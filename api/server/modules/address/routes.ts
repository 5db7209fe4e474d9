// Handlers of the address.* calls (docs/trading.md "Addresses"). The list is a read handler
// (core/read-handler.ts).
import { type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { addAddress, addressPage, deleteAddress, setDefaultAddress, updateAddress } from './address-service';
import { buyerOf } from './buyer';

export const addressHandlers = {
  'address.list': readHandler(async (ctx) => addressPage(ctx.read, buyerOf(ctx), ctx.body)),
  'address.add': async (ctx) => addAddress(ctx.deps, buyerOf(ctx), ctx.body),
  'address.update': async (ctx) => updateAddress(ctx.deps, buyerOf(ctx), ctx.body),
  'address.delete': async (ctx) => deleteAddress(ctx.deps, buyerOf(ctx), ctx.body.addressId),
  'address.setDefault': async (ctx) => setDefaultAddress(ctx.deps, buyerOf(ctx), ctx.body.addressId),
} satisfies DomainHandlers<'address'>;
