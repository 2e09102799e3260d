import type { Queryable } from '../../src/platform/db';
import type { EventMetadata, RecordedEvent } from '../../src/platform/eventstore';
import { identityStreams } from '../../src/modules/identity';
import { PERSONAL_DATA_REDACTED, pseudonymisedFields, type PersonalDataRedactedData } from '../../src/shared/contracts/privacy';

/**
 * The erasure of a person (ADR 0033) for read-model tests: identity's events of the person
 * rewritten as the pseudonymisation rewrites them, and the erasure event that follows.
 */
export interface Erasure {
  readonly subjectId: string;
  readonly pseudonym: string;
  readonly dateOfBirthDropped: boolean;
  readonly stage?: 'pseudonymised' | 'erased';
  readonly reason?: string;
  readonly requestedBy?: string | null;
}

/** The erasure event's data, listing the rewritten events. */
export function erasureData(x: Erasure, rewritten: readonly string[], redactedAt = '2026-06-01T08:00:00.000Z'): PersonalDataRedactedData {
  return {
    subjectId: x.subjectId,
    pseudonym: x.pseudonym,
    stage: x.stage ?? 'pseudonymised',
    reason: x.reason ?? 'Ausgeschieden, Frist abgelaufen',
    requestedBy: x.requestedBy ?? null,
    redactedAt,
    dateOfBirthDropped: x.dateOfBirthDropped,
    redactions: rewritten.map((eventId) => ({ eventId, dataDigest: 'test' })),
  };
}

/**
 * An identity event's data as the pseudonymisation leaves it: names the pseudonym, addresses '',
 * personnel numbers null (left out where the schema has no null: `UserInvited`), dates of birth null
 * when dropped, and the `$redacted` marker; null when the data names none of these.
 */
export function rewrittenData(type: string, data: Record<string, unknown>, x: Erasure, by: string): Record<string, unknown> | null {
  const p = pseudonymisedFields(x.pseudonym);
  const values: Record<string, unknown> = { firstName: p.firstName, lastName: p.lastName, email: p.email, previousEmail: p.email, personnelNumber: null, previousPersonnelNumber: null };
  if (x.dateOfBirthDropped) Object.assign(values, { dateOfBirth: null, previousDateOfBirth: null });
  const keys = Object.keys(values).filter((k) => k in data);
  if (keys.length === 0) return null;
  const out: Record<string, unknown> = { ...data };
  for (const k of keys) out[k] = values[k];
  if (type === 'identity.UserInvited') delete out.personnelNumber;
  return { ...out, $redacted: { by } };
}

/** Recorded events with the person's identity events rewritten (what a rebuild reads), and the ids of those. */
export function rewriteRecorded(events: readonly RecordedEvent[], x: Erasure, by: string): { events: RecordedEvent[]; rewritten: string[] } {
  const rewritten: string[] = [];
  const out = events.map((r) => {
    if (r.streamId !== identityStreams.user(x.subjectId) || !r.type.startsWith('identity.')) return r;
    const data = rewrittenData(r.type, r.data as Record<string, unknown>, x, by);
    if (!data) return r;
    rewritten.push(r.eventId);
    return { ...r, data };
  });
  return { events: out, rewritten };
}

/** The erasure event as the store hands it to a projection (unit tests). */
export function recordedErasure(x: Erasure, rewritten: readonly string[], n: number, tenantId: string, actorId: string | null = null): RecordedEvent {
  const metadata: EventMetadata = { actorId, tenantId, commandId: `erase${n}`, correlationId: `erase${n}`, causationId: null };
  return {
    eventId: `erasure-${n}`,
    type: PERSONAL_DATA_REDACTED,
    schemaVersion: 1,
    data: erasureData(x, rewritten),
    metadata,
    tenantId,
    streamId: `privacy-erasure-${x.subjectId}`,
    streamVersion: 1,
    globalPosition: String(n),
    position: `0/1/${n}`,
    recordedAt: new Date('2026-06-01T08:00:00.000Z'),
  };
}

/** The person's identity events in the log that the pseudonymisation rewrites (integration tests), with their new data. */
export async function logRewrites(db: Queryable, companyId: string, x: Erasure, by: string): Promise<{ eventId: string; data: Record<string, unknown> }[]> {
  const { rows } = await db.query<{ event_id: string; event_type: string; data: Record<string, unknown> }>(
    `SELECT event_id::text AS event_id, event_type, data FROM es_events WHERE tenant_id = $1 AND stream_id = $2 AND event_type LIKE 'identity.%' ORDER BY global_position`,
    [companyId, identityStreams.user(x.subjectId)],
  );
  return rows.flatMap((r) => {
    const data = rewrittenData(r.event_type, r.data, x, by);
    return data ? [{ eventId: r.event_id, data }] : [];
  });
}

/** Rewrites the person's identity events in the log itself, as the erasure's transaction does (a plain UPDATE of es_events). */
export async function rewriteLog(db: Queryable, rewrites: readonly { eventId: string; data: Record<string, unknown> }[]): Promise<void> {
  for (const r of rewrites) await db.query('UPDATE es_events SET data = $2::jsonb WHERE event_id = $1::uuid', [r.eventId, JSON.stringify(r.data)]);
}
