// Where an account is held, checked against the bundled reference lists: the bank, the province, the city
// of that province, and a branch of that bank in that city. Answers the names kept with the account.
import { fail } from '../../core';
import { bankOf, branchOf, citiesOf, provinces } from './banks';

export interface PlaceInput {
  bankCode: string;
  provinceCode: string;
  cityCode: string;
  branchCode: string;
}

export function checkPlace(p: PlaceInput) {
  const bank = bankOf(p.bankCode);
  if (!bank) throw fail('BAD_REQUEST', '请选择开户银行');
  const province = provinces().find((x) => x.code === p.provinceCode);
  if (!province) throw fail('BAD_REQUEST', '请选择开户省份');
  const city = citiesOf(p.provinceCode).find((x) => x.code === p.cityCode);
  if (!city) throw fail('BAD_REQUEST', '开户城市不在所选省份内，请重新选择');
  const branch = branchOf(p.bankCode, p.cityCode, p.branchCode);
  if (!branch) throw fail('BAD_REQUEST', '开户支行不属于所选银行和城市，请重新选择');
  return {
    bankCode: bank.bankCode, bankName: bank.bankName, provinceCode: province.code, provinceName: province.name, cityCode: city.code, cityName: city.name,
    branchCode: branch.branchCode, branchName: branch.branchName,
  };
}
