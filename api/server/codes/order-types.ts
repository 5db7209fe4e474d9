// Order types, spec 9 "订单类型", and order kinds (docs/trading.md "Orders"): declared here once. The code
// list ORDER_TYPE, the entity enum and the SQL checks of orders are tested against this declaration
// (tests/api/codes-declared-once.test.ts).

/** Order type by its meaning; the code as text (wire, code list). */
export const ORDER_TYPE = {
  /** 1 商城订单: placed by the buyer in the mall (also an offline order the seller records for a buyer). */
  mall: '1',
  /** 2 代客下单: placed by the seller for a buyer. */
  agent: '2',
  /** 3 协议订单. */
  agreement: '3',
} as const;

export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export const ORDER_TYPES: readonly OrderType[] = Object.values(ORDER_TYPE);

export const ORDER_TYPE_NAMES: Readonly<Record<OrderType, string>> = {
  '1': '商城订单',
  '2': '代客下单',
  '3': '协议订单',
};

/** The smallint orders.order_type keeps. */
export type OrderTypeNo = 1 | 2 | 3;
export const orderTypeNo = (t: OrderType): OrderTypeNo => Number(t) as OrderTypeNo;

/** How an order came about (orders.kind): an ordinary order, one the seller recorded offline, or the
 *  replacement of undelivered goods. */
export const ORDER_KIND = { normal: 'normal', offline: 'offline', replacement: 'replacement' } as const;
export type OrderKind = (typeof ORDER_KIND)[keyof typeof ORDER_KIND];
export const ORDER_KINDS: readonly OrderKind[] = Object.values(ORDER_KIND);
