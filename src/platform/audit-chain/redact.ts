import type { Queryable } from '../db';
import { REDACTED_KEY, type Redaction } from './erasures';
import { jsonDigestSql } from './schema';

/** What replaces one event's personal data: the data to keep (e.g. a pseudonym instead of names) and, if it names the person, new metadata. */
export interface RedactionItem {
  readonly eventId: string;
  readonly data: Record<string, unknown>;
  readonly metadata?: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Redacts events of one company in place, inside the caller's transaction (which appends the
 * erasure event, type `REDACTION_EVENT_TYPE`, with the returned listing): each event's data becomes
 * `{ ...item.data, "$redacted": { "by": erasureEventId } }` and its metadata `item.metadata` when
 * given; event id, stream, version, type, time and position stay. Returns the digests PostgreSQL
 * computes of the new data (and metadata), with the expression that sealing and verifying use,
 * for the erasure's `redactions`. Throws when an event is not one of the company's or is listed
 * twice; the error rolls the caller's transaction back, so no partial redaction commits (ADR 0009
 * section 6).
 *
 * es_events has no trigger or rule against UPDATE (migrations 0000, 0006): a plain UPDATE is all it
 * takes; the chain, not the table, makes the change visible, and the erasure makes it accepted.
 */
export async function redactEvents(tx: Queryable, companyId: string, erasureEventId: string, items: ReadonlyArray<RedactionItem>): Promise<Redaction[]> {
  if (!UUID.test(erasureEventId)) throw new Error(`redactEvents: the erasure event id ${erasureEventId} is not a uuid`);
  if (items.length === 0) return [];
  const ids = items.map((i) => i.eventId.toLowerCase());
  const twice = ids.filter((id, n) => ids.indexOf(id) !== n);
  if (twice.length > 0) throw new Error(`redactEvents: events listed twice: ${[...new Set(twice)].join(', ')}`);
  const malformed = ids.filter((id) => !UUID.test(id));
  if (malformed.length > 0) throw new Error(`redactEvents: events not found in company ${companyId}: ${malformed.join(', ')}`);

  const rows = items.map((i, n) => ({ event_id: ids[n], data: { ...i.data, [REDACTED_KEY]: { by: erasureEventId.toLowerCase() } }, metadata: i.metadata }));
  const { rows: done } = await tx.query<{ event_id: string; data_digest: string; metadata_digest: string; metadata_replaced: boolean }>(
    `UPDATE es_events e
        SET data = x.data, metadata = COALESCE(x.metadata, e.metadata)
       FROM jsonb_to_recordset($2::jsonb) AS x(event_id uuid, data jsonb, metadata jsonb)
      WHERE e.event_id = x.event_id AND e.tenant_id = $1
  RETURNING e.event_id::text AS event_id, ${jsonDigestSql('e.data')} AS data_digest, ${jsonDigestSql('e.metadata')} AS metadata_digest,
            x.metadata IS NOT NULL AS metadata_replaced`,
    [companyId, JSON.stringify(rows)],
  );
  const byId = new Map(done.map((r) => [r.event_id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  // the caller's transaction must not commit a partial redaction: throwing makes it roll back
  if (missing.length > 0) throw new Error(`redactEvents: events not found in company ${companyId}: ${missing.join(', ')}`);
  return ids.map((id) => {
    const r = byId.get(id)!;
    return r.metadata_replaced ? { eventId: id, dataDigest: r.data_digest, metadataDigest: r.metadata_digest } : { eventId: id, dataDigest: r.data_digest };
  });
}
