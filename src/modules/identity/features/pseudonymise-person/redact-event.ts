import { REDACTED_KEY } from '../../../../platform/audit-chain';
import { pseudonymisedFields } from '../../../../shared/contracts/privacy';
import { identityEvents, type IdentityEventType } from '../../domain/events';

/** What a pseudonymisation replaces in identity's events (ADR 0033 section 1). */
export interface Pseudonymisation {
  readonly pseudonym: string;
  /** The date of birth goes too (false: it stays with the evidence of a person who was a minor here). */
  readonly dateOfBirthDropped: boolean;
}

type Data = Readonly<Record<string, unknown>>;

/** `data` without `key` (an optional field of the schema that must be absent rather than blank). */
function without(data: Data, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = data;
  return rest;
}

/** `value` under `key` only when `data` has the key (an optional field stays optional). */
const ifPresent = (data: Data, key: string, value: unknown): Record<string, unknown> => (key in data ? { [key]: value } : {});

/**
 * The fields that name the person in each of identity's event types, replaced: names by the
 * pseudonym, addresses by '', personnel numbers by null (or '' or absent where the schema wants a
 * string or has the field optional), the date of birth by null when it is dropped. Undefined: the
 * type names none of them.
 */
function replaced(type: IdentityEventType, data: Data, p: Pseudonymisation): Record<string, unknown> | undefined {
  const f = pseudonymisedFields(p.pseudonym);
  switch (type) {
    case 'identity.UserRegistered':
      return { ...data, firstName: f.firstName, lastName: f.lastName, email: f.email };
    case 'identity.UserInvited':
      // optional: absent, as for a person who never had a number ('' would be a number in the read model)
      return { ...without(data, 'personnelNumber'), firstName: f.firstName, lastName: f.lastName, email: f.email };
    case 'identity.ProfileUpdated':
      return { ...data, firstName: f.firstName, lastName: f.lastName, email: f.email, ...ifPresent(data, 'previousEmail', f.email) };
    case 'identity.PersonnelNumberChanged':
      return { ...data, personnelNumber: f.personnelNumber, previousPersonnelNumber: f.personnelNumber };
    case 'identity.UserDateOfBirthChanged':
      return p.dateOfBirthDropped ? { ...data, dateOfBirth: null, previousDateOfBirth: null } : undefined;
    case 'identity.PersonnelNumberClaimed':
    case 'identity.PersonnelNumberReleased':
      // the claim's holder stays (the stream keeps the number unique); the number is a required string
      return { ...data, personnelNumber: '' };
    default:
      // e-mail claims live in the platform tenant and are deleted, not rewritten; no other event names the person
      return undefined;
  }
}

/**
 * The stored data of one of identity's events of the person with their personal fields replaced,
 * every other field exactly as stored; undefined when the event names nothing of them (or names it
 * no more: an event redacted before). The result decodes with the event's schema (a rebuild decodes
 * it), or this throws: a redaction that breaks the schema is a bug, not a case to handle.
 */
export function redactedData(e: { readonly type: string; readonly schemaVersion: number; readonly data: unknown }, p: Pseudonymisation): Record<string, unknown> | undefined {
  if (!identityEvents.handles(e.type) || e.data === null || typeof e.data !== 'object') return undefined;
  const stored = without(e.data as Data, REDACTED_KEY);
  const data = replaced(e.type as IdentityEventType, stored, p);
  if (data === undefined || JSON.stringify(data) === JSON.stringify(stored)) return undefined;
  identityEvents.decode({ type: e.type, schemaVersion: e.schemaVersion, data });
  return data;
}
