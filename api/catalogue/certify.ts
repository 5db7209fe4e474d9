// Certification (issue 32 item 1, spec 6): a person's real-name certification and an enterprise's
// certification, each a document (api/server/modules/certify/workflow.ts): the applicant reads and submits
// (again after a rejection), the platform (the tenant admin) lists, approves or rejects with a reason; the
// enterprise information page reads the certified enterprise.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, type FieldOf } from './shapes';

const c = <const F extends FieldOf<'certification'>>(field: F) => ref('certification', field);
const picture = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
const certView = open(
  {
    certId: str, certType: str, status: str, realName: str, idCard: str, idPictures: list(picture), companyNm: str, creditCode: str,
    legalPerson: str, licence: list(picture), regionCode: str, regionName: str, address: str, rejectReason: str, applicantNm: str, phone: str,
    submittedAt: str, decidedAt: str, actions: list(str),
  },
  ['certId', 'certType', 'status', 'actions'],
);
const historyRow = open({ seq: int, move: str, moveNm: str, fromStatus: str, toStatus: str, actorRole: str, note: str, at: str }, ['seq', 'move', 'moveNm', 'toStatus', 'at']);

export const certify = [
  defineCall({
    key: 'certify.person', method: 'POST', path: '/scpr/acl/authentication/person', permission: 'login',
    title: '本人实名认证（状态、资料、驳回原因）',
    request: obj({}),
    response: certView,
  }),
  defineCall({
    key: 'certify.personSubmit', method: 'POST', path: '/scpr/acl/authentication/person/submit', permission: 'login',
    title: '提交个人实名认证（驳回后重新认证）',
    request: obj({ realName: c('realName'), idCard: c('idCard'), idPictures: c('idPictures') }, ['realName', 'idCard', 'idPictures']),
    response: certView,
  }),
  defineCall({
    key: 'certify.enterprise', method: 'POST', path: '/scpr/acl/authentication/enterprise', permission: 'EntCertify',
    title: '当前企业的企业认证（状态、资料、驳回原因）',
    request: obj({}),
    response: certView,
  }),
  defineCall({
    key: 'certify.enterpriseSubmit', method: 'POST', path: '/scpr/acl/authentication/enterprise/submit', permission: 'EntCertify',
    title: '提交企业认证（驳回后重新认证）',
    request: obj(
      { companyNm: c('companyNm'), creditCode: c('creditCode'), legalPerson: c('legalPerson'), licence: c('licence'), regionCode: c('regionCode'), address: c('address') },
      ['companyNm', 'creditCode', 'legalPerson', 'licence', 'regionCode', 'address'],
    ),
    response: certView,
  }),
  defineCall({
    key: 'certify.page', method: 'POST', path: '/scpr/acl/authentication/page', permission: 'CompanyCert',
    title: '认证审核：本平台的个人实名认证与企业认证',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), certType: c('certType'), status: c('status'), keyword: c('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(certView), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'certify.detail', method: 'POST', path: '/scpr/acl/authentication/detail', permission: 'CompanyCert',
    title: '认证详情（资料、照片、审核记录）',
    request: obj({ certId: c('certId') }, ['certId']),
    response: open({ ...certView.properties, history: list(historyRow) }, [...certView.required, 'history']),
  }),
  defineCall({
    key: 'certify.approve', method: 'POST', path: '/scpr/acl/authentication/approve', permission: 'company-cert-approve',
    title: '认证通过',
    request: obj({ certId: c('certId') }, ['certId']),
    response: certView,
  }),
  defineCall({
    key: 'certify.reject', method: 'POST', path: '/scpr/acl/authentication/reject', permission: 'company-cert-reject',
    title: '驳回认证（填写原因）',
    request: obj({ certId: c('certId'), rejectReason: c('rejectReason') }, ['certId', 'rejectReason']),
    response: certView,
  }),
  defineCall({
    key: 'certify.enterpriseInfo', method: 'POST', path: '/scpr/acl/enterprise/info', permission: 'EntInfo',
    title: '企业信息（认证资料与认证状态）',
    request: obj({}),
    response: open(
      {
        companyId: str, companyNm: str, creditCode: str, entAuthStatus: str, legalPerson: str, regionCode: str, regionName: str, address: str,
        licence: list(picture), rejectReason: str, certifiedAt: str,
      },
      ['companyId', 'companyNm', 'creditCode', 'entAuthStatus'],
    ),
  }),
];
