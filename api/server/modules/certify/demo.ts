// Demo certifications (issue 32: every state has rows on a fresh start), in the demo tenant T1001:
// - certified: the demo enterprises 绿源、丰收、惠农、安达 and the people of the demo accounts (made through
//   the moves: submitted, then approved by the tenant admin 13800000001);
// - in review, rejected, not yet: three new enterprises, each with its admin (13800000011-13), and two
//   personal members (13800000014 in review, 13800000015 rejected), password Demo@2026.
// Idempotent: fixed ids; a subject that has a document already is left alone.
import { and, eq } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import { encodePng } from '../../core/png';
import { DEMO_PASSWORD, hashPassword } from '../acl';
import { fileTables } from '../file';
import { permissionTables } from '../permission';
import { userTables } from '../user';
import { creditCode, DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import { idCardCheckChar, regionFullName } from '../../../../engine/validation';
import * as t from './tables';
import type { PictureRef } from './tables';
import { certDocument, mirrorStatus } from './move';
import { CERT_TYPE, type CertType } from './workflow';
import type { CertMover, Submitted } from './types';

const TNT = DEMO_TENANT_ID;
const PLATFORM: CertMover = { accountId: 'A010', companyId: 'C000', role: 'platform', personId: 'P01' };
const idCard = (first17: string): string => first17 + idCardCheckChar(first17);
const at = (minutes: number): Date => new Date(SEED_TIME.getTime() + minutes * 60_000);

/** New enterprises whose admins wait at each state, and new personal members. */
export const CERT_COMPANIES = [
  { companyId: 'C011', companyNm: '青禾果蔬种植专业合作社', creditCode: creditCode('93370602MA3C00011'), status: '2' },
  { companyId: 'C012', companyNm: '田园优品农业发展有限公司', creditCode: creditCode('91370602MA3C00012'), status: '1' },
  { companyId: 'C013', companyNm: '春耕农资贸易有限公司', creditCode: creditCode('91370602MA3C00013'), status: '1' },
] as const;

interface Who {
  personId: string;
  phone: string;
  username: string;
  realName: string;
  accountId: string;
  companyId: string | null;
  roleId: string;
}
export const CERT_PEOPLE: Who[] = [
  { personId: 'P11', phone: '13800000011', username: '青禾合作社', realName: '周青禾', accountId: 'A110', companyId: 'C011', roleId: 'R08' },
  { personId: 'P12', phone: '13800000012', username: '田园优品', realName: '吴田园', accountId: 'A120', companyId: 'C012', roleId: 'R08' },
  { personId: 'P13', phone: '13800000013', username: '春耕农资', realName: '郑春耕', accountId: 'A130', companyId: 'C013', roleId: 'R08' },
  { personId: 'P14', phone: '13800000014', username: '陈果农', realName: '陈果农', accountId: 'A140', companyId: null, roleId: 'R07' },
  { personId: 'P15', phone: '13800000015', username: '刘菜农', realName: '刘菜农', accountId: 'A150', companyId: null, roleId: 'R07' },
];

type Plan = 'certified' | 'inReview' | 'rejected' | 'notYet';
interface DemoCert {
  certId: string;
  certType: CertType;
  subjectId: string;
  accountId: string;
  personId: string;
  companyId: string | null;
  plan: Plan;
  data: Omit<Submitted, 'pictures'>;
  reason?: string;
}

const person = (certId: string, personId: string, accountId: string, companyId: string | null, realName: string, phone: string, id17: string, plan: Plan, reason?: string): DemoCert => ({
  certId, certType: CERT_TYPE.person, subjectId: personId, accountId, personId, companyId, plan, reason,
  data: { applicantNm: realName, phone, realName, idCard: idCard(id17), companyNm: '', creditCode: '', regionCode: '', regionName: '', address: '' },
});
const enterprise = (certId: string, companyId: string, companyNm: string, code: string, who: { personId: string; accountId: string; realName: string; phone: string }, regionCode: string, address: string, plan: Plan, reason?: string): DemoCert => ({
  certId, certType: CERT_TYPE.enterprise, subjectId: companyId, accountId: who.accountId, personId: who.personId, companyId, plan, reason,
  data: { applicantNm: who.realName, phone: who.phone, realName: who.realName, idCard: '', companyNm, creditCode: code, regionCode, regionName: regionFullName(regionCode), address },
});

export const DEMO_CERTS: DemoCert[] = [
  enterprise('CERT-E001', 'C001', '绿源农业科技有限公司', creditCode('91330100MA2C00001'), { personId: 'P02', accountId: 'A020', realName: '张卖家', phone: '13800000002' }, '330106', '杭州市西湖区文三路90号', 'certified'),
  enterprise('CERT-E002', 'C002', '丰收农产品采购有限公司', creditCode('91330100MA2C00002'), { personId: 'P03', accountId: 'A030', realName: '赵买家', phone: '13800000003' }, '330105', '杭州市拱墅区湖州街51号', 'certified'),
  enterprise('CERT-E003', 'C003', '惠农代销服务有限公司', creditCode('91330100MA2C00003'), { personId: 'P04', accountId: 'A040', realName: '钱代销', phone: '13800000004' }, '330108', '杭州市滨江区江南大道588号', 'certified'),
  enterprise('CERT-E004', 'C004', '安达仓储物流有限公司', creditCode('91330100MA2C00004'), { personId: 'P05', accountId: 'A050', realName: '孙仓管', phone: '13800000005' }, '330110', '杭州市余杭区仓前街道良睦路1399号', 'certified'),
  enterprise('CERT-E011', 'C011', '青禾果蔬种植专业合作社', CERT_COMPANIES[0].creditCode, { personId: 'P11', accountId: 'A110', realName: '周青禾', phone: '13800000011' }, '370602', '烟台市芝罘区幸福中路66号', 'inReview'),
  enterprise('CERT-E012', 'C012', '田园优品农业发展有限公司', CERT_COMPANIES[1].creditCode, { personId: 'P12', accountId: 'A120', realName: '吴田园', phone: '13800000012' }, '370612', '烟台市牟平区宁海大街120号', 'rejected', '营业执照照片不清晰，请上传清晰完整的营业执照'),
  person('CERT-P002', 'P02', 'A020', 'C001', '张卖家', '13800000002', '33010619850312001', 'certified'),
  person('CERT-P003', 'P03', 'A030', 'C002', '赵买家', '13800000003', '33010519870521002', 'certified'),
  person('CERT-P006', 'P06', 'A060', null, '李农户', '13800000006', '37060219800101003', 'certified'),
  person('CERT-P011', 'P11', 'A110', 'C011', '周青禾', '13800000011', '37060219820606004', 'certified'),
  person('CERT-P012', 'P12', 'A120', 'C012', '吴田园', '13800000012', '37061219790315007', 'certified'),
  person('CERT-P013', 'P13', 'A130', 'C013', '郑春耕', '13800000013', '37060219830720008', 'certified'),
  person('CERT-P014', 'P14', 'A140', null, '陈果农', '13800000014', '37061219900909005', 'inReview'),
  person('CERT-P015', 'P15', 'A150', null, '刘菜农', '13800000015', '37061219921111006', 'rejected', '身份证照片与填写的号码不一致，请重新上传'),
];

/** A picture of a card or a licence, stored like an upload of the applicant and restricted. */
async function picture(tx: Tx, accountId: string, fileId: string, name: string, band: readonly [number, number, number]): Promise<PictureRef> {
  const w = 200, h = 126;
  const rgb = new Uint8Array(w * h * 3).map((_, k) => (Math.floor(k / 3 / w) < 28 ? band[k % 3]! : [0xf6, 0xf3, 0xea][k % 3]!));
  const png = encodePng(w, h, rgb);
  await tx.insert(fileTables.files).values({ tntId: TNT, fileId, accountId, fileNm: name, mime: 'image/png', sizeBytes: png.length, content: new Uint8Array(png), createdAt: SEED_TIME, restricted: true }).onConflictDoNothing();
  return { id: fileId, name, url: `/scpr/file/file/download?tntId=${TNT}&id=${fileId}` };
}

async function seedPeople(tx: Tx): Promise<void> {
  await tx.insert(userTables.companies).values(CERT_COMPANIES.map((c) => ({ tntId: TNT, companyId: c.companyId, companyNm: c.companyNm, creditCode: c.creditCode, authStatus: c.status, createdAt: SEED_TIME }))).onConflictDoNothing();
  const present = new Set((await tx.select({ id: userTables.persons.personId }).from(userTables.persons).where(eq(userTables.persons.tntId, TNT))).map((r) => r.id));
  const missing = CERT_PEOPLE.filter((p) => !present.has(p.personId));
  const hash = missing.length ? await hashPassword(DEMO_PASSWORD) : '';
  for (const p of missing) {
    await tx.insert(userTables.persons).values({
      tntId: TNT, personId: p.personId, phone: p.phone, passwordHash: hash, username: p.username, userIcon: '', realName: null, idCard: null,
      userAuthStatus: '1', lastAccountId: p.accountId, createdAt: SEED_TIME,
    }).onConflictDoNothing();
    await tx.insert(userTables.accounts).values({
      tntId: TNT, accountId: p.accountId, personId: p.personId, accountType: p.companyId ? 2 : 1, companyId: p.companyId, isTnt: false, status: '1', createdAt: SEED_TIME,
    }).onConflictDoNothing();
    await tx.insert(permissionTables.accountRoles).values({ tntId: TNT, accountId: p.accountId, roleId: p.roleId }).onConflictDoNothing();
  }
}

async function seedCert(tx: Tx, c: DemoCert, i: number): Promise<void> {
  const [had] = await tx.select({ id: t.certifications.certId }).from(t.certifications).where(and(eq(t.certifications.tntId, TNT), eq(t.certifications.certId, c.certId)));
  if (had) return;
  const applicant: CertMover = { accountId: c.accountId, companyId: c.companyId, role: 'applicant', personId: c.personId };
  const enterprise = c.certType === CERT_TYPE.enterprise;
  const pictures = enterprise
    ? [await picture(tx, c.accountId, `${c.certId}-L`, '营业执照.png', [0xb0, 0x2b, 0x2b])]
    : [await picture(tx, c.accountId, `${c.certId}-F`, '身份证人像面.png', [0x2b, 0x6c, 0xb0]), await picture(tx, c.accountId, `${c.certId}-B`, '身份证国徽面.png', [0xc0, 0x8a, 0x1c])];
  const created = at(i * 37);
  const [row] = await tx.insert(t.certifications).values({
    tntId: TNT, certId: c.certId, certType: c.certType, subjectId: c.subjectId, status: '1', applicantId: c.accountId, applicantNm: c.data.applicantNm, phone: c.data.phone,
    realName: '', idCard: '', companyNm: '', creditCode: '', regionCode: '', regionName: '', address: '', pictures: [], rejectReason: '', createdAt: created, updatedAt: created,
  }).returning();
  await certDocument.record(tx, row!, { move: 'create', from: null, to: '1', actor: applicant, note: '', at: created });
  // The demo people were seeded certified (acl/demo.ts); their documents walk the path from "not yet".
  await mirrorStatus(tx, row!, '1');
  if (c.plan === 'notYet') return;
  await certDocument.move(tx, { tntId: TNT, id: c.certId, move: 'submit', actor: applicant, now: at(i * 37 + 5), args: { ...c.data, pictures } });
  if (c.plan === 'certified') await certDocument.move(tx, { tntId: TNT, id: c.certId, move: 'approve', actor: PLATFORM, now: at(i * 37 + 60) });
  if (c.plan === 'rejected') await certDocument.move(tx, { tntId: TNT, id: c.certId, move: 'reject', actor: PLATFORM, now: at(i * 37 + 60), args: { reason: c.reason! } });
}

export async function seedCertifyDemo(db: Database): Promise<void> {
  await withTenant(db.orm, TNT, async (tx) => {
    await seedPeople(tx);
    for (const [i, c] of DEMO_CERTS.entries()) await seedCert(tx, c, i);
  });
}
