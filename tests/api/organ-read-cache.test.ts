// The role and department reads are kept read handlers (issue 32; api/server/modules/organ/reads.ts): asked
// again while nothing they read has been written, the answer is given again without reading; a write they
// depend on drops it at once, whoever made it: a role renamed, a department added, and the caller's own
// grants taken away (the kept answer is then refused 403, not given again). Both engines: on PostgreSQL the
// read cache (and with it the answer cache) is turned on for the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
let admin: string;
let seller: string;
beforeAll(async () => {
  h = await startTestServer({ db: await openTestDatabase({ readCache: true }) });
  [admin, seller] = (await Promise.all([h.client.token(PHONES.admin), h.client.token(PHONES.seller)])) as [string, string];
});
afterAll(() => h.close());

const PAGE = { pageNum: 1, pageSize: 10 };
type Node = { menuId: string; menuPath: string; children?: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

/** The answers the cache gave and computed while `fn` ran. */
async function counted<T>(fn: () => Promise<T>): Promise<{ value: T; hits: number; misses: number }> {
  const before = { ...h.db.readCache!.answers.stats };
  const value = await fn();
  const after = h.db.readCache!.answers.stats;
  return { value, hits: after.hits - before.hits, misses: after.misses - before.misses };
}

/** Asks until an answer is given again: nothing is kept until the read cache knows the schema (read on
 * the first read). A hang guard, not a time limit. */
async function warm(fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 3000 && !(await counted(fn)).hits; i++) await new Promise((r) => setTimeout(r, 20));
}

const rolePage = () => ok(h.client, 'organ.rolePage', PAGE, seller);
const organTree = () => ok(h.client, 'organ.organTree', {}, seller);

describe('role and department reads are kept answers', () => {
  it('organ.rolePage: given again unchanged; a role renamed is seen by the very next read', async () => {
    await warm(rolePage);
    const first = await counted(rolePage);
    const again = await counted(rolePage);
    expect([again.hits, again.misses]).toEqual([1, 0]);
    expect(again.value).toEqual(first.value);
    const role = first.value.records.find((r: { roleNm: string }) => r.roleNm === '商品专员');
    const tree = await ok(h.client, 'organ.roleTree', { roleId: role.roleId }, seller);
    await ok(h.client, 'organ.roleSave', { roleId: role.roleId, roleNm: '商品运营', menuIds: tree.menuIds }, seller);
    const after = await counted(rolePage);
    expect(after.misses).toBe(1);
    expect(after.value.records.map((r: { roleNm: string }) => r.roleNm)).toContain('商品运营');
    await ok(h.client, 'organ.roleSave', { roleId: role.roleId, roleNm: '商品专员', menuIds: tree.menuIds }, seller);
    expect((await rolePage()).records.map((r: { roleNm: string }) => r.roleNm)).toContain('商品专员');
  });

  it('organ.roleTree and organ.roleOptions are kept per body and caller', async () => {
    const tree = () => ok(h.client, 'organ.roleTree', { roleId: 'RC0011' }, seller);
    await warm(tree);
    expect((await counted(tree)).hits).toBe(1);
    const options = () => ok(h.client, 'organ.roleOptions', {}, seller);
    await warm(options);
    const kept = await counted(options);
    expect(kept.hits).toBe(1);
    expect(kept.value.map((o: { label: string }) => o.label)).toEqual(expect.arrayContaining(['订单专员', '商品专员']));
  });

  it('organ.organTree and organ.organDetail: a department added or renamed is seen by the very next read', async () => {
    await warm(organTree);
    expect((await counted(organTree)).hits).toBe(1);
    const added = await ok(h.client, 'organ.organSave', { organNm: '缓存测试部' }, seller);
    const after = await counted(organTree);
    expect(after.misses).toBe(1);
    expect(flat(after.value as Node[]).map((n) => (n as unknown as { organNm: string }).organNm)).toContain('缓存测试部');
    const detail = () => ok(h.client, 'organ.organDetail', { organId: added.organId }, seller);
    await warm(detail);
    expect((await counted(detail)).hits).toBe(1);
    await ok(h.client, 'organ.organSave', { organId: added.organId, organNm: '缓存测试二部' }, seller);
    expect((await detail()).organNm).toBe('缓存测试二部');
    await ok(h.client, 'organ.organDelete', { organId: added.organId }, seller);
    expect(flat((await organTree()) as Node[]).map((n) => (n as unknown as { organNm: string }).organNm)).not.toContain('缓存测试二部');
  });

  it("the caller's own grants taken away: the kept answer is refused 403 on the next read; given back: answered", async () => {
    await warm(rolePage);
    const tree = await ok(h.client, 'organ.roleTree', { roleId: 'R03' }, admin);
    const roleManage = flat(tree.tree).find((n) => n.menuPath === 'RoleManage')!;
    const below = new Set(flat([roleManage]).map((n) => n.menuId));
    await ok(h.client, 'organ.roleSave', { roleId: 'R03', roleNm: '卖家管理员', menuIds: tree.menuIds.filter((id: string) => !below.has(id)) }, admin);
    const refused = await h.client.call('organ.rolePage', PAGE, { token: seller });
    expect(refused.status).toBe(403);
    await ok(h.client, 'organ.roleSave', { roleId: 'R03', roleNm: '卖家管理员', menuIds: tree.menuIds }, admin);
    expect((await rolePage()).total).toBe(2);
  });
});
