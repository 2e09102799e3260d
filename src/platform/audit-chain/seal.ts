import type { Queryable } from '../db';
import type { RecordedEvent } from '../eventstore';
import { PLATFORM_TENANT } from '../kernel';
import { ALL_EVENT_TYPES, type Projection } from '../projections';
import { chainLinks } from './link';
import { EVENT_FIELDS_SQL, eventFieldsOf, type EventFieldsRow } from './schema';

export const AUDIT_CHAIN_PROJECTION = 'audit.chain';

/**
 * The reactor that seals every event of every company onto its company's chain, run by the
 * projection runner: it reads in commit order and never passes a transaction that is still open,
 * so an event that commits late is sealed when it becomes visible, after those already sealed.
 * Events of the platform tenant (operator account, e-mail claims that deleting a company erases)
 * get no chain (ADR 0009).
 */
export const auditChainProjection: Projection = {
  name: AUDIT_CHAIN_PROJECTION,
  version: 1,
  eventTypes: ALL_EVENT_TYPES,
  apply: sealEvents,
  // The chain is evidence: a rebuild or a version bump must not throw it away and re-seal a
  // possibly altered log. Reset keeps every link; replaying seals only events without one.
  reset: async () => undefined,
};

/** Appends links for the events (in commit order) that have none yet; idempotent. */
export async function sealEvents(events: readonly RecordedEvent[], tx: Queryable): Promise<void> {
  const ids = events.filter((e) => e.tenantId !== PLATFORM_TENANT).map((e) => e.eventId);
  if (ids.length === 0) return;
  const { rows } = await tx.query<EventFieldsRow>(
    `SELECT ${EVENT_FIELDS_SQL} FROM es_events e
      WHERE e.event_id = ANY($1::uuid[])
        AND NOT EXISTS (SELECT 1 FROM audit_chain_links l WHERE l.event_id = e.event_id)
      ORDER BY e.epoch, e.tx_id, e.global_position`,
    [ids],
  );
  if (rows.length === 0) return;
  const byCompany = new Map<string, EventFieldsRow[]>();
  for (const r of rows) {
    const list = byCompany.get(r.e_company_id);
    if (list) list.push(r);
    else byCompany.set(r.e_company_id, [r]);
  }
  const companies = [...byCompany.keys()];
  const { rows: heads } = await tx.query<{ company_id: string; seq: string | null; hash: string | null }>(
    `SELECT c.company_id, h.seq::text AS seq, h.hash FROM unnest($1::text[]) AS c(company_id)
       LEFT JOIN LATERAL (SELECT seq, hash FROM audit_chain_links l WHERE l.company_id = c.company_id ORDER BY seq DESC LIMIT 1) h ON true`,
    [companies],
  );
  const headOf = new Map(heads.map((h) => [h.company_id, h.seq !== null && h.hash !== null ? { seq: Number(h.seq), hash: h.hash } : null]));
  const links = companies.flatMap((c) => chainLinks(headOf.get(c) ?? null, byCompany.get(c)!.map(eventFieldsOf)));
  await tx.query(
    `INSERT INTO audit_chain_links (company_id, seq, event_id, global_position, commit_position, stream_id, stream_version, event_type, recorded_at, data_digest, metadata_digest, hash)
     SELECT company_id, seq, event_id, split_part(commit_position, '/', 3)::bigint, commit_position, stream_id, stream_version, event_type, recorded_at, data_digest, metadata_digest, hash
       FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::text[], $6::integer[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
         AS x(company_id, seq, event_id, commit_position, stream_id, stream_version, event_type, recorded_at, data_digest, metadata_digest, hash)`,
    [
      links.map((l) => l.companyId),
      links.map((l) => l.seq),
      links.map((l) => l.eventId),
      links.map((l) => l.position),
      links.map((l) => l.streamId),
      links.map((l) => l.streamVersion),
      links.map((l) => l.eventType),
      links.map((l) => l.recordedAt),
      links.map((l) => l.dataDigest),
      links.map((l) => l.metadataDigest),
      links.map((l) => l.hash),
    ],
  );
}
