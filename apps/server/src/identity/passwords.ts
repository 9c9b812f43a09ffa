import { hash, verify } from '@node-rs/argon2';

// OWASP's first choice for argon2id: 19 MiB, 2 iterations, 1 lane. Hashing runs on libuv's thread
// pool, off the event loop, so sign-ins never block other requests.
// (algorithm 2 is Argon2id in @node-rs/argon2's const enum, which isolated modules cannot import.)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, verified when the account does not exist so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password that matches no account');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
