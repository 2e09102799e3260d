import type { Migration } from '../db';
import type { EventFields, LinkFields } from './link';

export const auditChainMigrations: Migration[] = [
  {
    id: '0960_audit_chain',
    sql: `
-- One hash chain per company over its events in commit order (ADR 0009). A link repeats what it
-- sealed, so a break can name the field that changed; hash = sha256 over those fields and the
-- previous link's hash.
CREATE TABLE audit_chain_links (
  company_id      text NOT NULL,
  seq             bigint NOT NULL,
  event_id        uuid NOT NULL,
  global_position bigint NOT NULL,
  commit_position text NOT NULL,
  stream_id       text NOT NULL,
  stream_version  integer NOT NULL,
  event_type      text NOT NULL,
  recorded_at     text NOT NULL,
  data_digest     text NOT NULL,
  metadata_digest text NOT NULL,
  hash            text COLLATE "C" NOT NULL,
  sealed_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, seq)
);
CREATE UNIQUE INDEX audit_chain_links_event ON audit_chain_links (event_id);
-- an old head printed on a PDF (a prefix of the hash) is found by range
CREATE INDEX audit_chain_links_hash ON audit_chain_links (company_id, hash);
`,
  },
];

/**
 * sha256 (hex) of a jsonb column as PostgreSQL prints it (UTF-8): the digest a link seals, the same
 * expression when sealing, verifying and redacting.
 */
export const jsonDigestSql = (column: string): string => `encode(sha256(convert_to(${column}::text, 'UTF8')), 'hex')`;

/**
 * An event of es_events in link terms, computed by PostgreSQL so that sealing and verifying use
 * the same text: the jsonb as PostgreSQL prints it (key order and spacing are jsonb's own) and
 * the time in UTC with microseconds. Expects the table alias `e`.
 */
export const EVENT_FIELDS_SQL = `e.tenant_id AS e_company_id, e.event_id::text AS e_event_id,
  e.epoch || '/' || e.tx_id::text || '/' || e.global_position::text AS e_position,
  e.stream_id AS e_stream_id, e.stream_version AS e_stream_version, e.event_type AS e_event_type,
  to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS e_recorded_at,
  ${jsonDigestSql('e.data')} AS e_data_digest,
  ${jsonDigestSql('e.metadata')} AS e_metadata_digest`;

export interface EventFieldsRow {
  e_company_id: string;
  e_event_id: string;
  e_position: string;
  e_stream_id: string;
  e_stream_version: number;
  e_event_type: string;
  e_recorded_at: string;
  e_data_digest: string;
  e_metadata_digest: string;
}

export const eventFieldsOf = (r: EventFieldsRow): EventFields => ({
  companyId: r.e_company_id,
  eventId: r.e_event_id,
  position: r.e_position,
  streamId: r.e_stream_id,
  streamVersion: r.e_stream_version,
  eventType: r.e_event_type,
  recordedAt: r.e_recorded_at,
  dataDigest: r.e_data_digest,
  metadataDigest: r.e_metadata_digest,
});

/** The link columns (table alias `l`). */
export const LINK_FIELDS_SQL = `l.company_id, l.seq::text AS seq, l.event_id::text AS event_id, l.commit_position, l.stream_id,
  l.stream_version, l.event_type, l.recorded_at, l.data_digest, l.metadata_digest, l.hash`;

export interface LinkRow {
  company_id: string;
  seq: string;
  event_id: string;
  commit_position: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  recorded_at: string;
  data_digest: string;
  metadata_digest: string;
  hash: string;
}

export const linkFieldsOf = (r: LinkRow): LinkFields & { hash: string } => ({
  companyId: r.company_id,
  seq: Number(r.seq),
  eventId: r.event_id,
  position: r.commit_position,
  streamId: r.stream_id,
  streamVersion: r.stream_version,
  eventType: r.event_type,
  recordedAt: r.recorded_at,
  dataDigest: r.data_digest,
  metadataDigest: r.metadata_digest,
  hash: r.hash,
});
