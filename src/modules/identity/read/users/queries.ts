import type { Queryable } from '../../../../platform/db';
import { companyPolicy } from '../../../../shared/policy';
import { effectiveContentLanguage } from '../../domain/content-language';
import type { Language, Role } from '../../domain/events';

/** A stored language, or German where none was ever chosen (companies keep no language: German is their default). */
/** The stored language, German when none was recorded (or, defensively, an unknown one). */
export const languageOr = (v: string | null | undefined): Language => (isUiLanguage(v) ? v : 'de');

/** The content language shown for a row (issue 34): the one set, else the UI language (German where never chosen). */
export const contentLanguageOf = (r: { readonly content_language: string | null; readonly language: string | null }): string =>
  effectiveContentLanguage(r.content_language, languageOr(r.language));

import type { CompanyUserRow, CompanyView, UserView } from '../../../../shared/contracts/identity';
import { isUiLanguage } from '../../../../shared/languages';

export type { CompanyUserRow, CompanyView, UserView };

export interface UserCredentials {
  readonly id: string;
  readonly companyId: string | null;
  readonly email: string;
  readonly firstName: string;
  readonly isActive: boolean;
  readonly language: Language;
  readonly passwordHash: string;
  /** The password is one someone else chose (invitation, redeemed temporary password). */
  readonly mustChangePassword: boolean;
  readonly tempPasswordHash: string | null;
  readonly tempPasswordExpires: Date | null;
  /** Last day the account works (`YYYY-MM-DD`) and the instant it is over, or null. */
  readonly accessUntil: string | null;
  readonly accessEndsAt: Date | null;
}

/** The columns of `idn_users` that every view of a user reads (the users page and a user's own view). */
export interface UserBaseRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  is_active: boolean;
  last_login: Date | string | null;
  personnel_number: string | null;
}

interface UserRow extends UserBaseRow {
  gdpr_consent: boolean;
  company_id: string | null;
  must_change_password: boolean;
  must_set_pin: boolean;
  has_pin: boolean;
  language: string | null;
  content_language: string | null;
  c_id: string | null;
  c_name: string | null;
  c_email: string | null;
  c_address: string | null;
  c_login_code: string | null;
  c_trial_ends_at: Date | string | null;
  c_created_at: Date | string | null;
}

export const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** The fields of a user view that come from `UserBaseRow`. */
export const userBase = (r: UserBaseRow) => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.role,
  isActive: r.is_active,
  lastLogin: iso(r.last_login),
  personnelNumber: r.personnel_number,
});

function toView(r: UserRow): UserView {
  return {
    ...userBase(r),
    gdprConsent: r.gdpr_consent,
    companyId: r.company_id,
    company: r.c_id
      ? {
          id: r.c_id,
          name: r.c_name ?? '',
          email: r.c_email ?? '',
          address: r.c_address ?? '',
          trialEndsAt: iso(r.c_trial_ends_at) ?? '',
          createdAt: iso(r.c_created_at) ?? '',
          // printed on start letters and badges: root and admin see it (issue 33)
          ...(companyPolicy.seesLoginCode(r.role) ? { loginCode: r.c_login_code } : {}),
        }
      : null,
    mustChangePassword: r.must_change_password,
    mustSetPin: r.must_set_pin,
    confirmsWith: r.has_pin ? 'pin' : 'password',
    language: languageOr(r.language),
    contentLanguage: contentLanguageOf(r),
  };
}

export async function getUserView(q: Queryable, userId: string): Promise<UserView | undefined> {
  const { rows } = await q.query<UserRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.is_active, u.last_login, u.personnel_number, u.gdpr_consent, u.company_id,
            u.must_change_password, u.must_set_pin, u.pin_hash IS NOT NULL AS has_pin, u.language, u.content_language, c.id AS c_id, c.name AS c_name, c.email AS c_email, c.address AS c_address, c.login_code AS c_login_code,
            c.trial_ends_at AS c_trial_ends_at, c.created_at AS c_created_at
       FROM idn_users u LEFT JOIN idn_companies c ON c.id = u.company_id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ? toView(rows[0]) : undefined;
}

export async function findCredentialsByEmail(q: Queryable, email: string): Promise<UserCredentials | undefined> {
  const { rows } = await q.query<{
    id: string;
    company_id: string | null;
    email: string;
    first_name: string;
    is_active: boolean;
    language: string | null;
    password_hash: string;
    must_change_password: boolean;
    temp_password_hash: string | null;
    temp_password_expires: Date | string | null;
    access_until: string | null;
    access_ends_at: Date | string | null;
  }>(
    `SELECT id, company_id, email, first_name, is_active, language, password_hash, must_change_password, temp_password_hash, temp_password_expires, access_until, access_ends_at
       FROM idn_users WHERE lower(email) = lower($1) AND deleted_at IS NULL`,
    [email],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    companyId: r.company_id,
    email: r.email,
    firstName: r.first_name,
    isActive: r.is_active,
    language: languageOr(r.language),
    passwordHash: r.password_hash,
    mustChangePassword: r.must_change_password,
    tempPasswordHash: r.temp_password_hash,
    tempPasswordExpires: r.temp_password_expires ? new Date(r.temp_password_expires) : null,
    accessUntil: r.access_until,
    accessEndsAt: r.access_ends_at ? new Date(r.access_ends_at) : null,
  };
}

export async function countUsers(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM idn_users WHERE deleted_at IS NULL');
  return Number(rows[0]?.n ?? 0);
}

export async function hasAnyCompany(q: Queryable): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM idn_companies LIMIT 1');
  return rows.length > 0;
}

/**
 * Which of these addresses (lower case) belong to a live user, and whether in the given company:
 * one statement over the unique index of live addresses, however many addresses a file holds.
 */
export async function usersByEmails(q: Queryable, companyId: string, emails: readonly string[]): Promise<Map<string, { sameCompany: boolean }>> {
  if (emails.length === 0) return new Map();
  const { rows } = await q.query<{ email: string; company_id: string | null }>(
    'SELECT lower(email) AS email, company_id FROM idn_users WHERE lower(email) = ANY($1::text[]) AND deleted_at IS NULL',
    [[...emails]],
  );
  return new Map(rows.map((r) => [r.email, { sameCompany: r.company_id === companyId }]));
}

/** Which of these personnel numbers (compared in upper case) a live user of the company has: the answer in upper case. */
export async function personnelNumbersIn(q: Queryable, companyId: string, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const { rows } = await q.query<{ n: string }>(
    'SELECT upper(personnel_number) AS n FROM idn_users WHERE company_id = $1 AND upper(personnel_number) = ANY($2::text[]) AND deleted_at IS NULL',
    [companyId, numbers.map((n) => n.toUpperCase())],
  );
  return new Set(rows.map((r) => r.n));
}
