import type { CompletionMethod, ProgressStatus } from './learning';

/** GET /api/audit/compliance: one (person, training) as it stood at `asOf` (issue 12, ADR 0010). */
export interface AsOfRow {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly trainingId: string;
  /** The training's title at that instant. */
  readonly trainingTitle: { readonly de: string; readonly en: string };
  /** The groups the person was a member of that assigned the training then (directly or via a bundle), by name. */
  readonly groups: readonly { readonly id: string; readonly name: string }[];
  /** The earliest instant from which one of those groups assigned it to the person. */
  readonly assignedSince: string;
  /** The earliest deadline of those groups (null: none). */
  readonly deadline: string | null;
  readonly status: ProgressStatus;
  /** Start of a cycle in progress then. */
  readonly startedAt: string | null;
  /** The latest completion known then, valid or not. */
  readonly completedAt: string | null;
  /** End of that completion's validity (null: never ends, or no completion). */
  readonly validUntil: string | null;
  /** The completion's id: the evidence PDF is /api/completions/{id}/certificate.pdf. */
  readonly evidenceId: string | null;
  /** How that completion came about (online, classroom session, signed paper list); null without one (issue 32). */
  readonly method: CompletionMethod | null;
  /**
   * The language version that completion was delivered in, a BCP 47 tag such as 'tr' (issue 34,
   * ADR 0030 section 5); null without a completion or when it was not recorded (before language
   * versions, classroom sessions). Never read as German.
   */
  readonly deliveredLanguage: string | null;
}

/** The `deliveredLanguage` filter's value for completions whose language was not recorded. */
export const DELIVERED_LANGUAGE_NOT_RECORDED = 'none';

export interface AsOfSummary {
  /** Every (person, training) of the filter, whatever the status filter. */
  readonly total: number;
  /** Of those, validly completed then (completed or recertification due). */
  readonly compliant: number;
  readonly byStatus: Readonly<Record<ProgressStatus, number>>;
}

export interface AsOfPage {
  readonly asOf: string;
  readonly page: number;
  readonly limit: number;
  /** Rows matching the filter and the status filter (for paging). */
  readonly total: number;
  readonly rows: readonly AsOfRow[];
  readonly summary: AsOfSummary;
}

/** GET /api/audit/compliance/trend: the summary at the last instant of each of the last 12 months (the current month: now). */
export interface AsOfTrendPoint {
  readonly asOf: string;
  /** YYYY-MM */
  readonly month: string;
  readonly total: number;
  readonly compliant: number;
}

export interface AsOfTrend {
  readonly points: readonly AsOfTrendPoint[];
}

export const AS_OF_PAGE_SIZE = 50;
export const AS_OF_MAX_PAGE_SIZE = 100;

/** The headings of the as-of columns that the tab, the PDF and the spreadsheets share, German first. */
export type AsOfColumn = 'training' | 'groups' | 'assignedSince' | 'deadline' | 'status' | 'completedAt' | 'validUntil';

export const AS_OF_COLUMN_LABELS: Readonly<Record<'de' | 'en', Readonly<Record<AsOfColumn, string>>>> = {
  de: {
    training: 'Schulung',
    groups: 'Einheiten',
    assignedSince: 'Zugewiesen seit',
    deadline: 'Frist',
    status: 'Status',
    completedAt: 'Abgeschlossen am',
    validUntil: 'Gültig bis',
  },
  en: {
    training: 'Training',
    groups: 'Units',
    assignedSince: 'Assigned since',
    deadline: 'Deadline',
    status: 'Status',
    completedAt: 'Completed on',
    validUntil: 'Valid until',
  },
};
