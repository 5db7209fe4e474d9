// Pay types, spec 9 "支付方式" 5-10: declared here once. The server imports every subset from here; the
// code list PAY_TYPE, the entity enums (schemas/entities/{pay-type,order}.json) and the SQL checks of
// shop_pay_types and orders are tested against this declaration (tests/api/codes-declared-once.test.ts),
// and screens read the derived flags the server serves (goodsFirst, instalment, credit), never the codes.

/** Each pay type by its meaning. Values are the spec's codes, as text (the wire, the code list). */
export const PAY_TYPE = {
  /** 5 一次性付款（先款后货）: pay in full, then the goods. */
  payFirst: '5',
  /** 6 一次性付款（先货后款）: the goods first, pay in full after receipt. */
  goodsFirst: '6',
  /** 7 一次性预付款. */
  prepay: '7',
  /** 8 买家自定义分期: instalments, the buyer sets the plan at checkout. */
  buyerInstalments: '8',
  /** 9 卖家自定义分期: instalments on the seller's plan (count and interval). */
  sellerInstalments: '9',
  /** 10 赊销: credit sale, the goods first, pay within the seller's credit days. */
  credit: '10',
} as const;

export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];

/** All pay types in spec order (5 ... 10). */
export const PAY_TYPES: readonly PayType[] = Object.values(PAY_TYPE);

/** The spec's names (code list PAY_TYPE). */
export const PAY_TYPE_NAMES: Readonly<Record<PayType, string>> = {
  '5': '一次性付款（先款后货）',
  '6': '一次性付款（先货后款）',
  '7': '一次性预付款',
  '8': '买家自定义分期',
  '9': '卖家自定义分期',
  '10': '赊销',
};

/** Paid in instalments: the order carries a plan; the seller's setting carries a count and an interval. */
export const INSTALMENT_PAY_TYPES: readonly PayType[] = [PAY_TYPE.buyerInstalments, PAY_TYPE.sellerInstalments];
/** Goods before money: after the seller agrees the order awaits delivery, payment falls due on receipt. */
export const GOODS_FIRST_PAY_TYPES: readonly PayType[] = [PAY_TYPE.goodsFirst, PAY_TYPE.credit];
/** Credit sale: the seller's setting carries credit days; the order a credit due date. */
export const CREDIT_PAY_TYPE: PayType = PAY_TYPE.credit;
/** Instalments whose plan is the seller's: a buyer may not send one. */
export const SELLER_PLAN_PAY_TYPE: PayType = PAY_TYPE.sellerInstalments;
/** A seller who has set nothing accepts one-time pay first only. */
export const DEFAULT_ACCEPTED: readonly PayType[] = [PAY_TYPE.payFirst];

// Orders keep the code as a smallint, settings and the wire as text: every question takes either.
const text = (p: PayType | string | number): string => String(p);

/** The code as a PayType, or null when it is none (a smallint from orders, a string from a request). */
export function payTypeOf(p: string | number): PayType | null {
  return (PAY_TYPES as readonly string[]).includes(text(p)) ? (text(p) as PayType) : null;
}
export const isInstalmentPayType = (p: PayType | string | number): boolean => (INSTALMENT_PAY_TYPES as readonly string[]).includes(text(p));
export const isGoodsFirstPayType = (p: PayType | string | number): boolean => (GOODS_FIRST_PAY_TYPES as readonly string[]).includes(text(p));
export const isCreditPayType = (p: PayType | string | number): boolean => text(p) === CREDIT_PAY_TYPE;
export const isSellerPlanPayType = (p: PayType | string | number): boolean => text(p) === SELLER_PLAN_PAY_TYPE;
