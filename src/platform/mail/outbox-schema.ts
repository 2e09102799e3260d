/**
 * The delivery columns every mail outbox table carries for `OutboxDispatcher` (status, attempts,
 * backoff, lease, last error, sent time), and its index of due rows: stated once for the outbox
 * migrations. Each migration's SQL is exactly the text it was applied with.
 */
export const OUTBOX_DELIVERY_COLUMNS = `  status          text NOT NULL DEFAULT 'pending',
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until    timestamptz,
  last_error      text,
  sent_at         timestamptz,
`;

/** The partial index the dispatcher claims due rows by. */
export const outboxDueIndex = (table: string): string => `CREATE INDEX ${table}_due ON ${table} (next_attempt_at) WHERE status = 'pending';\n`;
