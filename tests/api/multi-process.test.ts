// Two server instances as two processes behind a load balancer: each with its own database pool, its
// own caches and its own invalidation bus connection, sharing PostgreSQL (and Redis for the nonces when
// REDIS_URL is set). What one instance is told must hold on the other from the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { BUS_APPLICATION_NAME } from '../../api/server/core/bus-postgres';
import { REUSE_GRACE_MS } from '../../api/server/modules/acl';
import { nonce } from './support/client';
import { DATABASE_URL } from './support/env';
import { startCluster, REDIS_URL, type Cluster, type Instance } from './support/multi-server';

const status = (r: { status: number; body: { code: string } }) => [r.status, r.body.code];

describe.skipIf(!REDIS_URL)(`nonces shared through Redis${REDIS_URL ? '' : ' (skipped: REDIS_URL is not set; .ci/run sets it when redis-cli ping answers)'}`, () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    cluster = await startCluster();
    a = await cluster.start({ redis: true });
    b = await cluster.start({ redis: true });
  });
  afterAll(() => cluster.close());

  it('a nonce used on A is refused on B with the replay code, and the other way round', async () => {
    const n = nonce();
    expect(status(await a.client.call('tenant.getTntTag', {}, { nonce: n }))).toEqual([200, '0']);
    expect(status(await b.client.call('tenant.getTntTag', {}, { nonce: n }))).toEqual([400, ERRORS.REPLAY.code]);
    const m = nonce();
    expect(status(await b.client.call('tenant.getTntTag', {}, { nonce: m }))).toEqual([200, '0']);
    expect(status(await a.client.call('tenant.getTntTag', {}, { nonce: m }))).toEqual([400, ERRORS.REPLAY.code]);
  });
});

describe.skipIf(!DATABASE_URL)(`cache invalidation across instances on PostgreSQL${DATABASE_URL ? '' : ' (skipped: needs DATABASE_URL; PGlite is one process)'}`, () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    cluster = await startCluster();
    a = await cluster.start();
    b = await cluster.start();
  });
  afterAll(() => cluster.close());

  it('logout on A: the token is refused on B on the very next request', async () => {
    const t = (await a.client.login('13800000003')).body.resultData.tokenDTO;
    // B caches the valid session.
    expect(status(await b.client.call('user.getUserInfo', {}, { token: t.access_token }))).toEqual([200, '0']);
    expect(status(await a.client.call('acl.logout', { seqNo: t.seqNo }, { token: t.access_token }))).toEqual([200, '0']);
    expect(status(await b.client.call('user.getUserInfo', {}, { token: t.access_token }))).toEqual([401, ERRORS.TOKEN_INVALID.code]);
  });

  it('a reused refresh token on A revokes the family: B answers forced-out on the very next request', async () => {
    const t = (await a.client.login('13800000002')).body.resultData.tokenDTO;
    const rotated = (await a.client.call('acl.refreshToken', { refreshToken: t.refresh_token })).body.resultData;
    expect(status(await b.client.call('user.getUserInfo', {}, { token: rotated.access_token }))).toEqual([200, '0']);
    cluster.clock.advance(REUSE_GRACE_MS + 1);
    expect((await a.client.call('acl.refreshToken', { refreshToken: t.refresh_token })).body.code).toBe(ERRORS.FORCED_OUT.code);
    expect((await b.client.call('user.getUserInfo', {}, { token: rotated.access_token })).body.code).toBe(ERRORS.FORCED_OUT.code);
  });

  it('a role change made on A: B refuses (and grants) the permission-carrying call on the very next request', async () => {
    const token = await a.client.token('13800000005'); // warehouse staff, account A050
    const perms = a.app.scpr.services.perms;
    await perms.setAccountRoles('T1001', 'A050', ['R06', 'R04']);
    expect(status(await b.client.call('notice.countUnread', {}, { token }))).toEqual([200, '0']);
    await perms.setAccountRoles('T1001', 'A050', ['R06']);
    expect(status(await b.client.call('notice.countUnread', {}, { token }))).toEqual([403, ERRORS.FORBIDDEN.code]);
    await perms.setAccountRoles('T1001', 'A050', ['R06', 'R04']);
    expect(status(await b.client.call('notice.countUnread', {}, { token }))).toEqual([200, '0']);
  });

  it('a change of what a role grants, made on B, is seen by A on the very next request', async () => {
    const token = await a.client.token('13800000004'); // agent, role R05
    expect(status(await a.client.call('notice.countUnread', {}, { token }))).toEqual([200, '0']);
    await b.app.scpr.services.perms.setRoleGrants('T1001', 'R05', ['Seller', 'Shopping', 'home']);
    expect(status(await a.client.call('notice.countUnread', {}, { token }))).toEqual([403, ERRORS.FORBIDDEN.code]);
    await b.app.scpr.services.perms.setRoleGrants('T1001', 'R05', ['Seller', 'Shopping', 'home', 'header-message']);
    expect(status(await a.client.call('notice.countUnread', {}, { token }))).toEqual([200, '0']);
  });

  it('when B loses its bus connection it stops trusting its caches, and listens again', async () => {
    const t = (await a.client.login('13800000003')).body.resultData.tokenDTO;
    expect(status(await b.client.call('user.getUserInfo', {}, { token: t.access_token }))).toEqual([200, '0']);
    const busB = b.app.scpr.bus;
    // Cut every bus connection of B's process: in this test process A's goes too, which is fine.
    await a.app.scpr.db.owner.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [BUS_APPLICATION_NAME]);
    await expect.poll(() => busB.live, { timeout: 60_000 }).toBe(false);
    // The logout on A cannot reach B's bus now; B must not answer from its cache.
    await a.client.call('acl.logout', { seqNo: t.seqNo }, { token: t.access_token });
    expect(status(await b.client.call('user.getUserInfo', {}, { token: t.access_token }))).toEqual([401, ERRORS.TOKEN_INVALID.code]);
    await expect.poll(() => busB.live && a.app.scpr.bus.live, { timeout: 60_000 }).toBe(true);
    expect(b.logs.some((l) => l.msg === 'invalidation bus: listening again')).toBe(true);
  });
});
