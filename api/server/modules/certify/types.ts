// The certification row and what an applicant submits.
import type { Mover } from '../../core';
import type * as t from './tables';
import type { PictureRef } from './tables';
import type { CertRole } from './workflow';

export type CertRow = typeof t.certifications.$inferSelect;

/** The submitted data, checked and normalised (upper-case codes, region name from the region table). */
export interface Submitted {
  applicantNm: string;
  phone: string;
  realName: string;
  idCard: string;
  companyNm: string;
  creditCode: string;
  regionCode: string;
  regionName: string;
  address: string;
  pictures: PictureRef[];
}

/** A mover of a certification: an applicant carries the person it acts as (a person's own certification). */
export interface CertMover extends Mover<CertRole> {
  personId: string;
}

export const SYSTEM: CertMover = { accountId: 'system', companyId: null, role: 'system', personId: '' };
