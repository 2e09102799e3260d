import type { Queryable } from '../db';
import { START_POSITION, comparePositions, positionParts } from '../eventstore';
import { PLATFORM_TENANT } from '../kernel';
import type { ChainBreak, ChainPoint, ChainVerificationAnswer } from '../../shared/contracts/audit';
import { GENESIS, changedFields, linkHash } from './link';
import { EVENT_FIELDS_SQL, LINK_FIELDS_SQL, eventFieldsOf, linkFieldsOf, type EventFieldsRow, type LinkRow } from './schema';
import { REDACTED_KEY, loadErasures } from './erasures';
import { AUDIT_CHAIN_PROJECTION } from './seal';

export type { ChainBreak, ChainPoint } from '../../shared/contracts/audit';

/** A company's verification: the answer of GET /api/audit/verify (without a `?head=` check) and whose chain it is. */
export interface ChainVerification extends Omit<ChainVerificationAnswer, 'headFound' | 'foundHead'> {
  readonly companyId: string;
}

export interface VerifyOptions {
  /** Links per keyset batch (memory stays bounded by it). */
  readonly batchSize?: number;
  readonly maxBreaks?: number;
}

const iso = (recordedAt: string) => new Date(recordedAt).toISOString();

/** The newest link of a company's chain (null before the first sealed event). */
export async function chainHead(q: Queryable, companyId: string): Promise<ChainPoint | null> {
  const { rows } = await q.query<{ hash: string; seq: string; recorded_at: string }>(
    // ORDER BY names the column: a bare `seq` would sort the ::text alias ('9' > '10')
    'SELECT l.hash, l.seq::text AS seq, l.recorded_at FROM audit_chain_links l WHERE l.company_id = $1 ORDER BY l.seq DESC LIMIT 1',
    [companyId],
  );
  const r = rows[0];
  return r ? { hash: r.hash, seq: Number(r.seq), at: iso(r.recorded_at) } : null;
}

/** `^[0-9a-f]{16,64}$`: a head as printed (16 hex digits) or whole. */
export const isHeadPrefix = (s: string): boolean => /^[0-9a-f]{16,64}$/.test(s);

/**
 * The earliest link of the company whose hash starts with `prefix` (a head printed on an old
 * PDF), or null. Found and the chain verifies: the log still holds everything that head sealed.
 */
export async function findChainLink(q: Queryable, companyId: string, prefix: string): Promise<ChainPoint | null> {
  const p = prefix.toLowerCase();
  if (!isHeadPrefix(p)) return null;
  const { rows } = await q.query<{ hash: string; seq: string; recorded_at: string }>(
    `SELECT l.hash, l.seq::text AS seq, l.recorded_at FROM audit_chain_links l
      WHERE l.company_id = $1 AND l.hash >= $2 AND l.hash < $3 ORDER BY l.seq LIMIT 1`,
    [companyId, p, p + 'g'],
  );
  const r = rows[0];
  return r ? { hash: r.hash, seq: Number(r.seq), at: iso(r.recorded_at) } : null;
}

/** Companies that have events or links (the platform tenant has no chain). */
export async function chainedCompanies(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT DISTINCT tenant_id AS id FROM es_streams WHERE tenant_id <> $1
     UNION SELECT DISTINCT company_id FROM audit_chain_links ORDER BY 1`,
    [PLATFORM_TENANT],
  );
  return rows.map((r) => r.id);
}

/**
 * Recomputes a company's chain against the log, in keyset batches of links (never the whole log
 * in memory): every link must hash from its predecessor, follow it in commit order and match its
 * event field by field; every event of the sealed part of the log must have a link. Events the
 * reactor has not sealed yet are counted as pending. An event whose data (and metadata) an intact
 * erasure sealed after it redacted, exactly as that erasure lists it, is counted as erased, not
 * as a break (ADR 0009 section 6).
 */
export async function verifyChain(q: Queryable, companyId: string, opts: VerifyOptions = {}): Promise<ChainVerification> {
  if (companyId === PLATFORM_TENANT) throw new Error('The platform tenant has no chain (ADR 0009).');
  const batchSize = opts.batchSize ?? 2000;
  const maxBreaks = opts.maxBreaks ?? 100;
  // one statement, one snapshot: the reactor moves links and its checkpoint in one transaction
  const { rows: bounds } = await q.query<{ sealed_to: string | null; seq: string | null; hash: string | null; recorded_at: string | null }>(
    `SELECT (SELECT position FROM projection_checkpoints WHERE name = $2) AS sealed_to, h.seq::text AS seq, h.hash, h.recorded_at
       FROM (SELECT 1) one LEFT JOIN LATERAL
            (SELECT seq, hash, recorded_at FROM audit_chain_links WHERE company_id = $1 ORDER BY seq DESC LIMIT 1) h ON true`,
    [companyId, AUDIT_CHAIN_PROJECTION],
  );
  const b = bounds[0]!;
  const sealedTo = b.sealed_to ?? START_POSITION;
  const maxSeq = b.seq === null ? 0 : Number(b.seq);
  const head: ChainPoint | null = b.seq !== null && b.hash !== null && b.recorded_at !== null ? { hash: b.hash, seq: maxSeq, at: iso(b.recorded_at) } : null;

  const linkBreaks: ChainBreak[] = [];
  let linkBreakCount = 0;
  const report = (x: ChainBreak) => {
    linkBreakCount++;
    if (linkBreaks.length < maxBreaks) linkBreaks.push(x);
  };

  // every intact erasure of the company, once: a few per erased person, whatever the size of the log
  const erasures = await loadErasures(q, companyId, maxSeq);
  let checked = 0;
  let erased = 0;
  let prev: { seq: number; hash: string; position: string } | null = null;
  let after = 0;
  for (;;) {
    const { rows } = await q.query<LinkRow & Partial<EventFieldsRow> & { e_redacted_by?: string | null }>(
      `SELECT ${LINK_FIELDS_SQL}, ${EVENT_FIELDS_SQL}, e.data->'${REDACTED_KEY}'->>'by' AS e_redacted_by
         FROM audit_chain_links l LEFT JOIN es_events e ON e.event_id = l.event_id
        WHERE l.company_id = $1 AND l.seq > $2 AND l.seq <= $3
        ORDER BY l.seq LIMIT $4`,
      [companyId, after, maxSeq, batchSize],
    );
    for (const row of rows) {
      const link = linkFieldsOf(row);
      const at = { seq: link.seq, eventId: link.eventId, position: link.position, eventType: link.eventType, streamId: link.streamId };
      const expectedSeq: number = (prev?.seq ?? 0) + 1;
      if (link.seq !== expectedSeq) {
        report({ kind: 'deleted', reason: 'missing_link', ...at, seq: expectedSeq, eventId: null, eventType: null, streamId: null, changed: [] });
      } else if (linkHash(prev?.hash ?? GENESIS, link) !== link.hash) {
        report({ kind: 'altered', reason: 'changed', ...at, changed: ['link'] });
      }
      if (prev && comparePositions(link.position, prev.position) <= 0) report({ kind: 'inserted', reason: 'out_of_order', ...at, changed: [] });
      if (row.e_event_id === null || row.e_event_id === undefined) {
        report({ kind: 'deleted', reason: 'missing_event', ...at, changed: [] });
      } else {
        const event = eventFieldsOf(row as EventFieldsRow);
        const changed = changedFields(link, event);
        if (changed.length > 0) {
          if (erasures.accepts(link, event, changed, row.e_redacted_by ?? null)) erased++;
          else report({ kind: 'altered', reason: 'changed', ...at, changed });
        }
      }
      checked++;
      prev = { seq: link.seq, hash: link.hash, position: link.position };
    }
    if (rows.length < batchSize) break;
    after = prev!.seq;
  }

  // events of the sealed part of the log without a link (one statement, at most maxBreaks rows)
  const sp = positionParts(sealedTo);
  const unlinkedWhere = `e.tenant_id = $1 AND (e.epoch, e.tx_id, e.global_position) <= ($2::integer, $3::xid8, $4::bigint)
     AND NOT EXISTS (SELECT 1 FROM audit_chain_links l WHERE l.event_id = e.event_id AND l.company_id = $1 AND l.seq <= $5)`;
  const { rows: unlinked } = await q.query<EventFieldsRow>(
    `SELECT ${EVENT_FIELDS_SQL} FROM es_events e WHERE ${unlinkedWhere}
      ORDER BY e.epoch, e.tx_id, e.global_position LIMIT $6`,
    [companyId, sp.epoch, sp.txId, sp.globalPosition, maxSeq, maxBreaks],
  );
  let unlinkedCount = unlinked.length;
  if (unlinked.length === maxBreaks) {
    const { rows: n } = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM es_events e WHERE ${unlinkedWhere}`, [
      companyId,
      sp.epoch,
      sp.txId,
      sp.globalPosition,
      maxSeq,
    ]);
    unlinkedCount = Number(n[0]?.n ?? 0);
  }
  const inserted: ChainBreak[] = unlinked.map((r) => ({
    kind: 'inserted',
    reason: 'no_link',
    seq: null,
    eventId: r.e_event_id,
    position: r.e_position,
    eventType: r.e_event_type,
    streamId: r.e_stream_id,
    changed: [],
  }));

  const { rows: pendingRows } = await q.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM es_events e
      WHERE e.tenant_id = $1 AND (e.epoch, e.tx_id, e.global_position) > ($2::integer, $3::xid8, $4::bigint)`,
    [companyId, sp.epoch, sp.txId, sp.globalPosition],
  );

  // the first break first: both lists are in commit order; merge them by position
  const breaks = mergeByPosition(linkBreaks, inserted).slice(0, maxBreaks);
  const breakCount = linkBreakCount + unlinkedCount;
  return { companyId, ok: breakCount === 0, checked, erased, pending: Number(pendingRows[0]?.n ?? 0), head, breaks, breakCount };
}

function mergeByPosition(a: readonly ChainBreak[], b: readonly ChainBreak[]): ChainBreak[] {
  const out: ChainBreak[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || comparePositions(x.position ?? START_POSITION, y.position ?? START_POSITION) <= 0)) {
      out.push(x);
      i++;
    } else {
      out.push(y!);
      j++;
    }
  }
  return out;
}
