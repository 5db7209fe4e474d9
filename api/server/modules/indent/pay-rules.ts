// Pay types (spec 9) whose goods go before the money: the seller's agreement leads straight to delivery.
export const GOODS_FIRST_PAY_TYPES: readonly number[] = [6, 10];
