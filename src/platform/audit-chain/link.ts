import { createHash } from 'node:crypto';
import type { ChangedField } from '../../shared/contracts/audit';

/** What of an event can differ from its link. */
export type { ChangedField } from '../../shared/contracts/audit';

/** Format tag hashed into every link: a new link format gets a new tag (see ADR 0009). */
export const LINK_FORMAT = 'audit-chain/1';

/** The `prev` of a company's first link. */
export const GENESIS = '0'.repeat(64);

/** What one link seals of one event (ADR 0009: the link format). */
export interface LinkFields {
  readonly companyId: string;
  /** 1, 2, 3 … per company, in commit order. */
  readonly seq: number;
  readonly eventId: string;
  /** Commit position `epoch/tx_id/global_position` (the order the projection runner reads). */
  readonly position: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly eventType: string;
  /** `recorded_at` in UTC with microseconds, e.g. `2026-11-24T10:15:00.123456Z`. */
  readonly recordedAt: string;
  /** sha256 (hex) of the event's data as PostgreSQL prints the jsonb (`data::text`, UTF-8). */
  readonly dataDigest: string;
  /** sha256 (hex) of the event's metadata, likewise. */
  readonly metadataDigest: string;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The hash of a link: sha256 over a JSON array of the format tag, the previous link's hash and
 * every field (JSON keeps the fields apart whatever characters a stream id holds).
 */
export function linkHash(prev: string, f: LinkFields): string {
  return sha256Hex(
    JSON.stringify([LINK_FORMAT, prev, f.companyId, f.seq, f.eventId, f.position, f.streamId, f.streamVersion, f.eventType, f.recordedAt, f.dataDigest, f.metadataDigest]),
  );
}

/** The event as it is in the log now, in link terms (no seq). */
export type EventFields = Omit<LinkFields, 'seq'>;

/** Which fields of the event differ from what its link sealed (empty: the event is as sealed). */
export function changedFields(link: EventFields, event: EventFields): ChangedField[] {
  const out: ChangedField[] = [];
  if (event.companyId !== link.companyId) out.push('company');
  if (event.position !== link.position) out.push('position');
  if (event.streamId !== link.streamId) out.push('stream');
  if (event.streamVersion !== link.streamVersion) out.push('version');
  if (event.eventType !== link.eventType) out.push('type');
  if (event.recordedAt !== link.recordedAt) out.push('time');
  if (event.dataDigest !== link.dataDigest) out.push('data');
  if (event.metadataDigest !== link.metadataDigest) out.push('metadata');
  return out;
}

/** Seals events (already in commit order) onto a chain whose last link is `head`. */
export function chainLinks(head: { seq: number; hash: string } | null, events: readonly EventFields[]): Array<LinkFields & { hash: string }> {
  let seq = head?.seq ?? 0;
  let prev = head?.hash ?? GENESIS;
  return events.map((e) => {
    const fields: LinkFields = { ...e, seq: ++seq };
    prev = linkHash(prev, fields);
    return { ...fields, hash: prev };
  });
}
