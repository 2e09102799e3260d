/**
 * The audit workspace's answers (docs/api/audit.md), one definition for the server, the web app and
 * the tests. The history and trail types take the event-kind vocabulary as a parameter: the server
 * names its kinds exactly (projections/audit/trail/vocabulary.ts), clients read them as strings.
 */

/** A link of the hash chain: its hash, number and the recorded time (ISO) of the event it seals. */
export interface ChainPoint {
  readonly hash: string;
  readonly seq: number;
  readonly at: string;
}

/** The fields of an event that its link seals; a break names those that no longer match. */
export type ChangedField = 'company' | 'position' | 'stream' | 'version' | 'type' | 'time' | 'data' | 'metadata';

/**
 * One finding of GET /api/audit/verify: `altered` (an event changed after it was sealed), `inserted`
 * (an event without link, or one out of order) or `deleted` (a link whose event is gone, or links
 * missing from the chain).
 */
export interface ChainBreak {
  readonly kind: 'altered' | 'inserted' | 'deleted';
  readonly reason: 'changed' | 'no_link' | 'out_of_order' | 'missing_event' | 'missing_link';
  /** The link's number (null for an event without link). */
  readonly seq: number | null;
  readonly eventId: string | null;
  /** Commit position `epoch/tx_id/global_position` (of the link, or of the unlinked event). */
  readonly position: string | null;
  readonly eventType: string | null;
  readonly streamId: string | null;
  readonly changed: readonly (ChangedField | 'link')[];
}

/** GET /api/audit/verify. */
export interface ChainVerificationAnswer {
  /** True when the sealed part of the log matches its chain exactly. */
  readonly ok: boolean;
  /** Links recomputed and compared. */
  readonly checked: number;
  /**
   * Of those, events whose personal data was redacted (pseudonymised or erased, GDPR Art. 17) by an
   * intact erasure event sealed after them that lists them with the redacted content's digest: they
   * differ from their links as that erasure allows and are not breaks (ADR 0009 section 6).
   */
  readonly erased: number;
  /** Events of the company not sealed yet (the reactor lags by a moment); not checked, not breaks. */
  readonly pending: number;
  /** The newest link (null: nothing sealed yet). */
  readonly head: ChainPoint | null;
  /** The first breaks in commit order; the first element is the first break. */
  readonly breaks: readonly ChainBreak[];
  /** All breaks found (may exceed `breaks.length`). */
  readonly breakCount: number;
  /** With `?head=`: whether that printed chain head is still in the chain, and the link found. */
  readonly headFound?: boolean;
  readonly foundHead?: ChainPoint | null;
}

/** One line of a person's history. */
export interface HistoryEntry<Kind extends string = string> {
  readonly id: string;
  readonly at: string;
  readonly kind: Kind;
  readonly text: string;
  readonly actor: { readonly id: string | null; readonly name: string | null };
  readonly group: { readonly id: string; readonly name: string | null } | null;
  readonly bundle: { readonly id: string; readonly name: string | null } | null;
  readonly details: Readonly<Record<string, unknown>>;
}

/** One cycle of a training in a person's history. */
export interface HistoryCycle<Kind extends string = string> {
  readonly cycle: number;
  readonly startedAt: string | null;
  readonly completedAt: string | null;
  readonly validUntil: string | null;
  readonly evidenceId: string | null;
  /**
   * The language version the cycle's completion was delivered in, a BCP 47 tag such as 'tr' (issue
   * 34; a blended training's: that of its online part); null without a completion or when it was not
   * recorded (before language versions, classroom sessions). Never read as German.
   */
  readonly deliveredLanguage: string | null;
  /** A blended training's online part is done and its practical part not yet signed off: not completed, no validity, no evidence yet. */
  readonly awaitingPracticalPart: boolean;
  readonly entries: HistoryEntry<Kind>[];
}

export interface TrainingHistory<Kind extends string = string> {
  readonly trainingId: string;
  readonly title: string;
  readonly deleted: boolean;
  readonly deletedAt: string | null;
  readonly lastAt: string;
  readonly cycles: HistoryCycle<Kind>[];
}

/** GET /api/audit/people/{userId}/history. */
export interface PersonHistory<Kind extends string = string> {
  readonly person: { readonly id: string; readonly name: string };
  readonly entries: HistoryEntry<Kind>[];
  readonly trainings: TrainingHistory<Kind>[];
  readonly page: number;
  readonly limit: number;
  readonly totalTrainings: number;
  readonly totalPages: number;
  /** True when the row cap was reached and the oldest rows were left out. */
  readonly truncated: boolean;
}

/** One line of the audit trail (GET /api/audit/events). */
export interface TrailItem<Kind extends string = string> {
  readonly id: string;
  readonly at: string;
  readonly recordedAt: string;
  readonly position: string;
  readonly type: Kind;
  readonly actor: { readonly id: string | null; readonly name: string | null };
  readonly userId: string | null;
  readonly trainingId: string | null;
  readonly groupId: string | null;
  readonly bundleId: string | null;
  /** The names as they were when the event was recorded. */
  readonly names: { readonly user: string | null; readonly training: string | null; readonly group: string | null; readonly bundle: string | null };
  readonly cycle: number | null;
  readonly text: string;
}

/** GET /api/audit/events. */
export interface TrailPage<Kind extends string = string> {
  readonly items: TrailItem<Kind>[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly totalPages: number;
}
