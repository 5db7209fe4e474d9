// The demo people of the README (demo tenant T1001), for the suites that log in as them.

/** README: the password of every demo account. */
export const PASSWORD = 'Demo@2026';

/** README: the demo people, by what they are. */
export const PHONE = {
  unifyAdmin: '13800000000',
  tenantAdmin: '13800000001',
  seller: '13800000002',
  buyer: '13800000003',
  agent: '13800000004',
  warehouse: '13800000005',
  farmer: '13800000006',
} as const;
