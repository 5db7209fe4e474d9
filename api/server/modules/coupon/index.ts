// Coupons (DOMAIN.md "Coupons"; docs/trading.md "Coupons"; docs/workflow.md): the module's public face.
import type { ServerModule } from '../../core';
import * as couponTables from './tables';
import { couponCodes } from './codes';
import { couponHandlers } from './routes';
import { seedDemoCoupons } from './demo';
import { sweepJob } from './sweep';
import { couponFlow, userCouponFlow } from './workflow';
import { claimCoupon, couponOptions, restoreCoupons, markCouponUsed } from './checkout';
import { provideCheckoutCoupons } from '../cart';
import { orderDocument } from '../indent';

export { couponTables };
export const couponModule = {
  handlers: couponHandlers,
  tables: couponTables,
  codes: couponCodes,
  workflows: [couponFlow, userCouponFlow],
  // Starts and ends coupons and expires the buyers' coupons, every minute per tenant.
  jobs: [sweepJob],
  wiring: [
    { name: 'checkout applies coupons through coupon', attach: () => provideCheckoutCoupons({ options: couponOptions, claim: claimCoupon, use: markCouponUsed }) },
    {
      // DOMAIN.md is silent on this; our choice (docs/trading.md "Coupons"): an order cancelled or refused
      // before anything was paid gives its coupon back.
      name: 'a cancelled or refused unpaid order gives its coupon back',
      attach: () =>
        orderDocument.listen(async (tx, e) => {
          if ((e.to === 'cancelled' || e.to === 'refused') && Number(e.row.paidFen) === 0) await restoreCoupons(tx, e.tntId, e.row.orderId, e.row.orderNo, e.now);
        }),
    },
  ],
  seedDemo: (db) => seedDemoCoupons(db),
} satisfies ServerModule<'coupon'>;

export { sweepCoupons, SWEEP_JOB, SWEEP_EVERY_MS } from './sweep';
export { couponFlow, userCouponFlow } from './workflow';
