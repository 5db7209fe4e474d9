// Spec 9 pay types 5-10 (names: code list PAY_TYPE) and which settings each needs.
export const PAY_TYPES = ['5', '6', '7', '8', '9', '10'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const PAY_TYPE_NAMES: Record<PayType, string> = {
  '5': '一次性付款（先款后货）',
  '6': '一次性付款（先货后款）',
  '7': '一次性预付款',
  '8': '买家自定义分期',
  '9': '卖家自定义分期',
  '10': '赊销',
};

/** 8 buyer instalments and 9 seller instalments carry a number of instalments and an interval. */
export const INSTALMENT_TYPES: readonly string[] = ['8', '9'];
/** 10 credit sale carries a number of credit days. */
export const CREDIT_TYPE = '10';
/** A seller who has set nothing accepts one-time pay first only. */
export const DEFAULT_ACCEPTED: readonly PayType[] = ['5'];
