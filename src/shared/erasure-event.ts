/**
 * The erasure event (`privacy.PersonalDataRedacted`, ADR 0033) as the read models outside the
 * privacy module read it: its type, a decoder of its data, and the name a pseudonymised person is
 * shown with. The modules that handle it cannot import the privacy module (it asks them for their
 * data in turn), so its published data is decoded here, against the contract.
 */
import { Schema } from 'effect';
import { PERSONAL_DATA_REDACTED, pseudonymisedFields, type PersonalDataRedactedData } from './contracts/privacy';

/** The data of `privacy.PersonalDataRedacted` (the privacy module's event definition uses it too). */
export const PersonalDataRedactedSchema = Schema.Struct({
  subjectId: Schema.String,
  pseudonym: Schema.String,
  stage: Schema.Literal('pseudonymised', 'erased'),
  reason: Schema.String,
  requestedBy: Schema.NullOr(Schema.String),
  redactedAt: Schema.String,
  dateOfBirthDropped: Schema.Boolean,
  redactions: Schema.Array(Schema.Struct({ eventId: Schema.String, dataDigest: Schema.String, metadataDigest: Schema.optional(Schema.String) })),
});

const decode = Schema.decodeUnknownSync(PersonalDataRedactedSchema);

/** The event types a read model subscribes to for the erasure. */
export const ERASURE_EVENT_TYPES: readonly string[] = [PERSONAL_DATA_REDACTED];

/** The erasure an event records, or null for an event of another type. */
export function erasureOf(r: { readonly type: string; readonly data: unknown }): PersonalDataRedactedData | null {
  return r.type === PERSONAL_DATA_REDACTED ? decode(r.data) : null;
}

/** "Person 7F3A-91C2": first and last name of a pseudonymised person, as a name is shown. */
export function pseudonymisedName(pseudonym: string): string {
  const f = pseudonymisedFields(pseudonym);
  return `${f.firstName} ${f.lastName}`;
}

/**
 * A batch cut at its erasure events, in order: runs of other events (never empty) and single
 * erasures, so a read model applies what came before an erasure, then the erasure, then the rest.
 */
export function splitAtErasures<R extends { readonly type: string }>(events: readonly R[]): ({ readonly events: R[] } | { readonly erasure: R })[] {
  const parts: ({ events: R[] } | { erasure: R })[] = [];
  let run: R[] = [];
  for (const r of events) {
    if (r.type !== PERSONAL_DATA_REDACTED) {
      run.push(r);
      continue;
    }
    if (run.length > 0) parts.push({ events: run });
    run = [];
    parts.push({ erasure: r });
  }
  if (run.length > 0) parts.push({ events: run });
  return parts;
}
