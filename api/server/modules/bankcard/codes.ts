// Code lists of the cash accounts.
import type { CodeLists } from '../../core';

export const bankcardCodes = {
  BANK_ACCOUNT_TYPE: [['1', '对公账户'], ['2', '个人银行卡']],
} satisfies CodeLists;
