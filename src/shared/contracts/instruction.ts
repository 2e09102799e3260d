/**
 * Response shapes of the classroom instruction API (Präsenzunterweisung, issue 32:
 * /api/instruction-sessions), shared by the server and the web app. Pure types and constants.
 */
import type { PersonRef } from './identity';
import type { CompletionMethod, ProgressStatus } from './learning';

export type { CompletionMethod };
import type { LocalizedText } from './localized';

export type InstructionSessionStatus = 'planned' | 'open' | 'closed';
export type InstructionParticipantState = 'invited' | 'signed' | 'absent';

export const INSTRUCTION_SESSIONS_PAGE_SIZE = 15;
export const INSTRUCTION_CANDIDATES_PAGE_SIZE = 100;
/** The largest signature PNG the server takes (bytes of the decoded image). */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
/** The largest scan of a signed paper list (PDF, PNG or JPEG). */
export const MAX_SCAN_BYTES = 20 * 1024 * 1024;

/** The statement each participant confirms before signing (item 2 of the issue). */
export const PRESENCE_CONFIRMATION = {
  de: 'Ich habe an der Unterweisung teilgenommen und den Inhalt verstanden.',
  en: 'I took part in the instruction and understood its content.',
} as const;

/** Statuses for which a member counts as due for a session ("nur Fällige"): everything but a valid completion. */
export const DUE_STATUSES: readonly ProgressStatus[] = ['assigned', 'in_progress', 'awaiting_practical', 'overdue', 'recertification_due', 'expired'];

/** A session in the list (GET /api/instruction-sessions). */
export interface InstructionSessionSummary {
  readonly id: string;
  readonly trainingId: string;
  readonly trainingTitle: LocalizedText;
  readonly startsAt: string;
  readonly durationMinutes: number;
  readonly location: string;
  readonly instructor: PersonRef;
  readonly status: InstructionSessionStatus;
  readonly participantCount: number;
  readonly signedCount: number;
  readonly openedAt: string | null;
  readonly closedAt: string | null;
  /** How it was closed: signed on the tablet or from a scanned paper list; null while not closed. */
  readonly method: Exclude<CompletionMethod, 'online'> | null;
}

export interface InstructionSessionList {
  readonly sessions: readonly InstructionSessionSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** A participant on the list with their state; `signatureUrl` (an image of the signature) only for those who signed. */
export interface InstructionParticipant extends PersonRef {
  readonly state: InstructionParticipantState;
  readonly addedAt: string;
  readonly signedAt: string | null;
  readonly signatureUrl: string | null;
}

export interface InstructionCorrection {
  readonly reason: string;
  readonly correction: string;
  readonly correctedBy: PersonRef;
  readonly correctedAt: string;
}

/** A session with its participants, the training's content to present and its documents (GET /api/instruction-sessions/{id}). */
export interface InstructionSessionView extends InstructionSessionSummary {
  readonly notes: string | null;
  readonly plannedBy: PersonRef;
  readonly participants: readonly InstructionParticipant[];
  /** The training's active modules in order, as the instructor presents them. */
  readonly modules: readonly { readonly id: string; readonly type: 'video' | 'quiz' | 'text'; readonly title: string }[];
  readonly corrections: readonly InstructionCorrection[];
  /** The statement each participant confirms, in the language of the request. */
  readonly confirmation: string;
  /** What the caller may do with it (the server checks again). */
  readonly permissions: { readonly conduct: boolean; readonly correct: boolean };
  readonly documents: { readonly attendancePdf: string | null; readonly signSheetPdf: string };
}

/** A member of the chosen units with their status for the training (GET /api/instruction-sessions/candidates); null: none of the units assigns it. */
export interface InstructionCandidate extends PersonRef {
  readonly status: ProgressStatus | null;
}

export interface InstructionCandidatePage {
  readonly candidates: readonly InstructionCandidate[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}
