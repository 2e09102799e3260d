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
 * Limits of the sign-in with personnel number and PIN or start code (issue 33, item 6), in the
 * database like those above. Per account (company code and personnel number, whatever the address:
 * a PIN has only a million values) every attempt counts as a failure before the PIN is checked
 * (`BackoffLimiter.reserve`), so concurrent guesses from several processes are counted too: 5
 * attempts pass, then the account waits 1 s, 2 s, 4 s … up to 15 minutes before each next one; a
 * success clears it. Per address
 * at most 30 failures in 10 minutes (a kiosk on site has one address for everybody, but guessing
 * through it stops there).
 */
export const PIN_PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 } as const;

const pinAccount = (companyCode: string, personnelNumber: string) => `pin:${companyCode.trim().toUpperCase()}|${personnelNumber.trim().toUpperCase()}`;

/** Per kiosk device the same ceiling as per address (issue 33, item 6): a stolen or misused tablet stops there too. */
export const PIN_PER_KIOSK = PIN_PER_ADDRESS;

/** Where a PIN, start-code or badge sign-in comes from: the client's address and, on a kiosk, the kiosk. */
export interface SignInPlace {
  readonly ip: string;
  readonly kioskId: string | null;
}

export class PinLimits {
  private readonly accounts: BackoffLimiter;
  private readonly perAddress: DbRateLimiter;
  private readonly perKiosk: DbRateLimiter;

  constructor(db: Queryable, now: () => Date) {
    this.accounts = new BackoffLimiter(db, LOGIN_BACKOFF, now);
    this.perAddress = new DbRateLimiter(db, PIN_PER_ADDRESS.limit, PIN_PER_ADDRESS.windowMs, now);
    this.perKiosk = new DbRateLimiter(db, PIN_PER_KIOSK.limit, PIN_PER_KIOSK.windowMs, now);
  }

  /**
   * Before the PIN or start code is checked: 429 while the address or kiosk is over its ceiling or
   * the account waits; counts the attempt and answers the account's attempts in a row, this one included.
   */
  async before(companyCode: string, personnelNumber: string, place: SignInPlace): Promise<number> {
    await this.checkPlace(place);
    return this.reserveAccount(companyCode, personnelNumber);
  }

  /** 429 while the address or the kiosk is over its ceiling (before anything is looked up). */
  async checkPlace(place: SignInPlace): Promise<void> {
    await this.perAddress.check(`pin-ip:${place.ip}`);
    if (place.kioskId) await this.perKiosk.check(`pin-kiosk:${place.kioskId}`);
  }

  /** Counts the attempt against the account before its secret is checked (429 while it waits); answers its attempts in a row. */
  reserveAccount(companyCode: string, personnelNumber: string): Promise<number> {
    return this.accounts.reserve(pinAccount(companyCode, personnelNumber));
  }

  /** A wrong PIN, start code or badge (or an unknown account) from this address and kiosk. */
  async failed(place: SignInPlace): Promise<void> {
    await this.perAddress.count(`pin-ip:${place.ip}`);
    if (place.kioskId) await this.perKiosk.count(`pin-kiosk:${place.kioskId}`);
  }

  async succeeded(companyCode: string, personnelNumber: string): Promise<void> {
    await this.accounts.clear(pinAccount(companyCode, personnelNumber));
  }
}

/**
 * Forgets the sign-in failures of these addresses (company deletion), and their forgot-password
 * counters (`forgot:email:<address>`, see deps.ts), which name them too.
 */
export function forgetLoginFailures(tx: Queryable, emails: readonly string[]): Promise<void> {
  return forgetRateLimitKeys(tx, [...emails.map(accountPrefix), ...emails.map((e) => `forgot:email:${e}`)]);
}

/** Forgets the PIN sign-in failures of a company's people (company deletion; before its row goes). */
export async function forgetPinFailures(tx: Queryable, companyId: string): Promise<void> {
  const { rows } = await tx.query<{ login_code: string | null }>('SELECT login_code FROM idn_companies WHERE id = $1', [companyId]);
  const code = rows[0]?.login_code;
  if (code) await forgetRateLimitKeys(tx, [`pin:${code}|`]);
}
