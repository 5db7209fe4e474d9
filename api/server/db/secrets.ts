// Per-deployment secrets: from the environment when set (deployments that must share one), else 32 random
// bytes made at the first start and kept in provider_secrets (migration 0045), so every process of one
// deployment and every restart uses the same key. Read as the owner, once per database handle and name.
import { randomBytes } from 'node:crypto';
import type { Database } from './connection';

const cache = new WeakMap<Database, Map<string, Promise<string>>>();

async function load(db: Database, name: string): Promise<string> {
  const read = async () => (await db.owner.query<{ secret: string }>('SELECT secret FROM provider_secrets WHERE name = $1', [name]))[0]?.secret;
  const found = await read();
  if (found) return found;
  await db.owner.query('INSERT INTO provider_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('hex')]);
  return (await read())!;
}

export function deploymentSecret(db: Database, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv && fromEnv.length >= 16) return Promise.resolve(fromEnv);
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let p = byName.get(name);
  if (!p) byName.set(name, (p = load(db, name)));
  return p;
}
