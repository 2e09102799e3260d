import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redacted } from 'effect';

/** Signed file URLs are valid for hours (docs/api/media.md); `<video src>` cannot send a bearer header. */
export const DEFAULT_URL_TTL_SECONDS = 6 * 3600;
/** Expiry times are rounded up to this step, so URLs signed within it are identical (browser caching). */
const EXPIRY_STEP_SECONDS = 3600;

/** The first instant (ms) after `now` at which `signPath` with the default lifetime signs differently (the expiry step moves on). */
export function signaturesChangeAt(now: Date): number {
  const exp = Math.ceil((now.getTime() / 1000 + DEFAULT_URL_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return (exp - DEFAULT_URL_TTL_SECONDS) * 1000 + 1;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** HMAC-SHA256 signatures over `<path>\n<exp>`. */
export class MediaSigner {
  constructor(private readonly secret: Buffer) {
    if (secret.length < 16) throw new Error('media secret too short');
  }

  private mac(pathname: string, exp: number): Buffer {
    return createHmac('sha256', this.secret).update(`${pathname}\n${exp}`).digest();
  }

  /** `<path>?exp=<unix seconds>&sig=<base64url>`. */
  signPath(pathname: string, now: Date, opts: { ttlSeconds?: number; expiresAt?: Date } = {}): string {
    const exp = opts.expiresAt
      ? Math.floor(opts.expiresAt.getTime() / 1000)
      : Math.ceil((now.getTime() / 1000 + (opts.ttlSeconds ?? DEFAULT_URL_TTL_SECONDS)) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `${pathname}?exp=${exp}&sig=${this.mac(pathname, exp).toString('base64url')}`;
  }

  check(pathname: string, exp: string, sig: string, now: Date): SignatureCheck {
    if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
    const expected = this.mac(pathname, Number(exp));
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(exp) * 1000 < now.getTime() ? 'expired' : 'valid';
  }
}

/**
 * The signing secret: `MEDIA_SECRET` (`k.config.media.secret`), else a random secret persisted in
 * `<dataDir>/media-secret` (created on first use, readable by the owner only), so URLs stay
 * valid across restarts and across processes that share the data directory.
 */
export function loadMediaSecret(dataDir: string, configured: Redacted.Redacted<string> | undefined): Buffer {
  if (configured) return Buffer.from(Redacted.value(configured), 'utf8');
  const file = path.join(dataDir, 'media-secret');
  const read = () => Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  try {
    const existing = read();
    if (existing.length >= 16) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  try {
    fs.writeFileSync(file, secret.toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    // another process created it first
    return read();
  }
}
