import type { Queryable } from '../../../platform/db';
import { BackoffLimiter, DbRateLimiter, forgetRateLimitKeys, type BackoffSchedule } from '../../../platform/http';

/**
 * Sign-in limits (issue 14, item 4; ADR 0015), kept in the database so they hold across API
 * processes. Per (account, address): 5 wrong passwords are free, then every further one makes that
 * pair wait 1 s, 2 s, 4 s … up to 15 minutes (429 with `Retry-After`); a sign-in from another
 * address is not affected, so nobody can lock a user out by guessing wrong on purpose. Per address
 * across all accounts: after 100 failures in 15 minutes the address waits for the window's end
 * (password spraying); successful sign-ins do not count, so an office behind one address is not
 * limited by its own colleagues. A successful sign-in clears its pair.
 */
export const LOGIN_BACKOFF: BackoffSchedule = { free: 5, maxSeconds: 15 * 60, forgetAfterSeconds: 24 * 3600 };
export const LOGIN_PER_ADDRESS = { limit: 100, windowMs: 15 * 60_000 } as const;

const accountPrefix = (email: string) => `login:${email.trim().toLowerCase()}|`;

export class LoginLimits {
  private readonly pairs: BackoffLimiter;
  private readonly perAddress: DbRateLimiter;

  constructor(db: Queryable, now: () => Date) {
    this.pairs = new BackoffLimiter(db, LOGIN_BACKOFF, now);
    this.perAddress = new DbRateLimiter(db, LOGIN_PER_ADDRESS.limit, LOGIN_PER_ADDRESS.windowMs, now);
  }

  /** Before the password is checked: 429 while the pair waits or the address is over its cap. */
  async before(email: string, ip: string): Promise<void> {
    await this.pairs.check(accountPrefix(email) + ip);
    await this.perAddress.check(`login-ip:${ip}`);
  }

  /** A wrong password (or an unknown address) from this address. */
  async failed(email: string, ip: string): Promise<void> {
    await this.pairs.fail(accountPrefix(email) + ip);
    await this.perAddress.count(`login-ip:${ip}`);
  }

  async succeeded(email: string, ip: string): Promise<void> {
    await this.pairs.clear(accountPrefix(email) + ip);
  }
}

/**
 * Forgets the sign-in failures of these addresses (company deletion), and their forgot-password
 * counters (`forgot:email:<address>`, see deps.ts), which name them too.
 */
export function forgetLoginFailures(tx: Queryable, emails: readonly string[]): Promise<void> {
  return forgetRateLimitKeys(tx, [...emails.map(accountPrefix), ...emails.map((e) => `forgot:email:${e}`)]);
}
