// The reference lists of the purchase chain the form picks from (spec 7: bank, province, city, branch).
import { BANKS, branchesOf, citiesOf, provinces } from './banks';

const matches = (name: string, keyword?: string) => !keyword?.trim() || name.includes(keyword.trim());

export const bankList = (keyword?: string) => BANKS.filter((b) => matches(b.bankName, keyword)).map((b) => ({ bankCode: b.bankCode, bankName: b.bankName }));
export const provinceList = () => provinces().map((p) => ({ provinceCode: p.code, provinceName: p.name }));
export const cityList = (provinceCode?: string) => (provinceCode ? citiesOf(provinceCode).map((c) => ({ cityCode: c.code, cityName: c.name })) : []);
export const branchList = (bankCode?: string, cityCode?: string, keyword?: string) =>
  bankCode && cityCode ? branchesOf(bankCode, cityCode).filter((b) => matches(b.branchName, keyword)) : [];
