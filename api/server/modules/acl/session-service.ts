// Tokens (spec section 3 token object): opaque random access and refresh tokens, stored only as SHA-256
// digests. Refresh rotates (the old refresh token is spent); presenting a spent refresh token revokes
// the whole family (seqNo) and answers forced-out, unless it comes back within REUSE_GRACE_MS of its
// rotation (see there). Logout and account switch revoke on the server.
// Valid sessions are cached in memory; every revocation publishes on the bus after its commit and waits
// until every process has dropped them (core/invalidation.ts), so the answer leaves only then.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { TOKEN_TTL } from '../../../catalogue';
import { withTenant, type Db, type Tx } from '../../db';
import * as t from './tables';
import { userTables } from '../user';
import { digest, fail, Lru, newId, newToken, type Clock, type ErrorName, type InvalidationBus, type Principal } from '../../core';
import type { TokenDTO } from '../user';

export type RevokeReason = 'logout' | 'switch' | 'reuse' | 'forced' | 'password';
/** Lifetimes of the token pair (wire.ts TOKEN_TTL by default). */
export type TokenTtl = { accessMs: number; refreshMs: number };
const FORCED: readonly string[] = ['reuse', 'forced', 'password'];
/** A spent refresh token presented again this soon after its rotation is its holder asking again, not a
 * thief: the answer to the rotation was lost (the tab was reloaded, or a navigation cancelled the call,
 * while the refresh was out), so the tab still holds the spent token. Treated as theft, the family was
 * revoked and the person logged out for pressing F5 at the wrong moment. Within the grace the token is
 * exchanged again (a new pair of the same family); after it, reuse revokes the family as before. The
 * window other identity providers give rotation overlap. */
export const REUSE_GRACE_MS = 30_000;

interface Cached {
  principal: Principal;
  revokeReason: string | null;
}

export class SessionService {
  private cache = new Lru<string, Cached>(50_000);
  private generation = 0;

  constructor(
    private readonly orm: Db,
    private readonly clock: Clock,
    private readonly bus: InvalidationBus,
    private readonly ttl: TokenTtl = TOKEN_TTL,
  ) {
    bus.subscribe((e) => {
      if (e.kind === 'reset') {
        this.generation++;
        this.cache.clear();
        return;
      }
      if (e.kind !== 'session') return;
      this.generation++;
      const families = new Set(e.familyIds);
      this.cache.deleteWhere((_, v) => v.principal.tntId === e.tntId && families.has(v.principal.familyId));
    });
  }

  /** The principal behind an access token, or the spec's code for an invalid, expired or revoked one. */
  async authenticate(tntId: string, token: string): Promise<Principal> {
    // The in-memory cache is keyed by the token itself: hashing it on every request cost 5-10 µs of the
    // server's CPU under load (OpenSSL, cold caches). Only a miss hashes it, to find the stored digest.
    const key = `${tntId}\u0000${token}`;
    let entry = this.cache.get(key);
    if (!entry) {
      const gen = this.generation;
      entry = await this.load(tntId, digest(token));
      // Not stored when an invalidation arrived meanwhile, or while the bus may be missing events.
      if (gen === this.generation && this.bus.live) this.cache.set(key, entry);
    }
    if (entry.revokeReason) throw fail(FORCED.includes(entry.revokeReason) ? 'FORCED_OUT' : 'TOKEN_INVALID');
    if (entry.principal.accessExpiresAt <= this.clock.now()) throw fail('TOKEN_EXPIRED');
    return entry.principal;
  }

  private async load(tntId: string, accessHash: string): Promise<Cached> {
    const [row] = await withTenant(this.orm, tntId, (tx) =>
      tx
        .select({
          sessionId: t.sessions.sessionId, familyId: t.sessions.familyId, accountId: t.sessions.accountId,
          personId: t.sessions.personId, accessExpiresAt: t.sessions.accessExpiresAt, revokeReason: t.sessions.revokeReason,
          revokedAt: t.sessions.revokedAt, accountType: userTables.accounts.accountType, companyId: userTables.accounts.companyId,
          isTnt: userTables.accounts.isTnt, status: userTables.accounts.status,
        })
        .from(t.sessions)
        .innerJoin(userTables.accounts, and(eq(userTables.accounts.tntId, t.sessions.tntId), eq(userTables.accounts.accountId, t.sessions.accountId)))
        .where(and(eq(t.sessions.tntId, tntId), eq(t.sessions.accessHash, accessHash))),
    );
    if (!row || row.status !== '1') throw fail('TOKEN_INVALID');
    return {
      principal: {
        tntId, sessionId: row.sessionId, familyId: row.familyId, accountId: row.accountId, personId: row.personId,
        accountType: row.accountType, companyId: row.companyId, isTnt: row.isTnt, accessExpiresAt: row.accessExpiresAt.getTime(),
      },
      revokeReason: row.revokedAt ? (row.revokeReason ?? 'logout') : null,
    };
  }

  /** Issues a token pair inside the caller's transaction; a new family unless one is given (rotation). */
  async issue(tx: Tx, tntId: string, accountId: string, personId: string, familyId = newId()): Promise<TokenDTO> {
    const now = this.clock.now();
    const access = newToken();
    const refresh = newToken();
    const expired = now + this.ttl.accessMs;
    await tx.insert(t.sessions).values({
      tntId, sessionId: newId(), familyId, accountId, personId, accessHash: digest(access), refreshHash: digest(refresh),
      accessExpiresAt: new Date(expired), refreshExpiresAt: new Date(now + this.ttl.refreshMs), createdAt: new Date(now),
    });
    return { access_token: access, refresh_token: refresh, expired, seqNo: familyId };
  }

  async refresh(tntId: string, refreshToken: string): Promise<TokenDTO> {
    const now = this.clock.now();
    const outcome = await withTenant(this.orm, tntId, async (tx): Promise<{ error?: ErrorName; revoked?: string; token?: TokenDTO }> => {
      const [s] = await tx
        .select()
        .from(t.sessions)
        .where(and(eq(t.sessions.tntId, tntId), eq(t.sessions.refreshHash, digest(refreshToken))))
        .for('update');
      if (!s) return { error: 'TOKEN_INVALID' };
      if (s.revokedAt) return { error: FORCED.includes(s.revokeReason ?? '') ? 'FORCED_OUT' : 'TOKEN_INVALID' };
      if (s.rotatedAt && now - s.rotatedAt.getTime() > REUSE_GRACE_MS) {
        // A spent refresh token came back: someone holds a copy. End the whole family.
        await this.revokeInTx(tx, tntId, [s.familyId], 'reuse');
        return { error: 'FORCED_OUT', revoked: s.familyId };
      }
      if (s.refreshExpiresAt.getTime() <= now) return { error: 'TOKEN_EXPIRED' };
      const [account] = await tx
        .select({ status: userTables.accounts.status })
        .from(userTables.accounts)
        .where(and(eq(userTables.accounts.tntId, tntId), eq(userTables.accounts.accountId, s.accountId)));
      if (account?.status !== '1') return { error: 'TOKEN_INVALID' };
      // Spent once: a second exchange within the grace keeps the first one's time, so the grace never grows.
      if (!s.rotatedAt) {
        await tx
          .update(t.sessions)
          .set({ rotatedAt: new Date(now) })
          .where(and(eq(t.sessions.tntId, tntId), eq(t.sessions.sessionId, s.sessionId)));
      }
      return { token: await this.issue(tx, tntId, s.accountId, s.personId, s.familyId) };
    });
    if (outcome.revoked) await this.bus.publish({ kind: 'session', tntId, familyIds: [outcome.revoked] });
    if (outcome.error) throw fail(outcome.error);
    return outcome.token!;
  }

  async revokeInTx(tx: Tx, tntId: string, familyIds: string[], reason: RevokeReason): Promise<void> {
    if (familyIds.length === 0) return;
    await tx
      .update(t.sessions)
      .set({ revokedAt: new Date(this.clock.now()), revokeReason: reason })
      .where(and(eq(t.sessions.tntId, tntId), inArray(t.sessions.familyId, familyIds), isNull(t.sessions.revokedAt)));
  }

  /** Revokes families of the given person (logout, switch); publishes after commit. */
  async revokeFamilies(tntId: string, personId: string, familyIds: string[], reason: RevokeReason): Promise<void> {
    const owned = await withTenant(this.orm, tntId, async (tx) => {
      const rows = await tx
        .selectDistinct({ familyId: t.sessions.familyId })
        .from(t.sessions)
        .where(and(eq(t.sessions.tntId, tntId), eq(t.sessions.personId, personId), inArray(t.sessions.familyId, familyIds)));
      const ids = rows.map((r) => r.familyId);
      await this.revokeInTx(tx, tntId, ids, reason);
      return ids;
    });
    if (owned.length) await this.bus.publish({ kind: 'session', tntId, familyIds: owned });
  }

  /** Revokes every live session of a person (password reset, forced out). */
  async revokePerson(tntId: string, personId: string, reason: RevokeReason): Promise<void> {
    const families = await withTenant(this.orm, tntId, async (tx) => {
      const rows = await tx
        .selectDistinct({ familyId: t.sessions.familyId })
        .from(t.sessions)
        .where(and(eq(t.sessions.tntId, tntId), eq(t.sessions.personId, personId), isNull(t.sessions.revokedAt)));
      const ids = rows.map((r) => r.familyId);
      await this.revokeInTx(tx, tntId, ids, reason);
      return ids;
    });
    if (families.length) await this.bus.publish({ kind: 'session', tntId, familyIds: families });
  }
}
