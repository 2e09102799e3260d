import type { Role } from '../policy';
/**
 * Data protection (issue 35): the company's retention policy and works-council mode, legal holds,
 * and the works council's aggregate report. Pure types, defaults and limits, shared by the server
 * and the web app.
 */

/** The record classes with a retention period in months (each kept that long, then removed). */
export const RETENTION_MONTH_CLASSES = ['quizAttemptsMonths', 'watchIntervalsMonths', 'questionsMonths', 'readReceiptsMonths', 'signInHistoryMonths'] as const;
export type RetentionMonthClass = (typeof RETENTION_MONTH_CLASSES)[number];

/** Periods per record class (GET/PUT /api/company/data-protection). */
export interface RetentionPolicy {
  /**
   * Evidence of instruction (the completion, its Nachweis and signatures) is kept this many years
   * after the end of its validity or the person's leaving, whichever is later (DGUV Information
   * 211-005 recommends at least two).
   */
  readonly evidenceYears: number;
  /** Quiz attempts and answers. */
  readonly quizAttemptsMonths: number;
  /** Video watch intervals. */
  readonly watchIntervalsMonths: number;
  /** Questions to the instructor and their answers. */
  readonly questionsMonths: number;
  /** Read receipts of the unit news (infolog). */
  readonly readReceiptsMonths: number;
  /** Sign-in history. */
  readonly signInHistoryMonths: number;
  /** Days after a person's deactivation (or removal) before they are pseudonymised. */
  readonly leaverGraceDays: number;
}

/** GET /api/company/data-protection, and the answer of PUT. */
export interface DataProtectionSettings extends RetentionPolicy {
  /**
   * Works-council mode (BetrVG §87 (1) Nr. 6): managers and unit owners who are not root or admin see
   * per person only status, deadline and completion date (no quiz scores, attempts, time watched or
   * last sign-in).
   */
  readonly worksCouncilMode: boolean;
  /** When and by whom it was last changed; null: the defaults, never changed. */
  readonly changedAt: string | null;
  readonly changedBy: { readonly id: string; readonly name: string } | null;
}

/** Body of PUT /api/company/data-protection: the fields to change (a field left out stays as it is). */
export type DataProtectionChange = Partial<RetentionPolicy & { readonly worksCouncilMode: boolean }>;

export const DEFAULT_RETENTION_POLICY: RetentionPolicy = {
  evidenceYears: 3,
  quizAttemptsMonths: 12,
  watchIntervalsMonths: 6,
  questionsMonths: 24,
  readReceiptsMonths: 24,
  signInHistoryMonths: 6,
  leaverGraceDays: 30,
};

/** Limits of the policy (checked by the server's decider, shown by the form): whole numbers within these bounds. */
export const RETENTION_LIMITS = {
  evidenceYears: { min: 2, max: 30 },
  months: { min: 1, max: 120 },
  leaverGraceDays: { min: 0, max: 365 },
} as const;

/** A legal hold (POST /api/users/{id}/legal-hold): the person is never pseudonymised or erased while it stands. */
export interface LegalHoldView {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly personnelNumber: string | null;
  readonly reason: string;
  readonly placedAt: string;
  readonly placedBy: { readonly id: string; readonly name: string };
}

/** GET /api/data-protection/legal-holds (paged, newest first). */
export interface LegalHoldsPage {
  readonly holds: LegalHoldView[];
  readonly totalCount: number;
  readonly page: number;
  readonly totalPages: number;
}

export const LEGAL_HOLD_REASON_MAX = 500;

/** A leaver the data protection job would pseudonymise now (their grace period is over, no legal hold). */
export interface PreviewLeaver {
  readonly userId: string;
  readonly name: string;
  readonly personnelNumber: string | null;
  /** When they left (deactivated or deleted). */
  readonly leftAt: string;
  /** When their grace period ended: `leftAt` + `leaverGraceDays`. */
  readonly dueSince: string;
}

/**
 * GET /api/data-protection/preview (issue 35 item 4): what the job would do at `asOf`, for the
 * deletion concept's dry run. Nothing is changed by asking.
 */
export interface DataProtectionPreview {
  readonly asOf: string;
  readonly leaverGraceDays: number;
  readonly evidenceYears: number;
  /** People who left at or before this instant are due. */
  readonly leftBefore: string;
  /** The leavers due for pseudonymisation, longest gone first (paged). */
  readonly leavers: PreviewLeaver[];
  readonly totalCount: number;
  readonly page: number;
  readonly totalPages: number;
  /** Leavers whose grace period is over but who are under legal hold: skipped. */
  readonly heldCount: number;
  /**
   * The records of all due leavers by record class: evidence (completions with their Nachweis) and
   * classroom signatures are kept pseudonymised until the evidence period ends; the others go.
   */
  readonly records: {
    readonly evidence: number;
    readonly classroomSessions: number;
    readonly questions: number;
    readonly readReceipts: number;
    readonly signIns: number;
  };
}

/** A figure of the works-council report at one instant (null: suppressed, it would describe fewer than `minGroupSize` people). */
export interface WorksCouncilFigures {
  /** Valid instructions (completed, or due for recertification and still valid) over all, in percent. */
  readonly completionRate: number | null;
  /** Overdue instructions; null when between 1 and minGroupSize - 1. */
  readonly overdue: number | null;
}

/** One unit (or the whole company) in the works-council report. */
export interface WorksCouncilRow {
  /** null: the whole company. */
  readonly unitId: string | null;
  readonly name: string;
  /** People in the unit; null when fewer than `minGroupSize` (the row is then suppressed). */
  readonly people: number | null;
  /** True when the unit has fewer than `minGroupSize` people: no figure of it is answered. */
  readonly suppressed: boolean;
  /** At the start of the period (`from`, 00:00 Europe/Berlin) and at its end (`to`, 24:00, or now if earlier). */
  readonly start: WorksCouncilFigures | null;
  readonly end: WorksCouncilFigures | null;
}

/** GET /api/reports/works-council?from&to&page&limit: aggregates per unit only, never a person. */
export interface WorksCouncilReport {
  readonly from: string;
  readonly to: string;
  /** Figures describing fewer people than this are suppressed. */
  readonly minGroupSize: number;
  readonly company: WorksCouncilRow;
  readonly units: WorksCouncilRow[];
  readonly totalCount: number;
  readonly page: number;
  readonly totalPages: number;
}

export const WORKS_COUNCIL_MIN_GROUP = 5;

/** A value as stored (event data): JSON. */
export type StoredJson = string | number | boolean | null | StoredJson[] | { [key: string]: StoredJson };

/** One event of the person's own streams, as stored (docs/events.md describes each type's data). */
export interface StoredEventView {
  readonly type: string;
  readonly recordedAt: string;
  readonly data: StoredJson;
}

/** Learning's part of a person's data (issue 35, item 5). */
export interface LearningPersonalData {
  /** Every cycle begun of every training. */
  readonly enrolments: {
    readonly trainingId: string;
    readonly cycle: number;
    readonly startedAt: string;
    readonly lastActivityAt: string;
    readonly modulesCompleted: number;
    readonly quizPercent: number | null;
    readonly completedAt: string | null;
  }[];
  /** Every completion with what its evidence says; `evidencePdf` is the path of the evidence of instruction as PDF. */
  readonly completions: {
    readonly id: string;
    readonly trainingId: string;
    readonly training: string;
    readonly cycle: number;
    readonly completedAt: string;
    readonly quizPercent: number;
    readonly correct: number;
    readonly total: number;
    readonly contentVersion: string;
    readonly confirmation: string;
    readonly confirmedBy: string;
    readonly method: string;
    readonly language: string | null;
    readonly evidencePdf: string;
  }[];
  /** Questions the person asked the instructors, with the answers. */
  readonly questions: {
    readonly id: string;
    readonly trainingId: string;
    readonly cycle: number;
    readonly text: string;
    readonly askedAt: string;
    readonly answers: { readonly text: string; readonly answeredAt: string; readonly answeredBy: string }[];
  }[];
  /** Every event of the person's learning streams (progress, watch intervals, quiz answers and results, completions), per training and cycle. */
  readonly history: (StoredEventView & { readonly trainingId: string; readonly cycle: number })[];
}

/** GET /api/user/data-export and /api/users/{id}/data-export: everything stored about the person (Art. 15 and 20 GDPR). */
export interface PersonalDataExport {
  readonly format: 'unterweisung.personal-data.v1';
  readonly exportedAt: string;
  readonly company: { readonly id: string; readonly name: string };
  readonly account: {
    readonly id: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly personnelNumber: string | null;
    readonly role: string;
    readonly language: string;
    readonly contentLanguage: string;
    readonly isActive: boolean;
    readonly lastLogin: string | null;
  };
  /** Sign-ins (sessions): begun, last seen, ended or ends. */
  readonly signIns: { readonly startedAt: string; readonly lastSeenAt: string | null; readonly expiresAt: string; readonly endedAt: string | null }[];
  /** The units the person is a member of now. */
  readonly units: { readonly id: string; readonly name: string }[];
  readonly learning: LearningPersonalData;
  /** Notifications to the person (bell and mail). */
  readonly notifications: { readonly kind: string; readonly trainingId: string; readonly createdAt: string; readonly readAt: string | null }[];
  /** Classroom sessions the person was on the list of, with the digest of their signature (the image is kept as a file under that digest). */
  readonly classroomSessions: {
    readonly sessionId: string;
    readonly trainingId: string;
    readonly startsAt: string;
    readonly location: string;
    readonly state: string;
    readonly signedAt: string | null;
    readonly signatureSha256: string | null;
  }[];
  /** The unit news the person read, and when. */
  readonly readReceipts: { readonly messageId: string; readonly unitId: string; readonly readAt: string }[];
  /** A legal hold on the person, if one stands. */
  readonly legalHold: { readonly reason: string; readonly placedAt: string } | null;
}

/**
 * The erasure event (ADR 0033): `privacy.PersonalDataRedacted` in stream `privacy-erasure-<userId>`.
 * Appended in the same transaction as the rewrite of the person's events; every projection that
 * copies a name, address, number or date of birth handles it by setting the values a rebuild from
 * the rewritten log produces (`pseudonymisedFields`). Verification (src/platform/audit-chain)
 * accepts the rewritten events it lists.
 */
export const PERSONAL_DATA_REDACTED = 'privacy.PersonalDataRedacted' as const;

export interface PersonalDataRedactedData {
  readonly subjectId: string;
  /** e.g. `7F3A-91C2`: the person is shown as "Person 7F3A-91C2" from now on. */
  readonly pseudonym: string;
  readonly stage: 'pseudonymised' | 'erased';
  readonly reason: string;
  /** The user who asked for it, or null for the scheduled job. */
  readonly requestedBy: string | null;
  readonly redactedAt: string;
  /**
   * Whether the date of birth was dropped (true) or kept with the evidence (false: the person was
   * under 18 at some time while in the company, and their recertification periods depended on it).
   */
  readonly dateOfBirthDropped: boolean;
  readonly redactions: ReadonlyArray<{ readonly eventId: string; readonly dataDigest: string; readonly metadataDigest?: string }>;
}

/** The first name every pseudonymised person gets; the last name is their pseudonym. */
export const PSEUDONYM_FIRST_NAME = 'Person';

/** What a pseudonymised person's fields become, in events and in read models alike. */
export function pseudonymisedFields(pseudonym: string): { firstName: string; lastName: string; email: string; personnelNumber: null } {
  return { firstName: PSEUDONYM_FIRST_NAME, lastName: pseudonym, email: '', personnelNumber: null };
}

/** The stream of a person's erasures. */
export const erasureStreamOf = (userId: string): string => `privacy-erasure-${userId}`;

/** The person a module redacts its events and files for (ADR 0033 section 4). */
export interface PersonToRedact {
  readonly userId: string;
  readonly companyId: string;
  readonly pseudonym: string;
  /** Their e-mail address and personnel number before the erasure (to find claim streams and mail). */
  readonly email: string;
  readonly personnelNumber: string | null;
  readonly dateOfBirthDropped: boolean;
  /** The erasure event's id: `$redacted.by` of every rewritten event. */
  readonly erasureEventId: string;
}

/** What identity knows of a person that their pseudonymisation needs (ADR 0033). */
export interface ErasureFacts {
  readonly companyId: string | null;
  readonly role: Role;
  readonly isActive: boolean;
  readonly isDeleted: boolean;
  readonly email: string;
  readonly personnelNumber: string | null;
  readonly dateOfBirth: string | null;
  /** When they joined (their registration or invitation). */
  readonly createdAt: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** One event a module rewrites: its new data (the `$redacted` marker is added by the platform). */
export interface EventRedaction {
  readonly eventId: string;
  readonly data: Record<string, unknown>;
}

/** POST /api/users/{id}/erase: the pseudonymisation (201 when this request did it, 200 with the first one after). */
export interface ErasureView {
  readonly userId: string;
  /** "Person 7F3A-91C2" */
  readonly name: string;
  readonly pseudonym: string;
  readonly stage: 'pseudonymised' | 'erased';
  readonly reason: string;
  readonly requestedBy: string | null;
  readonly redactedAt: string;
  /** How many events of the log were rewritten. */
  readonly redactedEvents: number;
  readonly dateOfBirthKept: boolean;
}

/** GET /api/data-protection/erasures: the pseudonymisations and erasures done, newest first (paged). */
export interface ErasuresPage {
  readonly erasures: ReadonlyArray<{
    readonly userId: string;
    readonly name: string;
    readonly stage: 'pseudonymised' | 'erased';
    readonly reason: string;
    /** Who asked for it; null: the scheduled job. */
    readonly requestedBy: { readonly id: string; readonly name: string } | null;
    readonly redactedAt: string;
    readonly redactedEvents: number;
  }>;
  readonly totalCount: number;
  readonly page: number;
  readonly totalPages: number;
}
