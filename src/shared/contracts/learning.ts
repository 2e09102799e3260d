/**
 * Response types of the learning API (My Learning, the player, completions) and of the group
 * progress report, shared by the server and the web app. Pure types, no imports from modules.
 */
import type { LocalizedText } from './localized';

/**
 * A learner's status in a training (spec section 4), plus `awaiting_practical` (issue 16, item 7):
 * the online part of a blended training is completed and waits for the sign-off of its practical
 * part ('wartet auf Praxisteil'), and no earlier completion is valid.
 */
export type LearningStatus = 'assigned' | 'in_progress' | 'completed' | 'recertification_required' | 'expired' | 'awaiting_practical';

/** The in-person part of a blended training as its sign-off recorded it. */
export interface PracticalPartView {
  /** The day it took place (`YYYY-MM-DD`). */
  practicalDate: string;
  place: string;
  instructorName: string;
  instructorUserId: string | null;
  note: string | null;
  signedOffByName: string;
  signedOffAt: string;
}
export type DueDisplay = { kind: 'overdue' } | { kind: 'days'; days: number } | { kind: 'date'; date: string };
/** What the training card offers the learner. */
export type LearningAction = 'start' | 'continue' | 'view' | 'recertify' | 'renew' | 'locked';
export type StepView = 'not_started' | 'modules' | 'failed' | 'passed' | 'completed';

export interface LearningTag {
  readonly id: string;
  readonly name: { readonly de: string; readonly en?: string };
  readonly description: { readonly de?: string; readonly en?: string };
  readonly color: string;
  readonly category: 'safety' | 'technical' | 'compliance' | 'general';
  readonly isDefault: boolean;
}

/** Module content as the player gets it: signed video URLs, no correct answers, no explanations. */
export type PlayerModule =
  | {
      id: string;
      type: 'video';
      title: string;
      orderIndex: number;
      content: {
        videoUrl: string;
        posterUrl?: string;
        description?: string;
        duration: number | null;
        /** WebVTT subtitles by language (issue 34 item 2), signed URLs; `label` is the name shown in the player's captions menu (default: the language's own name). */
        subtitles?: { language: string; label?: string; url: string }[];
      };
    }
  | { id: string; type: 'text'; title: string; orderIndex: number; content: { text: string } }
  | { id: string; type: 'quiz'; title: string; orderIndex: number; content: { questions: { question: string; answers: { text: string }[]; multiple: boolean }[] } };

export interface ModuleProgressView {
  completed: boolean;
  watchTime: number;
  watchedSeconds: number;
  furthest: number;
  duration: number | null;
  /** Quiz: what the learner chose, once answered. */
  answers?: number[][];
  /** Quiz: right or wrong, the correct answers and the explanations, only once the cycle's evaluation was passed. */
  results?: { correct: boolean; correctAnswers: number[]; explanations: (string | null)[] }[];
}

/** GET/PATCH /api/trainings/{id}/progress, POST /api/trainings/{id}/start. */
export interface ProgressView {
  trainingId: string;
  enrolmentId: string | null;
  cycle: number;
  status: LearningStatus;
  step: StepView;
  training: {
    id: string;
    title: LocalizedText;
    description: LocalizedText;
    imageUrl: string | null;
    ownerName: string;
    /** The responsible instructor ('Ansprechperson', issue 16 item 5): the owner unless another was named. */
    instructorId: string;
    instructorName: string;
    requiresRecertification: boolean;
    recertificationPeriod: string | null;
    contentVersion: string;
    /** Blended training: the online completion waits for an instructor's sign-off of the in-person part. */
    requiresPracticalPart: boolean;
    /** The training's default language version (issue 34). */
    defaultLanguage: string;
  };
  /** The language version the modules are given in (issue 34): the cycle's choice, else the best match of the person's content language. */
  language: string;
  /** The training's language versions the learner may switch among (PUT /api/trainings/{id}/language). */
  availableLanguages: string[];
  /** Set when the person's content language is not available: which was asked for and which is shown instead. */
  languageNote: { requested: string; shown: string } | null;
  modules: PlayerModule[];
  progress: { modules: Record<string, ModuleProgressView> };
  currentModuleId: string | null;
  evaluation: { passed: boolean; percent: number; correct: number; total: number; at: string } | null;
  /** This cycle's completion; `practical`: its in-person part (null while it waits for the sign-off; absent without one), `evidenceUrl` null until it counts. */
  completion: { id: string; completedAt: string; percent: number; evidenceUrl: string | null; practical?: PracticalPartView | null } | null;
  previousCompletion: { id: string; completedAt: string; dueDate: string | null; evidenceUrl: string } | null;
}

/** POST /api/trainings/{id}/participants/{userId}/practical-sign-off. */
export interface PracticalSignOffResult {
  trainingId: string;
  userId: string;
  cycle: number;
  completionId: string;
  practical: PracticalPartView;
  evidenceUrl: string;
}

/** POST /api/trainings/{id}/complete. */
export interface CompletionResult {
  completion: NonNullable<ProgressView['completion']>;
  progress: ProgressView;
}

/** One card of My Learning. */
/** How a completion came about: online with the password, in a classroom session signed on the tablet, or from a signed paper list (issue 32). */
export type CompletionMethod = 'online' | 'presence' | 'presence-paper';

export interface MyTraining {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string | null;
  category: string | null;
  difficulty: string | null;
  duration: number | null;
  isRequired: boolean;
  requiresRecertification: boolean;
  recertificationPeriod: string | null;
  tags: LearningTag[];
  moduleCount: number;
  /** The language versions the training is available in (issue 34), the default first. */
  languages: string[];
  isDeleted: boolean;
  groups: { groupId: string; groupName: string; deadline: string | null }[];
  deadline: string | null;
  deadlineOverdue: boolean;
  status: LearningStatus;
  progressPercent: number;
  startedAt: string | null;
  completedAt: string | null;
  dueDate: string | null;
  dueDisplay: DueDisplay | null;
  completionId: string | null;
  /** How the latest completion came about ('Abgeschlossen (Präsenz)'); null without one. */
  completionMethod: CompletionMethod | null;
  action: LearningAction;
  /** Blended training (issue 16, item 7): completions wait for an instructor's sign-off of the in-person part. */
  requiresPracticalPart: boolean;
  /** The latest cycle's online part is done and waits for that sign-off ('wartet auf Praxisteil'), even beside a still valid earlier completion. */
  awaitingPracticalPart: boolean;
  /** The recertification period in months that applies to this person (null without recertification). */
  recertificationMonths: number | null;
  /** Why it differs from the training's: `under_18` ('halbjährlich, da unter 18', § 29 JArbSchG; issue 16, item 6). */
  recertificationReason: 'under_18' | null;
}

/** GET /api/user/my-trainings and /api/user-assignments/{userId}. */
export interface MyTrainingsPage {
  trainings: MyTraining[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
  counts: { all: number; open: number; completed: number };
  tags: LearningTag[];
}

export interface CompletionView {
  id: string;
  trainingId: string;
  title: LocalizedText;
  cycle: number;
  completedAt: string;
  /** The quiz score; absent for managers under the company's works-council mode (issue 35, item 6). */
  percent?: number;
  contentVersion: string;
  dueDate: string | null;
  status: 'completed' | 'recertification_required' | 'expired' | 'awaiting_practical';
  isDeleted: boolean;
  /** Null while the completion waits for the sign-off of its practical part (the PDF is issued after it). */
  evidenceUrl: string | null;
  /** Blended training: the in-person part (null while it waits for the sign-off); absent without one. */
  practical?: PracticalPartView | null;
  /** How it came about; for a classroom session: where, when and who instructed (issue 32). */
  method: CompletionMethod;
  session: { id: string; location: string; startsAt: string; durationMinutes: number; instructorName: string } | null;
  /** `watchTime` absent for managers under the company's works-council mode. */
  progress: { modules: Record<string, { completed: boolean; watchTime?: number }> };
}

/** GET /api/user/completions and /api/user-completions/{userId}. */
export interface CompletionsPage {
  completions: CompletionView[];
  totalCount: number;
  totalPages: number;
  page: number;
}

/**
 * Status of one member in one training of the group progress report: validly completed
 * (`completed`, or `recertification_due` once the recertification window is open),
 * `awaiting_practical` when the online part of a blended training waits for the sign-off of its
 * practical part (issue 16, item 7), `expired` after the validity ended, `overdue` when never
 * completed and the group's deadline passed, else `in_progress` or `assigned`.
 */
export type ProgressStatus = 'assigned' | 'in_progress' | 'completed' | 'recertification_due' | 'expired' | 'overdue' | 'awaiting_practical';
export const PROGRESS_STATUSES: readonly ProgressStatus[] = ['assigned', 'in_progress', 'awaiting_practical', 'completed', 'recertification_due', 'expired', 'overdue'];

/** How a progress status reads, German first: one table for the reports, the exports and the web app. */
export const PROGRESS_STATUS_LABELS: Readonly<Record<'de' | 'en', Readonly<Record<ProgressStatus, string>>>> = {
  de: {
    assigned: 'Zugewiesen',
    in_progress: 'In Bearbeitung',
    completed: 'Abgeschlossen',
    recertification_due: 'Rezertifizierung fällig',
    expired: 'Abgelaufen',
    overdue: 'Überfällig',
    awaiting_practical: 'Wartet auf Praxisteil',
  },
  en: {
    assigned: 'Assigned',
    in_progress: 'In progress',
    completed: 'Completed',
    recertification_due: 'Recertification due',
    expired: 'Expired',
    overdue: 'Overdue',
    awaiting_practical: 'Awaiting practical part',
  },
};

/** Members per page of the group progress report (the most one page may ask for). */
export const PROGRESS_PAGE_SIZE = 50;

/**
 * One cell of the report: what differs per person in one training. The cells of a member are in the
 * order of `GroupProgress.trainings`; the training's title, deadline and recertification rule are
 * described there once (issue 31, item 1).
 */
export interface ProgressTraining {
  status: ProgressStatus;
  completedAt: string | null;
  /** End of the validity of the latest completion (null without one, or without recertification). */
  validUntil: string | null;
  /** The period that applies to this member (under 18 on the completion's day, or now without one: at most six months). */
  recertificationMonths: number | null;
  /**
   * Present (true) only when the latest cycle's online part waits for the sign-off of its practical
   * part (also beside a still valid earlier completion); left out otherwise.
   */
  awaitingPracticalPart?: true;
}

/** Trainings (columns) per page of the group progress report: default and most one page may ask for. */
export const PROGRESS_TRAINING_PAGE_SIZE = 10;

/** Statistic cards of the group progress report: over the whole group, whatever page or filter. */
export interface GroupProgressStats {
  members: number;
  trainings: number;
  assignments: number;
  assigned: number;
  inProgress: number;
  completed: number;
  recertificationDue: number;
  expired: number;
  overdue: number;
  awaitingPractical: number;
  /** Valid completions (completed and recertification due) over assignments, in percent. */
  completionRate: number;
}

/** GET /api/user-groups/{id}/progress?page=&limit=&search=&status=&trainingPage=&trainingLimit=. */
export interface GroupProgress {
  /** The signed-in user's company (the report's header). */
  company?: { name: string };
  group: { id: string; name: string; description: string; memberCount: number };
  generatedAt: string;
  /** The trainings of this column page (`trainingPage`), each described once. */
  trainings: {
    id: string;
    title: LocalizedText;
    titleText: string;
    deadline: string | null;
    viaBundle: string | null;
    recertificationMonths: number | null;
    /** Blended training (issue 16, item 7). */
    requiresPracticalPart: boolean;
    /** The signed-in user may sign off its practical parts (owner, co-owners, admin, root). */
    canSignOffPracticalPart?: boolean;
  }[];
  /** One page of members (by last name), matching the search and the status filter; cells in the order of `trainings`. */
  members: { id: string; firstName: string; lastName: string; email: string; trainings: ProgressTraining[] }[];
  stats: GroupProgressStats;
  page: number;
  pageSize: number;
  /** Members matching the search and the status filter. */
  totalCount: number;
  totalPages: number;
  /** The column page: which slice of the unit's trainings `trainings` and the cells hold. */
  trainingPage: number;
  trainingPageSize: number;
  /** All trainings of the unit. */
  trainingTotalCount: number;
  trainingTotalPages: number;
}
