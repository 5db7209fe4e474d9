// How a certification is shown (certify.* answers): the stored row as the catalogue's view, its pictures
// with a grant to download them (they are restricted files: the applicant's and the platform's only).
import type { CertRow } from './types';
import { CERT_TYPE, certFlow, type CertRole } from './workflow';

export type Granter = (fileId: string) => string;

const iso = (d: Date | null): string => (d ? d.toISOString() : '');

export function certView(r: CertRow, side: CertRole, grant: Granter) {
  const pictures = r.pictures.map((p) => ({ ...p, url: grant(p.id) }));
  const enterprise = r.certType === CERT_TYPE.enterprise;
  return {
    certId: r.certId, certType: r.certType, status: r.status,
    realName: enterprise ? '' : r.realName, idCard: r.idCard, idPictures: enterprise ? [] : pictures,
    companyNm: r.companyNm, creditCode: r.creditCode, legalPerson: enterprise ? r.realName : '', licence: enterprise ? pictures : [],
    regionCode: r.regionCode, regionName: r.regionName, address: r.address, rejectReason: r.rejectReason,
    applicantNm: r.applicantNm, phone: r.phone, submittedAt: iso(r.submittedAt), decidedAt: iso(r.decidedAt),
    actions: certFlow.allowed(r.status, side),
  };
}

/** A subject that has never submitted: its stored status (demo and older subjects may be certified without
 * a document), and what the applicant may prefill (a personal registration's name and ID card). */
export function blankView(certType: string, status: string, prefill: { realName?: string; idCard?: string; companyNm?: string; creditCode?: string }) {
  return {
    certId: '', certType, status, realName: prefill.realName ?? '', idCard: prefill.idCard ?? '', idPictures: [], companyNm: prefill.companyNm ?? '',
    creditCode: prefill.creditCode ?? '', legalPerson: '', licence: [], regionCode: '', regionName: '', address: '', rejectReason: '', applicantNm: '',
    phone: '', submittedAt: '', decidedAt: '', actions: certFlow.allowed(status, 'applicant'),
  };
}
