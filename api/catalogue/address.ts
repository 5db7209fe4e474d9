// Delivery addresses of a buyer (spec 7 "/mall/address/*", 2.6 my-address): per buyer enterprise, or per
// personal account; exactly one default; region codes GB/T 2260; phone by the spec 5 mobile rule.
import { defineCall } from './types';
import { bool, int, list, nul, obj, open, ref, str, type FieldOf } from './shapes';

const a = <const F extends FieldOf<'address'>>(field: F) => ref('address', field);
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const fields = { consignee: a('consignee'), phone: a('phone'), regionCode: a('regionCode'), detail: a('detail'), postalCode: a('postalCode'), isDefault: a('isDefault') };
const required = ['consignee', 'phone', 'regionCode', 'detail'] as const;

export const address = open(
  { addressId: str, consignee: str, phone: str, regionCode: str, regionName: str, detail: str, postalCode: str, isDefault: bool, updatedAt: str },
  ['addressId', 'consignee', 'phone', 'regionCode', 'regionName', 'detail', 'postalCode', 'isDefault'],
);

export const addressCalls = [
  defineCall({
    key: 'address.list', method: 'POST', path: '/scpr/mall/address/list', permission: 'MyAddress',
    title: '收货地址分页（默认地址在前）',
    request: obj(page, ['pageNum', 'pageSize']),
    response: open({ records: list(address), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'address.add', method: 'POST', path: '/scpr/mall/address/add', permission: 'address-add',
    title: '新增收货地址（第一个地址即为默认地址）',
    request: obj(fields, required),
    response: address,
  }),
  defineCall({
    key: 'address.update', method: 'POST', path: '/scpr/mall/address/update', permission: 'address-edit',
    title: '修改收货地址',
    request: obj({ addressId: a('addressId'), ...fields }, ['addressId', ...required]),
    response: address,
  }),
  defineCall({
    key: 'address.delete', method: 'POST', path: '/scpr/mall/address/delete', permission: 'address-delete',
    title: '删除收货地址（删除默认地址时，最近修改的另一地址成为默认）',
    request: obj({ addressId: a('addressId') }, ['addressId']),
    response: nul,
  }),
  defineCall({
    key: 'address.setDefault', method: 'POST', path: '/scpr/mall/address/setDefault', permission: 'address-edit',
    title: '设为默认收货地址',
    request: obj({ addressId: a('addressId') }, ['addressId']),
    response: address,
  }),
];
