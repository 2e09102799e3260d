import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../../platform/config';

const KEYLEN = 64;
/** Hashes computed at once; more wait (each takes 128 MiB at OWASP cost). */
const MAX_CONCURRENT = 2;
/** Parameters a stored hash may name at most (a larger N would be a stored denial of service). */
const MAX_N = 2 ** 20;

let running = 0;
const queue: Array<() => void> = [];

async function scrypt(password: string, salt: Buffer, keylen: number, cost: ScryptCost): Promise<Buffer> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    // 128 * N * r bytes are needed; Node refuses more than 32 MiB unless maxmem says otherwise
    const opts: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 2 * 128 * cost.N * cost.r + 1024 * 1024 };
    return await new Promise((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));
  } finally {
    running--;
    queue.shift()?.();
  }
}

/** The parameters a stored hash was made with, or undefined for anything that is not ours. */
function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = [cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0) && cost.N <= MAX_N && cost.r <= 32 && cost.p <= 16;
  return valid ? { cost, salt: Buffer.from(saltB64, 'base64'), key: Buffer.from(keyB64, 'base64') } : undefined;
}

/**
 * scrypt with a per-password random salt: `scrypt$N$r$p$salt$hash`. The parameters travel with the
 * hash, so hashes made at an older cost still verify (and are rehashed at the next sign-in).
 */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Constant-time comparison against a stored hash, with the parameters it names. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed || parsed.key.length === 0) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than `cost` (then the next sign-in hashes again). */
export function needsRehash(stored: string, cost: ScryptCost = OWASP_SCRYPT_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p || parsed.key.length !== KEYLEN;
}

/** A dummy hash at the configured cost, to spend the same time when the account does not exist. */
const dummies = new Map<string, Promise<string>>();
export function dummyHash(cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('hex'), cost);
    dummies.set(key, dummy);
  }
  return dummy;
}

/** Opaque session token and the hash stored for it. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Readable temporary password: 12 characters without look-alikes. */
export function generateTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}
