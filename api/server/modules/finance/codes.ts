// Code lists of the financial services.
import type { CodeLists } from '../../core';

export const financeCodes = {
  FINANCE_PRODUCT_TYPE: [['1', '订单融资'], ['2', '应收账款融资'], ['3', '仓单质押'], ['4', '农资赊销'], ['5', '农业保险']],
  FINANCE_PARTNER_TYPE: [['1', '银行'], ['2', '保险公司'], ['3', '融资担保']],
  FINANCE_PRODUCT_STATUS: [['1', '可申请'], ['2', '暂停申请']],
} satisfies CodeLists;
