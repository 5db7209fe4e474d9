// The platform's mall ads as an AdvKind of the ads service: the tenant admin manages every mall ad of its
// tenant; an ad goes to the mall its form names, which must exist.
import { and, eq } from 'drizzle-orm';
import { fail, type Principal } from '../../core';
import type { AdvKind } from './adv-service';
import { malls as m } from './tables';

/** Only the platform (the tenant admin) manages its malls' content. */
export function platformOf(p: Principal): Principal {
  if (!p.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以管理商城内容');
  return p;
}

export const mallAds = ({ tntId }: Principal): AdvKind<'mall'> => ({
  kind: 'mall',
  tntId,
  scope: async () => ({ kind: 'mall' }),
  owner: async (tx, body) => {
    const [mall] = await tx.select({ nm: m.mallNm }).from(m).where(and(eq(m.tntId, tntId), eq(m.mallId, body.mallId ?? '')));
    if (!mall) throw fail('BAD_REQUEST', '所属商城不存在');
    return { kind: 'mall', mallId: body.mallId!, mallNm: mall.nm };
  },
});
