// Logistics (/indent/express/*): the companies a seller ships with (reference data) and a delivery's
// tracking behind a provider interface. The built-in provider works offline: it tells the events the
// platform itself knows (shipped, reported missing, received) from the delivery's own record.
import { fail } from '../../core';
import { indentCodes } from './codes';

/** The code list EXPRESS_COMPANY (reference data, codes.ts) is the one list of companies. */
export const EXPRESS_COMPANIES: readonly { code: string; name: string }[] = indentCodes.EXPRESS_COMPANY.map(([code, name]) => ({ code, name }));

export function expressName(code: string): string {
  const c = EXPRESS_COMPANIES.find((x) => x.code === code);
  if (!c) throw fail('BAD_REQUEST', '物流公司不存在');
  return c.name;
}

export interface TrackingEvent {
  at: string;
  text: string;
}
export interface DeliveryFacts {
  expressNm: string;
  trackingNo: string;
  status: number;
  createdAt: Date;
  updatedAt: Date;
}
/** Where tracking comes from. A carrier's API would implement the same interface. */
export interface TrackingProvider {
  track(d: DeliveryFacts): Promise<TrackingEvent[]>;
}

export const builtInTracking: TrackingProvider = {
  async track(d) {
    const events: TrackingEvent[] = [{ at: d.createdAt.toISOString(), text: `卖家已发货，${d.expressNm}运单号 ${d.trackingNo}` }];
    if (d.status === 2) events.push({ at: d.updatedAt.toISOString(), text: '买家已签收' });
    if (d.status === 5) events.push({ at: d.updatedAt.toISOString(), text: '买家反馈未收到货' });
    if (d.status === 3) events.push({ at: d.updatedAt.toISOString(), text: '卖家已撤回发货' });
    if (d.status === 4) events.push({ at: d.updatedAt.toISOString(), text: '发货单已删除' });
    return events.reverse();
  },
};
