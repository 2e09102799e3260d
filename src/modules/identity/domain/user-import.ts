import { CONTENT_LANGUAGES, isUiLanguage, languageName, type ContentLanguage, type UiLanguage } from '../../../shared/languages';
import { groupPolicy, learnerPolicy, type Role } from '../../../shared/policy';
import { inviteRefusal, mayGoWithoutEmail, type Actor } from '../../../shared/user-policy';
import { isPersonnelNumber } from './personnel-number';

/**
 * The rules of a bulk user import (issue 13), pure: every row of the file is checked against the
 * facts the application looked up once for the whole file (which addresses exist, which units
 * exist and whether the importer may add members to them). The role rule is the invite rule of
 * the one permission table (`inviteRefusal`), the unit rules are the groups' (`groupPolicy`,
 * `learnerPolicy`); nothing is copied.
 */

export type ImportLanguage = UiLanguage;

/** What a `Sprache` cell sets: the UI language, and a content language when it is not simply the UI language (issue 34). */
export interface ImportedLanguage {
  readonly language: ImportLanguage;
  /** null: none set (the person's content language follows the UI language). */
  readonly contentLanguage: ContentLanguage | null;
}

/** A row as read from the file (texts trimmed). */
export interface ImportRowInput {
  readonly row: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: string;
  readonly units: string;
  readonly language: string;
  /** Personalnummer (issue 33); '' when the file has none for the row. */
  readonly personnelNumber: string;
}

/** A unit (group) of the company found by name, with what the importer may do to it. */
export interface UnitFact {
  readonly id: string;
  readonly name: string;
  readonly canAddMembers: boolean;
}

export interface ImportFacts {
  readonly importer: Actor;
  /** Addresses (lower case) that belong to a user already: of the importer's company or another one. */
  readonly existing: ReadonlyMap<string, { readonly sameCompany: boolean }>;
  /** Personnel numbers (upper case) of the importer's company's users. */
  readonly existingNumbers: ReadonlySet<string>;
  /** Units of the company by lower-case name (several when the name is not unique). */
  readonly units: ReadonlyMap<string, readonly UnitFact[]>;
  /** The request asks to create units that do not exist. */
  readonly createUnits: boolean;
  /** Language of rows without one. */
  readonly defaultLanguage: ImportLanguage;
}

export type ImportReasonCode =
  | 'email_missing'
  | 'email_invalid'
  | 'first_name_missing'
  | 'last_name_missing'
  | 'name_too_long'
  | 'duplicate_in_file'
  | 'already_exists'
  | 'email_taken'
  | 'personnel_number_invalid'
  | 'email_required_for_role'
  | 'role_unknown'
  | 'role_not_allowed'
  | 'language_unknown'
  | 'unit_unknown'
  | 'unit_create_not_allowed'
  | 'unit_ambiguous'
  | 'unit_not_editable'
  | 'role_cannot_join_units'
  | 'units_will_be_created';

export interface ImportReason {
  readonly code: ImportReasonCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface ValidUser {
  /** '' for an employee without e-mail (then `personnelNumber` is set). */
  readonly email: string;
  readonly personnelNumber: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly language: ImportLanguage;
  /** A content language other than simply `language` (issue 34), or null. */
  readonly contentLanguage: ContentLanguage | null;
}

export type RowPlan =
  | { readonly row: number; readonly email: string; readonly personnelNumber?: string; readonly outcome: 'error' | 'skipped'; readonly reason: ImportReason }
  | {
      readonly row: number;
      readonly email: string;
      readonly personnelNumber?: string;
      readonly outcome: 'created';
      readonly user: ValidUser;
      /** Existing units to join. */
      readonly units: readonly UnitFact[];
      /** Names of units that do not exist yet and will be created (as written first in the file). */
      readonly newUnits: readonly string[];
      readonly reason?: ImportReason;
    };

const MAX_NAME = 100;

/** Role values: the internal ids and the labels of both languages (spec and users page). */
const ROLE_VALUES: ReadonlyArray<readonly [Role, readonly string[]]> = [
  ['root', ['root', 'rootadministrator', 'rootadmin']],
  ['admin', ['admin', 'administrator', 'administratorin']],
  ['manager', ['manager', 'managerin', 'manager/in']],
  ['non-managing', ['non-managing', 'nonmanaging', 'mitarbeiter', 'mitarbeiterin', 'mitarbeiter/in', 'mitarbeitende', 'employee', 'angestellte', 'angestellter']],
  ['auditor', ['auditor', 'prüfer', 'prüferin', 'prüfer/in', 'pruefer', 'prueferin', 'pruefer/in']],
  ['master', ['master', 'plattform-betreiber', 'platform operator']],
];

/** A role from its id or label (any case); empty is 'non-managing' (as when inviting); null when unknown. */
export function parseRole(value: string): Role | null {
  const v = value.trim().toLowerCase().replace(/\s+/g, '');
  if (v === '') return 'non-managing';
  for (const [role, names] of ROLE_VALUES) if (names.some((n) => n.replace(/\s+/g, '') === v)) return role;
  return null;
}

const lower = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase('de');

/** Each content language by its tag, and by its name in German, in English and in itself (lower case): "türkisch", "turkish", "türkçe". */
const LANGUAGE_VALUES: ReadonlyMap<string, ContentLanguage> = new Map(
  CONTENT_LANGUAGES.flatMap((tag) => [tag, ...(['de', 'en', tag] as const).map((inLanguage) => lower(languageName(tag, inLanguage)))].map((v) => [v, tag] as const)),
);

/** A tag with a region or script (`de-DE`, `en_us`, `tr-TR`): its language. */
const REGIONAL_TAG = /^([a-z]{2,3})(?:[-_][a-z0-9]{2,8})+$/;

function contentLanguageOf(value: string): ContentLanguage | null {
  const v = lower(value);
  const known = LANGUAGE_VALUES.get(v);
  if (known) return known;
  const primary = REGIONAL_TAG.exec(v)?.[1];
  return primary ? (LANGUAGE_VALUES.get(primary) ?? null) : null;
}

/**
 * A `Sprache` cell: a content language by tag (also with a region: de-DE, en_us) or by its name in
 * German, English or itself, any case. A UI language (de en tr pl ro uk ru ar, issue 34 item 5) sets
 * the UI language (and so the content language); any other (bg, hr) sets the content language and
 * leaves the UI language at `fallback`. Empty is `fallback`;
 * null when unknown.
 */
export function parseLanguage(value: string, fallback: ImportLanguage): ImportedLanguage | null {
  if (value.trim() === '') return { language: fallback, contentLanguage: null };
  const tag = contentLanguageOf(value);
  if (tag === null) return null;
  return isUiLanguage(tag) ? { language: tag, contentLanguage: null } : { language: fallback, contentLanguage: tag };
}

/** Unit names of a cell, separated by ';', trimmed, without empties and duplicates (case-insensitive; the first spelling wins). */
export function splitUnits(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of value.split(';')) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

const fail = (r: ImportRowInput, email: string, code: ImportReasonCode, params?: Record<string, string | number>): RowPlan => ({
  row: r.row,
  email,
  ...numberOf(r),
  outcome: 'error',
  reason: params ? { code, params } : { code },
});

/** The row's personnel number as written (trimmed), when it has one. */
const numberOf = (r: ImportRowInput): { personnelNumber?: string } => (r.personnelNumber.trim() ? { personnelNumber: r.personnelNumber.trim() } : {});

/**
 * Checks every row; the first rule a row breaks is its reason. `isEmail` is the product's one
 * address rule (passed in: the domain does not import the HTTP layer).
 */
export function planImport(rows: readonly ImportRowInput[], facts: ImportFacts, isEmail: (s: string) => boolean): RowPlan[] {
  const firstRowOf = new Map<string, number>();
  const mayCreateUnits = groupPolicy.create(facts.importer.role);
  return rows.map((r): RowPlan => {
    const email = r.email.trim().toLowerCase();
    const number = r.personnelNumber.trim();
    // a row is known by its address, or (employees without e-mail, issue 33) by its personnel number
    if (!email && !number) return fail(r, email, 'email_missing');
    if (email && !isEmail(email)) return fail(r, email, 'email_invalid');
    if (number && !isPersonnelNumber(number)) return fail(r, email, 'personnel_number_invalid', { value: number });
    const keys = [...(email ? [email] : []), ...(number ? [`#${number.toUpperCase()}`] : [])];
    const first = keys.map((key) => firstRowOf.get(key)).find((row) => row !== undefined);
    if (first !== undefined) return fail(r, email, 'duplicate_in_file', { row: first });
    for (const key of keys) firstRowOf.set(key, r.row);
    if (!r.firstName) return fail(r, email, 'first_name_missing');
    if (!r.lastName) return fail(r, email, 'last_name_missing');
    if (r.firstName.length > MAX_NAME || r.lastName.length > MAX_NAME) return fail(r, email, 'name_too_long', { max: MAX_NAME });
    const existing = email ? facts.existing.get(email) : undefined;
    if (existing?.sameCompany || (number && facts.existingNumbers.has(number.toUpperCase()))) return { row: r.row, email, ...numberOf(r), outcome: 'skipped', reason: { code: 'already_exists' } };
    if (existing) return fail(r, email, 'email_taken');
    const role = parseRole(r.role);
    if (!role) return fail(r, email, 'role_unknown', { role: r.role });
    if (inviteRefusal(facts.importer.role, role)) return fail(r, email, 'role_not_allowed', { role: r.role || role });
    if (!email && !mayGoWithoutEmail(role)) return fail(r, email, 'email_required_for_role');
    const languages = parseLanguage(r.language, facts.defaultLanguage);
    if (!languages) return fail(r, email, 'language_unknown', { language: r.language });
    const names = splitUnits(r.units);
    if (names.length > 0 && !learnerPolicy.learns(role)) return fail(r, email, 'role_cannot_join_units');
    const units: UnitFact[] = [];
    const newUnits: string[] = [];
    for (const name of names) {
      const found = facts.units.get(name.toLowerCase()) ?? [];
      if (found.length > 1) return fail(r, email, 'unit_ambiguous', { unit: name });
      const unit = found[0];
      if (unit) {
        if (!unit.canAddMembers) return fail(r, email, 'unit_not_editable', { unit: unit.name });
        units.push(unit);
        continue;
      }
      if (!facts.createUnits) return fail(r, email, 'unit_unknown', { unit: name });
      if (!mayCreateUnits) return fail(r, email, 'unit_create_not_allowed', { unit: name });
      newUnits.push(name);
    }
    const user: ValidUser = { email, personnelNumber: number || null, firstName: r.firstName, lastName: r.lastName, role, ...languages };
    return newUnits.length > 0
      ? { row: r.row, email, ...numberOf(r), outcome: 'created', user, units, newUnits, reason: { code: 'units_will_be_created', params: { units: newUnits.join(', ') } } }
      : { row: r.row, email, ...numberOf(r), outcome: 'created', user, units, newUnits };
  });
}

/** Names of all units the plan creates, each once (the first spelling in the file). */
export function unitsToCreate(plan: readonly RowPlan[]): string[] {
  const seen = new Map<string, string>();
  for (const p of plan) if (p.outcome === 'created') for (const n of p.newUnits) if (!seen.has(n.toLowerCase())) seen.set(n.toLowerCase(), n);
  return [...seen.values()];
}
