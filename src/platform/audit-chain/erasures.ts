import type { Queryable } from '../db';
import { GENESIS, changedFields, linkHash, type ChangedField, type EventFields, type LinkFields } from './link';
import { EVENT_FIELDS_SQL, LINK_FIELDS_SQL, eventFieldsOf, linkFieldsOf, type EventFieldsRow, type LinkRow } from './schema';

/**
 * The event type of an erasure (GDPR Art. 17; ADR 0033, ADR 0009 section 6): an ordinary event of the
 * company's log whose data lists the events it redacted, `redactions: [{ eventId, dataDigest,
 * metadataDigest? }]`, with the digests of their redacted data (and metadata) as verification
 * computes them. Its other fields (subjectId, pseudonym, reason, …) are the privacy module's.
 */
export const REDACTION_EVENT_TYPE = 'privacy.PersonalDataRedacted';

/** The key of a redacted event's data that names its erasure: `{"$redacted": {"by": "<event id of the erasure>"}}`. */
export const REDACTED_KEY = '$redacted';

/** One entry of an erasure's `redactions`. */
export interface Redaction {
  readonly eventId: string;
  /** sha256 (hex) of the redacted data, `data::text` as PostgreSQL prints it (UTF-8). */
  readonly dataDigest: string;
  /** Likewise of the replaced metadata; absent: the metadata was not replaced. */
  readonly metadataDigest?: string;
}

/** The company's intact erasures, asked link by link whether a changed event is an accepted redaction. */
export interface Erasures {
  /**
   * True when the event differs from its link only as an erasure allows: only data and/or
   * metadata changed; its data names (`$redacted.by`) an intact erasure sealed after it that lists
   * it; its data digest is the listed one; its metadata is as sealed or has the listed digest.
   */
  accepts(link: LinkFields, event: EventFields, changed: readonly ChangedField[], redactedBy: string | null): boolean;
}

interface Listed {
  readonly erasureSeq: number;
  readonly dataDigest: string;
  readonly metadataDigest: string | undefined;
}

const keyOf = (erasureId: string, eventId: string) => `${erasureId.toLowerCase()} ${eventId.toLowerCase()}`;

const isRedaction = (x: unknown): x is Redaction => {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return typeof r.eventId === 'string' && typeof r.dataDigest === 'string' && (r.metadataDigest === undefined || typeof r.metadataDigest === 'string');
};

type ErasureRow = LinkRow & EventFieldsRow & { prev_hash: string | null; redactions: unknown };

/**
 * Loads every erasure of the company that is sealed (up to `maxSeq`) and intact, i.e. its event
 * matches its link field by field and its link hashes from its predecessor; an altered or unlinked
 * erasure accepts nothing. One statement; its listings are kept in memory (a few per erased person).
 */
export async function loadErasures(q: Queryable, companyId: string, maxSeq: number): Promise<Erasures> {
  const { rows } = await q.query<ErasureRow>(
    `SELECT ${LINK_FIELDS_SQL}, ${EVENT_FIELDS_SQL}, p.hash AS prev_hash, e.data->'redactions' AS redactions
       FROM es_events e
       JOIN audit_chain_links l ON l.event_id = e.event_id AND l.company_id = $1 AND l.seq <= $3
       LEFT JOIN LATERAL (SELECT pl.hash FROM audit_chain_links pl WHERE pl.company_id = $1 AND pl.seq < l.seq ORDER BY pl.seq DESC LIMIT 1) p ON true
      WHERE e.tenant_id = $1 AND e.event_type = $2`,
    [companyId, REDACTION_EVENT_TYPE, maxSeq],
  );
  const listed = new Map<string, Listed>();
  for (const row of rows) {
    const link = linkFieldsOf(row);
    const intact = changedFields(link, eventFieldsOf(row)).length === 0 && linkHash(row.prev_hash ?? GENESIS, link) === link.hash;
    if (!intact || !Array.isArray(row.redactions)) continue;
    for (const r of row.redactions as unknown[]) {
      if (!isRedaction(r)) continue;
      listed.set(keyOf(link.eventId, r.eventId), { erasureSeq: link.seq, dataDigest: r.dataDigest, metadataDigest: r.metadataDigest });
    }
  }
  return {
    accepts(link, event, changed, redactedBy) {
      if (redactedBy === null || changed.length === 0 || changed.some((f) => f !== 'data' && f !== 'metadata')) return false;
      const l = listed.get(keyOf(redactedBy, link.eventId));
      if (!l || l.erasureSeq <= link.seq || event.dataDigest !== l.dataDigest) return false;
      return event.metadataDigest === link.metadataDigest || event.metadataDigest === l.metadataDigest;
    },
  };
}
