// What each invoice move does besides changing the status (the table itself is workflow.ts). Every effect
// runs in the move's transaction with the invoice row locked; any refusal writes nothing.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { fail } from '../../core';
import { checkFileRefs, fileTables, restrictFiles } from '../file';
import { userTables } from '../user';
import * as t from './tables';
import type { InvoiceFile } from './tables';
import type { MoveContext } from './types';

export interface MoveArgs {
  agree: { invoiceNumber: string; files: InvoiceFile[] };
}

const FILE_GONE = '发票文件不存在，请重新上传';
const key = (c: MoveContext) => and(eq(t.invoices.tntId, c.tntId), eq(t.invoices.invoiceId, c.row.invoiceId));

/** The invoice's files must be uploads of the seller's own enterprise; from now on they are the two
 * parties' only (served with a party page's grant, like payment vouchers). */
async function sellerFiles(c: MoveContext, files: InvoiceFile[]): Promise<InvoiceFile[]> {
  await checkFileRefs(c.tx, c.tntId, files, FILE_GONE);
  const ids = [...new Set(files.map((f) => f.id))];
  const f = fileTables.files;
  const a = userTables.accounts;
  const found = await c.tx
    .select({ id: f.fileId, name: f.fileNm })
    .from(f)
    .innerJoin(a, and(eq(a.tntId, f.tntId), eq(a.accountId, f.accountId)))
    .where(and(eq(f.tntId, c.tntId), inArray(f.fileId, ids), eq(a.companyId, c.row.sellerCompanyId)));
  if (found.length !== ids.length) throw fail('BAD_REQUEST', FILE_GONE);
  await restrictFiles(c.tx, c.tntId, ids);
  return found.map((x) => ({ id: x.id, name: x.name, url: files.find((r) => r.id === x.id)!.url }));
}

export const EFFECTS = {
  // 同意开票: the number the seller gave the invoice (once per seller) and its file.
  agree: async (c: MoveContext<MoveArgs['agree']>) => {
    const number = c.args.invoiceNumber.trim();
    if (!/^[0-9A-Za-z]{8,20}$/.test(number)) throw fail('BAD_REQUEST', '发票号码为8-20位数字或字母');
    const [dup] = await c.tx
      .select({ id: t.invoices.invoiceId })
      .from(t.invoices)
      .where(and(eq(t.invoices.tntId, c.tntId), eq(t.invoices.sellerCompanyId, c.row.sellerCompanyId), eq(t.invoices.invoiceNumber, number), ne(t.invoices.invoiceId, c.row.invoiceId)));
    if (dup) throw fail('CONFLICT', `发票号码${number}已被使用`);
    const files = await sellerFiles(c, c.args.files);
    await c.tx.update(t.invoices).set({ invoiceNumber: number, files, decidedBy: c.actor.accountId, decidedAt: c.now }).where(key(c));
    c.note ||= `发票号码 ${number}`;
  },
  // 拒绝开票: the reason is what the buyer reads on the order.
  refuse: async (c: MoveContext) => {
    const reason = c.note.trim();
    if (!reason) throw fail('BAD_REQUEST', '请填写拒绝原因');
    await c.tx.update(t.invoices).set({ reason, decidedBy: c.actor.accountId, decidedAt: c.now }).where(key(c));
  },
  // 撤销申请: nothing to undo; the amounts stop counting against the orders with the status.
  cancel: async (c: MoveContext) => {
    c.note ||= '买家撤销申请';
  },
};
