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
