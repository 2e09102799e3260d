import type { Queryable } from '../../../platform/db';
import type { Kernel } from '../../../platform/kernel';
import type { UserSummary } from '../../identity';
import type { DatedAssignment } from '../domain/due';
import type { DueSource } from '../read/scan';

/**
 * The compliance dates (projections/compliance, ADR 0008), wired in src/app.ts: the event types
 * that change them, and two queries over them. Static: the reactor is built before any kernel.
 */
export interface ComplianceDates {
  readonly eventTypes: readonly string[];
  /** Assignments with a deadline in (deadlineFrom, deadlineTo], or an end of validity or window opening in (from, to]. */
  withDatesIn(q: Queryable, o: { companyId: string | null; from: Date; to: Date; deadlineFrom: Date; deadlineTo: Date }): Promise<DatedAssignment[]>;
  /** Assignments made after `since`. */
  since(q: Queryable, o: { companyIds: readonly string[] | null; since: Date }): Promise<DatedAssignment[]>;
  /** How far the compliance read model has applied the log (null: not yet). */
  position(q: Queryable): Promise<string | null>;
  /** The units through which a person has a training assigned. */
  assigningUnits(q: Queryable, userId: string, trainingId: string): Promise<string[]>;
}

/** A person as notifications need them (identity); deleted users stay resolvable, inactive. */
export type NotifiedPerson = Pick<UserSummary, 'id' | 'companyId' | 'email' | 'firstName' | 'lastName' | 'isActive' | 'language'>;

/** What notifications need of other modules for a running kernel (wired in src/app.ts). */
export interface NotificationPorts {
  readonly people: { summaries(userIds: readonly string[]): Promise<ReadonlyMap<string, NotifiedPerson>> };
  /** The owners and co-owners of some units (escalation level 1). */
  readonly units: { owners(companyId: string, groupIds: readonly string[]): Promise<string[]> };
  /** The active admins and root of a company (escalation level 2). */
  readonly managers: { ofCompany(companyId: string): Promise<string[]> };
  /** Training titles in a language (deleted trainings too). */
  readonly trainings: { titles(companyId: string, ids: readonly string[], lang: 'de' | 'en'): Promise<ReadonlyMap<string, string>> };
}

export interface NotificationDeps {
  readonly k: Kernel;
  readonly compliance: ComplianceDates;
  readonly ports: NotificationPorts;
  /** What the due-date scan and the preview read (compliance dates, escalation recipients). */
  readonly source: DueSource;
}
