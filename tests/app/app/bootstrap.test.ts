// Logged-in page config rule (spec 4) and the approve mark (spec 6, 7).
import { describe, expect, it } from 'vitest';
import { KEYS, UNIFY_TENANT } from '../../../api/client';
import { ensurePageConfig, loadApproveMark } from '../../../src/app';
import { approveMarkAtom, globalPageConfigAtom, tntIdAtom, idytpCdAtom, type Caller } from '../../../src/session';
import { appFixture } from '../helpers/app-fixture';
import { ok } from '../helpers/fake-api';

const call = (f: ReturnType<typeof appFixture>): Caller => (key, payload) => f.app.client.call(key, payload);

describe('page config after login (spec 4)', () => {
  it('no config on a normal tenant: fetched', async () => {
    const f = appFixture({ [KEYS.tenantPageConfig]: () => ok({ infoRespDTO: { systemName: '茶叶产业平台', introduction: '简介' }, pageRespDTO: [] }) });
    f.app.store.set(tntIdAtom, 'T001');
    f.app.store.set(idytpCdAtom, 'I01');
    await ensurePageConfig(f.app.store, call(f) as never, UNIFY_TENANT.tntId);
    expect(f.bodyOf(KEYS.tenantPageConfig)).toEqual({ idytpCd: 'I01', tntid: 'T001' });
    expect(f.app.store.get(globalPageConfigAtom)).toMatchObject({ systemName: '茶叶产业平台', introduction: '简介' });
  });

  it('config held: not fetched; default tenant: cleared', async () => {
    const f = appFixture({});
    f.app.store.set(tntIdAtom, 'T001');
    f.app.store.set(globalPageConfigAtom, { systemName: 'x' });
    await ensurePageConfig(f.app.store, call(f) as never, UNIFY_TENANT.tntId);
    expect(f.paths()).toEqual([]);
    f.app.store.set(tntIdAtom, UNIFY_TENANT.tntId);
    await ensurePageConfig(f.app.store, call(f) as never, UNIFY_TENANT.tntId);
    expect(f.app.store.get(globalPageConfigAtom)).toBeNull();
  });
});

describe('approve mark', () => {
  it.each([
    [{ mark: 1 }, true],
    [{ mark: 3 }, true],
    [{ mark: 0 }, false],
  ])('%o -> pending %s', async (answer, pending) => {
    const f = appFixture({ [KEYS.approveMark]: () => ok(answer) });
    await loadApproveMark(f.app.store, call(f) as never);
    expect(f.app.store.get(approveMarkAtom)).toBe(pending);
  });
});
