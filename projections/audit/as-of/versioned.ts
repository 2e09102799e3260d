import type { Queryable } from '../../../src/platform/db';

/**
 * One versioned fact table: text key columns, typed value columns, and the interval columns of
 * schema.ts. Values are plain JSON-like records (instants as ISO strings), compared by their
 * column values: an event that changes nothing opens no version.
 */
export interface VersionedTable<V> {
  readonly table: string;
  readonly keys: readonly string[];
  /** [column, PostgreSQL array element type] in insert order. */
  readonly columns: readonly (readonly [string, string])[];
  values(v: V): readonly unknown[];
  read(row: Record<string, unknown>): V;
}

/** One event's effect on one key: the next value from the one in effect before it (null: absent). */
export interface VersionOp<V> {
  readonly key: readonly string[];
  readonly companyId: string;
  readonly eventId: string;
  readonly at: Date;
  next(prev: V | null): V | null;
}

interface Current<V> {
  value: V;
  validFrom: Date;
  openedBy: string;
  companyId: string;
}

interface NewRow<V> {
  key: readonly string[];
  companyId: string;
  value: V;
  validFrom: Date;
  validTo: Date | null;
  openedBy: string;
  closedBy: string | null;
}

export const iso = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

const KEY_SEP = '\u0000';
const same = <V>(t: VersionedTable<V>, a: V | null, b: V | null) =>
  a === null || b === null ? a === b : JSON.stringify(t.values(a).map(norm)) === JSON.stringify(t.values(b).map(norm));
const norm = (x: unknown) => (x instanceof Date ? x.toISOString() : x);

/**
 * Applies the ops of one batch (in commit order) to a versioned table with a constant number of
 * statements: reads the version in effect before the batch for every key it touches, folds the
 * ops in memory, closes those versions and inserts the new ones. A version's start is the event's
 * time, never before the start of the version it follows (a late-committing event with an older
 * clock reading must not make an interval run backwards). Idempotent: the versions a batch opened
 * are ignored when it is read again and their inserts conflict.
 */
export async function applyVersions<V>(tx: Queryable, t: VersionedTable<V>, ops: readonly VersionOp<V>[], batchEventIds: readonly string[]): Promise<void> {
  if (ops.length === 0) return;
  const byKey = new Map<string, VersionOp<V>[]>();
  for (const op of ops) {
    const k = op.key.join(KEY_SEP);
    const list = byKey.get(k);
    if (list) list.push(op);
    else byKey.set(k, [op]);
  }
  const keys = [...byKey.values()].map((l) => l[0]!.key);
  const keyCols = t.keys.join(', ');
  const unnestKeys = t.keys.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const idsParam = `$${t.keys.length + 1}::text[]`;
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT * FROM ${t.table} WHERE (${keyCols}) IN (SELECT * FROM unnest(${unnestKeys}))
        AND NOT (opened_by = ANY(${idsParam})) AND (closed_by IS NULL OR closed_by = ANY(${idsParam}))`,
    [...t.keys.map((_, i) => keys.map((k) => k[i])), batchEventIds],
  );
  const current = new Map<string, Current<V>>();
  for (const r of rows) {
    const k = t.keys.map((c) => String(r[c])).join(KEY_SEP);
    current.set(k, { value: t.read(r), validFrom: new Date(r.valid_from as string | Date), openedBy: String(r.opened_by), companyId: String(r.company_id) });
  }

  const closes: { key: readonly string[]; openedBy: string; at: Date; by: string }[] = [];
  const inserts: NewRow<V>[] = [];
  for (const [k, list] of byKey) {
    let cur = current.get(k) ?? null;
    let open: NewRow<V> | null = null;
    for (const op of list) {
      const next = op.next(cur?.value ?? null);
      if (same(t, cur?.value ?? null, next)) continue;
      const at = cur && cur.validFrom > op.at ? cur.validFrom : op.at;
      if (cur) {
        if (open) {
          open.validTo = at;
          open.closedBy = op.eventId;
        } else closes.push({ key: op.key, openedBy: cur.openedBy, at, by: op.eventId });
      }
      if (next === null) {
        cur = null;
        open = null;
      } else {
        open = { key: op.key, companyId: cur?.companyId ?? op.companyId, value: next, validFrom: at, validTo: null, openedBy: op.eventId, closedBy: null };
        inserts.push(open);
        cur = { value: next, validFrom: at, openedBy: op.eventId, companyId: open.companyId };
      }
    }
  }

  if (closes.length) {
    const n = t.keys.length;
    await tx.query(
      `UPDATE ${t.table} x SET valid_to = c.at, closed_by = c.by
         FROM unnest(${t.keys.map((_, i) => `$${i + 1}::text[]`).join(', ')}, $${n + 1}::text[], $${n + 2}::timestamptz[], $${n + 3}::text[]) AS c(${keyCols}, opened_by, at, by)
        WHERE ${t.keys.map((c) => `x.${c} = c.${c}`).join(' AND ')} AND x.opened_by = c.opened_by AND x.closed_by IS NULL`,
      [...t.keys.map((_, i) => closes.map((c) => c.key[i])), closes.map((c) => c.openedBy), closes.map((c) => c.at), closes.map((c) => c.by)],
    );
  }
  if (inserts.length) {
    const cols = ['company_id', ...t.keys, ...t.columns.map((c) => c[0]), 'valid_from', 'valid_to', 'opened_by', 'closed_by'];
    const types = ['text', ...t.keys.map(() => 'text'), ...t.columns.map((c) => c[1]), 'timestamptz', 'timestamptz', 'text', 'text'];
    const columnsData: unknown[][] = [
      inserts.map((r) => r.companyId),
      ...t.keys.map((_, i) => inserts.map((r) => r.key[i])),
      ...t.columns.map((_, j) => inserts.map((r) => t.values(r.value)[j] ?? null)),
      inserts.map((r) => r.validFrom),
      inserts.map((r) => r.validTo ?? 'infinity'),
      inserts.map((r) => r.openedBy),
      inserts.map((r) => r.closedBy),
    ];
    await tx.query(
      `INSERT INTO ${t.table} (${cols.join(', ')}) SELECT * FROM unnest(${types.map((ty, i) => `$${i + 1}::${ty}[]`).join(', ')})
       ON CONFLICT DO NOTHING`,
      columnsData,
    );
  }
}
