import type { Queryable } from '../db';

/** A mail outbox table as its reactor fills it: the queued columns (all text), its key, and the dispatcher's NOTIFY channel. */
export interface OutboxTable<C extends string> {
  readonly table: string;
  readonly columns: readonly C[];
  readonly key: readonly C[];
  readonly channel: string;
}

/**
 * Queues mails in an outbox table in one statement (the columns unnested from text arrays, due
 * now), leaving rows already queued as they are (a replayed event queues nothing twice), and wakes
 * the dispatcher when the transaction commits. Nothing happens for no rows.
 */
export async function queueOutboxMails<C extends string>(tx: Queryable, outbox: OutboxTable<C>, rows: readonly Readonly<Record<C, string | null>>[]): Promise<void> {
  if (rows.length === 0) return;
  const { table, columns, key, channel } = outbox;
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}, next_attempt_at, created_at)
     SELECT ${aliases}, now(), now() FROM unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')}) AS x(${aliases})
     ON CONFLICT (${key.join(', ')}) DO NOTHING`,
    columns.map((c) => rows.map((r) => r[c])),
  );
  await tx.query(`SELECT pg_notify('${channel}', '')`);
}
