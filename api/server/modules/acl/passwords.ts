// Password hashing: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane), about 22 ms a hash here.
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => argon2.hash(plain, OPTIONS);

let dummy: Promise<string> | null = null;

/** Verifies; with no stored hash it still spends the same time, so timing does not reveal the phone. */
export async function verifyPassword(hash: string | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword('Dummy-Password-1');
    await argon2.verify(await dummy, plain).catch(() => false);
    return false;
  }
  return argon2.verify(hash, plain).catch(() => false);
}
