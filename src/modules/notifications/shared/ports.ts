import type { Queryable } from '../../../platform/db';
import type { Kernel } from '../../../platform/kernel';
import type { RecordedEvent, ReplayedEvent } from '../../../platform/eventstore';
import type { SignInLockNotice, UserSummary } from '../../identity';
import type { DatedAssignment } from '../domain/due';
import type { DueSource } from '../read/due/scan';
import type { UiLanguage } from '../../../shared/languages';

/** One page of those rows in (user, training) order: after `after` (null: from the first), at most `limit`. */
export interface DatesPage {
  readonly after: { readonly userId: string; readonly trainingId: string } | null;
  readonly limit: number;
}

/**
 * The compliance dates (projections/compliance, ADR 0008), wired in ../wiring.ts: the event types
 * that change them, and two queries over them. Static: the reactor is built before any kernel.
 */
export interface ComplianceDates {
  readonly eventTypes: readonly string[];
  /** Of those, the types whose rows are a whole unit's (one event, up to every person of the company): `changedBy` gets few of them at once. */
  readonly unitWideEventTypes: ReadonlySet<string>;
  /**
   * Assignments with a deadline in one of `deadlineRanges`, or an end of validity or window opening
   * in (from, to]; each a range over an index of the read model.
   */
  withDatesIn(
    q: Queryable,
    o: { companyId: string | null; from: Date; to: Date; deadlineRanges: readonly { readonly from: Date; readonly to: Date }[]; page?: DatesPage },
  ): Promise<DatedAssignment[]>;
  /**
   * The assignments (made after `since`) whose rows a batch of those events created or re-dated,
   * read by key: bounded by the batch; with `people`, only theirs (a page of `unitWideMembers`).
   */
  changedBy(q: Queryable, events: readonly ReplayedEvent[], since: Date, people?: readonly string[]): Promise<DatedAssignment[]>;
  /** The members of the units a batch's unit-wide events assign to, in id order: after `after` (null: from the first), at most `limit`. */
  unitWideMembers(q: Queryable, events: readonly ReplayedEvent[], after: string | null, limit: number): Promise<string[]>;
  /**
   * How far the compliance read model has applied the log (null: not yet, or replaying from zero).
   * Holds its checkpoint (FOR SHARE) until the transaction ends: read it before the compliance rows,
   * so that a rebuild's reset, which holds it first, never waits for this reader nor it for the reset.
   */
  position(q: Queryable): Promise<string | null>;
  /** The units through which a person has a training assigned. */
  assigningUnits(q: Queryable, userId: string, trainingId: string): Promise<string[]>;
}

/** What one event of the questions feed tells: who is told about what (issue 16, item 5). */
export interface QuestionNotice {
  readonly companyId: string;
  readonly trainingId: string;
  /** `question`: a learner asked; `answer`: their question was answered. */
  readonly kind: 'question' | 'answer';
  /** The question's or the answer's id (what makes it exactly once per recipient). */
  readonly itemId: string;
  readonly recipientIds: readonly string[];
  /** Who asked (question) or answered (answer): named in the bell and the mail, never told themself. */
  readonly subjectUserId: string;
  readonly at: Date;
}

/** Learning's questions to the instructor and their answers, as notifications read them (wired in ../wiring.ts). Static, like the compliance dates. */
export interface QuestionFeed {
  readonly eventTypes: readonly string[];
  notices(event: RecordedEvent): readonly QuestionNotice[];
}

/** Identity's repeated locks of an account (issue 33, item 6) as notifications read them (wired in ../wiring.ts). Static, like the questions. */
export interface SignInLockFeed {
  readonly eventTypes: readonly string[];
  notice(event: RecordedEvent): SignInLockNotice | undefined;
}

/** A person as notifications need them (identity); deleted users stay resolvable, inactive. */
export type NotifiedPerson = Pick<UserSummary, 'id' | 'companyId' | 'email' | 'firstName' | 'lastName' | 'isActive' | 'language'>;

/** What notifications need of other modules for a running kernel (wired in ../wiring.ts). */
export interface NotificationPorts {
  readonly people: { summaries(userIds: readonly string[]): Promise<ReadonlyMap<string, NotifiedPerson>> };
  /** The owners and co-owners of some units (escalation level 1). */
  readonly units: { owners(companyId: string, groupIds: readonly string[]): Promise<string[]> };
  /** The active admins and root of a company (escalation level 2). */
  readonly managers: { ofCompany(companyId: string): Promise<string[]> };
  /** Training titles in a language (deleted trainings too). */
  readonly trainings: { titles(companyId: string, ids: readonly string[], lang: UiLanguage): Promise<ReadonlyMap<string, string>> };
}

export interface NotificationDeps {
  readonly k: Kernel;
  readonly compliance: ComplianceDates;
  readonly ports: NotificationPorts;
  /** What the due-date scan and the preview read (compliance dates, escalation recipients). */
  readonly source: DueSource;
}
