// The bundled bank reference list the cash-account form picks from (spec 7 purchase chain: "bank,
// province, city and branch lists"). Banks: the People's Bank of China payment system's bank category codes
// (行别代码, the first three digits of a CNAPS bank number) of the policy, large state-owned and national
// joint-stock banks. Branches: each large state-owned bank's provincial branch (省分行) in every province and
// its city branch (分行) in every prefecture-level city of GB/T 2260; each joint-stock bank's branch in every
// provincial capital. Branch names follow the banks' registered names ("中国工商银行股份有限公司烟台分行");
// a branch code is ours (bank code + city code), not a CNAPS number (docs/cash-accounts.md says why).
import { regionChildren, type RegionNode } from '../../../../engine/validation';

export interface Bank {
  bankCode: string;
  bankName: string;
  /** The registered name branches are called by ("中国工商银行股份有限公司"). */
  legalName: string;
  /** Large state-owned banks have a branch in every prefecture-level city; the others in provincial capitals. */
  everyCity: boolean;
}

const bank = (bankCode: string, bankName: string, legalName: string, everyCity: boolean): Bank => ({ bankCode, bankName, legalName, everyCity });

export const BANKS: readonly Bank[] = [
  bank('102', '中国工商银行', '中国工商银行股份有限公司', true),
  bank('103', '中国农业银行', '中国农业银行股份有限公司', true),
  bank('104', '中国银行', '中国银行股份有限公司', true),
  bank('105', '中国建设银行', '中国建设银行股份有限公司', true),
  bank('301', '交通银行', '交通银行股份有限公司', true),
  bank('403', '中国邮政储蓄银行', '中国邮政储蓄银行股份有限公司', true),
  bank('203', '中国农业发展银行', '中国农业发展银行', false),
  bank('302', '中信银行', '中信银行股份有限公司', false),
  bank('303', '中国光大银行', '中国光大银行股份有限公司', false),
  bank('304', '华夏银行', '华夏银行股份有限公司', false),
  bank('305', '中国民生银行', '中国民生银行股份有限公司', false),
  bank('306', '广发银行', '广发银行股份有限公司', false),
  bank('307', '平安银行', '平安银行股份有限公司', false),
  bank('308', '招商银行', '招商银行股份有限公司', false),
  bank('309', '兴业银行', '兴业银行股份有限公司', false),
  bank('310', '上海浦东发展银行', '上海浦东发展银行股份有限公司', false),
  bank('315', '恒丰银行', '恒丰银行股份有限公司', false),
  bank('316', '浙商银行', '浙商银行股份有限公司', false),
  bank('318', '渤海银行', '渤海银行股份有限公司', false),
];

const byCode = new Map(BANKS.map((b) => [b.bankCode, b]));
export const bankOf = (code: string): Bank | undefined => byCode.get(code);

/** Provinces and their prefecture-level cities, GB/T 2260 as @vant/area-data lists them (the table the
 * region pickers use). */
export const provinces = (): readonly RegionNode[] => regionChildren(null);
export const citiesOf = (provinceCode: string): readonly RegionNode[] => regionChildren(provinceCode);

/** "北京市" -> "北京", "烟台市" -> "烟台"; a prefecture ("延边朝鲜族自治州") keeps its full name. */
const shortCity = (name: string) => (name.endsWith('市') && name.length > 2 ? name.slice(0, -1) : name);
const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000']);

export interface Branch {
  branchCode: string;
  branchName: string;
}

/** The bank's branches in a city: a provincial branch in the provincial capital (the province's first
 * city in GB/T 2260 order) and a city branch elsewhere; joint-stock banks only in the capital. */
export function branchesOf(bankCode: string, cityCode: string): Branch[] {
  const b = bankOf(bankCode);
  const provinceCode = `${cityCode.slice(0, 2)}0000`;
  const cities = citiesOf(provinceCode);
  const city = cities.find((c) => c.code === cityCode);
  if (!b || !city) return [];
  const capital = cities[0]?.code === cityCode;
  const province = provinces().find((p) => p.code === provinceCode)!;
  const out: Branch[] = [];
  if (capital && !b.everyCity) return [{ branchCode: `${b.bankCode}${cityCode}002`, branchName: `${b.legalName}${shortCity(MUNICIPALITIES.has(provinceCode) ? province.name : city.name)}分行` }];
  if (capital) {
    out.push({ branchCode: `${b.bankCode}${cityCode}001`, branchName: `${b.legalName}${province.name}分行营业部` });
    if (!MUNICIPALITIES.has(provinceCode)) out.push({ branchCode: `${b.bankCode}${cityCode}002`, branchName: `${b.legalName}${shortCity(city.name)}分行` });
    return out;
  }
  if (!b.everyCity) return [];
  out.push({ branchCode: `${b.bankCode}${cityCode}002`, branchName: `${b.legalName}${shortCity(city.name)}分行` });
  return out;
}

export const branchOf = (bankCode: string, cityCode: string, branchCode: string): Branch | undefined =>
  branchesOf(bankCode, cityCode).find((x) => x.branchCode === branchCode);
