// A freight template form, checked and turned into integers (fen, thousandths of the charge unit).
import { fail } from '../../core';
import { parseFen } from '../../../../engine/validation';
import { milliOf } from '../../money';
import { regionLevel, regionProblem } from '../address';
import type { FeeRule, FreeRule } from './fee';
import { CHARGE_MODES, UNIT_LABELS, type ChargeMode } from './charge-modes';

export interface TemplateInput {
  templateNm: string;
  chargeMode: ChargeMode;
  isDefault?: boolean;
  rules: { regions: string[]; firstUnit: string; firstFee: string; extraUnit: string; extraFee: string }[];
  freeRules?: { regions: string[]; minAmount?: string; minCount?: number }[];
}

export interface CleanTemplate {
  templateNm: string;
  chargeMode: ChargeMode;
  isDefault: boolean;
  rules: FeeRule[];
  freeRules: FreeRule[];
}

const MAX_FEN = 99_999_999; // 999,999.99 yuan: a freight fee beyond is a typing error
const MAX_UNITS_MILLI = 99_999_999; // 99,999.999 units

function amount(v: string, label: string): number {
  const fen = parseFen(v);
  if (fen > MAX_FEN) throw fail('BAD_REQUEST', `${label}不超过999999.99元`);
  return fen;
}

function units(v: string, label: string, mode: ChargeMode): number {
  const milli = milliOf(v);
  if (milli <= 0) throw fail('BAD_REQUEST', `${label}必须大于0`);
  if (milli > MAX_UNITS_MILLI) throw fail('BAD_REQUEST', `${label}过大`);
  if (mode === CHARGE_MODES.piece && milli % 1000 !== 0) throw fail('BAD_REQUEST', `按件数计费时，${label}须为整数`);
  return milli;
}

/** Province or city codes, each region once in the whole list of rows (a region in two rows would have two
 * fees). The message names the row (1-based) as the form shows it. */
function checkRegions(rows: { regions: string[] }[], what: string): void {
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    for (const code of r.regions) {
      const problem = regionProblem(code, undefined, '配送地区');
      if (problem) throw fail('BAD_REQUEST', `${what}第${i + 1}行：${problem}`);
      if (regionLevel(code) === 'district') throw fail('BAD_REQUEST', `${what}第${i + 1}行：配送地区须为省或市`);
      const first = seen.get(code);
      if (first !== undefined) throw fail('BAD_REQUEST', `${what}第${first + 1}行与第${i + 1}行的地区重复`);
      seen.set(code, i);
    }
  });
}

export function cleanTemplate(body: TemplateInput): CleanTemplate {
  const templateNm = body.templateNm.trim();
  if (!templateNm) throw fail('BAD_REQUEST', '请输入模板名称');
  const mode = body.chargeMode;
  const label = UNIT_LABELS[mode];
  checkRegions(body.rules, '运费规则');
  const freeRules = body.freeRules ?? [];
  checkRegions(freeRules, '包邮条件');
  return {
    templateNm,
    chargeMode: mode,
    isDefault: body.isDefault === true,
    rules: body.rules.map((r) => ({
      regions: [...r.regions],
      firstUnitMilli: units(r.firstUnit, label.first, mode),
      firstFeeFen: amount(r.firstFee, '首费'),
      extraUnitMilli: units(r.extraUnit, label.extra, mode),
      extraFeeFen: amount(r.extraFee, '续费'),
    })),
    freeRules: freeRules.map((r, i) => {
      const minAmountFen = r.minAmount !== undefined && r.minAmount !== '' ? amount(r.minAmount, '包邮金额') : null;
      const minCount = r.minCount ?? null;
      if (minAmountFen === null && minCount === null) throw fail('BAD_REQUEST', `包邮条件第${i + 1}行：请填写满金额或满件数`);
      return { regions: [...r.regions], minAmountFen, minCount };
    }),
  };
}
