import { Schema } from 'effect';
import { accepts, optional, PositiveNumber, Text, withDefault } from './variables';

/** The operator's account, sessions, passwords and invitation links. */
export interface AccountsConfig {
  readonly masterEmail: string;
  readonly masterPassword: string | undefined;
  /** Where contact requests of the landing page are mailed (`CONTACT_MAIL_TO`; default: the operator's e-mail). */
  readonly contactMailTo: string;
  /** `SESSION_IDLE_HOURS`: a session unused this long ends (default 12). */
  readonly sessionIdleHours: number;
  /** `SESSION_MAX_DAYS`: a session ends this long after sign-in however much it is used (default 30). */
  readonly sessionMaxDays: number;
  /** `INVITATION_LINK_DAYS`: days an invitation link works (default 7). */
  readonly invitationLinkDays: number;
  /**
   * scrypt cost of new password hashes. Always OWASP's recommendation (`OWASP_SCRYPT_COST`); no
   * environment variable lowers it: only a test passes a cheaper one to `createApp` explicitly.
   */
  readonly passwordHashCost: ScryptCost;
  /**
   * scrypt cost of PIN and start-code hashes (issue 33): `PIN_SCRYPT_COST`. Lower than for passwords
   * on purpose (ADR 0029): a PIN has a million values and a start code 40 bits for 14 days, so what
   * protects them is the online limit, not the hash; at password cost 50 people signing in at a
   * kiosk at shift change, or 500 start letters, would wait minutes. Only a test passes a cheaper one.
   */
  readonly pinHashCost: ScryptCost;
  /**
   * scrypt cost of start-code hashes: `START_CODE_SCRYPT_COST`, lower again (ADR 0029). A start code
   * carries 39 bits (8 of 30 characters) against the PIN's 20, works once and for 14 days at most,
   * and comes 500 at a time (start letters for a whole site in one print run).
   */
  readonly startCodeHashCost: ScryptCost;
}

/** scrypt parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * PINs: N=2^12, r=8, p=1 (4 MiB, about 9 ms here). A PIN has a million values: whoever has the
 * database tries them all in a few CPU-hours at any cost a sign-in can afford, so the online limits
 * protect it (ADR 0029); 50 PIN sign-ins at a shift change wait for 50 of these on two cores.
 */
export const PIN_SCRYPT_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

/**
 * Start codes: N=2^11, r=8, p=1 (2 MiB, about 5 ms here). Trying all 30^8 codes offline against one
 * stolen hash still takes about 80 CPU-core years at this cost, for a code that stops working after
 * 14 days; the 500 hashes of a site's start letters take a second of two cores instead of five.
 */
export const START_CODE_SCRYPT_COST: ScryptCost = { N: 2 ** 11, r: 8, p: 1 };

const Email = Schema.String.pipe(Schema.pattern(/^[^\s@]+@[^\s@]+$/), accepts('an e-mail address'));

export const accountsVariables = {
  MASTER_EMAIL: withDefault(Email, 'master@unterweisung.local'),
  MASTER_PASSWORD: optional(Text),
  CONTACT_MAIL_TO: optional(Email),
  SESSION_IDLE_HOURS: withDefault(PositiveNumber, '12'),
  SESSION_MAX_DAYS: withDefault(PositiveNumber, '30'),
  INVITATION_LINK_DAYS: withDefault(PositiveNumber, '7'),
};

export function accountsConfig(v: Schema.Struct.Type<typeof accountsVariables>): AccountsConfig {
  const masterEmail = v.MASTER_EMAIL.toLowerCase();
  return {
    masterEmail,
    masterPassword: v.MASTER_PASSWORD,
    contactMailTo: v.CONTACT_MAIL_TO ?? masterEmail,
    sessionIdleHours: v.SESSION_IDLE_HOURS,
    sessionMaxDays: v.SESSION_MAX_DAYS,
    invitationLinkDays: v.INVITATION_LINK_DAYS,
    passwordHashCost: OWASP_SCRYPT_COST,
    pinHashCost: PIN_SCRYPT_COST,
    startCodeHashCost: START_CODE_SCRYPT_COST,
  };
}
