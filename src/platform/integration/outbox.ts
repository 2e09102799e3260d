import type { Migration, Queryable } from '../db';

/**
 * An integration event: a fact of the product's small public language (`training.assigned.v1`, …),
 * as it leaves through the outbox relay. The envelope is the value of the Kafka message; `id` is
 * stable (derived from what it reports), so a consumer deduplicates on it.
 */
export interface IntegrationEvent {
  /** Stable uuid: the same fact always gets the same id (at-least-once delivery, deduplicated by consumers). */
  readonly id: string;
  /** `<noun>.<verb>.v<major>`, e.g. `training.completed.v1`. */
  readonly type: string;
  /** The company the fact belongs to; the Kafka message key. */
  readonly companyId: string;
  /** When it happened (ISO 8601, UTC). */
  readonly occurredAt: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The `source` of every envelope. */
export const INTEGRATION_SOURCE = 'unterweisung';

/** The JSON value a consumer receives (see docs/events.md, "Integration events"). */
export function envelopeOf(e: IntegrationEvent): Record<string, unknown> {
  return { id: e.id, type: e.type, source: INTEGRATION_SOURCE, companyId: e.companyId, occurredAt: e.occurredAt, data: e.data };
}

/** NOTIFY channel: rows were added to the outbox (wakes the relay). */
export const OUTBOX_CHANNEL = 'integration_outbox';

/**
 * Advisory lock taken (for the transaction) before any insert into the outbox: writers commit one
 * after the other, so `seq` order is commit order and the relay's `seq > checkpoint` never skips a
 * row that committed late. Key space 'IN' 'TO'.
 */
const OUTBOX_WRITE_LOCK = 0x494e_544f;

export const integrationOutboxMigrations: Migration[] = [
  {
    id: '0007_integration_outbox',
    sql: `
CREATE TABLE integration_outbox (
  seq bigserial PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  event_type text NOT NULL,
  company_id text NOT NULL,
  occurred_at timestamptz NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integration_outbox_company ON integration_outbox (company_id);
-- how far each relay has published (the seq acknowledged by the broker)
CREATE TABLE integration_relay_checkpoints (
  name text PRIMARY KEY,
  seq bigint NOT NULL DEFAULT 0,
  published_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);`,
  },
];

/**
 * Adds integration events to the outbox in the caller's transaction (a reactor's, with its
 * checkpoint): an event whose id is there already is left as it is, so re-applying a batch adds
 * nothing. Wakes the relay when the transaction commits. Nothing happens for no events.
 */
export async function appendToOutbox(tx: Queryable, events: readonly IntegrationEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.query('SELECT pg_advisory_xact_lock($1::integer, 0)', [OUTBOX_WRITE_LOCK]);
  await tx.query(
    `INSERT INTO integration_outbox (event_id, event_type, company_id, occurred_at, payload)
     SELECT id, t, c, o, p FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::jsonb[]) WITH ORDINALITY AS x(id, t, c, o, p, i)
     ORDER BY i
     ON CONFLICT (event_id) DO NOTHING`,
    [events.map((e) => e.id), events.map((e) => e.type), events.map((e) => e.companyId), events.map((e) => e.occurredAt), events.map((e) => JSON.stringify(envelopeOf(e)))],
  );
  await tx.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
}

/** Removes a company's integration events not yet published or kept (company deletion). */
export async function purgeOutbox(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('DELETE FROM integration_outbox WHERE company_id = $1', [companyId]);
}
