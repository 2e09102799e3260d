import type { AppendRequest, EventMetadata } from '../../platform/eventstore';
import { presenceAppends, type PresenceCompletionInput, type PresenceOutcome } from './features/complete-in-presence/handler';
import { personalDataCounts } from './features/personal-data/counts';
import { completionRedactions, questionRedactions } from './features/personal-data/redactions';
import { completionCount } from './read/enrolments/queries';
import { enrolmentsProjection } from './read/enrolments/projection';
import type { LearningDeps } from './shared/deps';
import { learningPersonalData } from './features/personal-data/query';
import type { EventRedaction, LearningPersonalData, PersonToRedact } from '../../shared/contracts/privacy';

export type { PresenceCompletionInput, PresenceOutcome };

/** What other modules and projections/ may ask of learning (status figures come from projections/compliance). */
export interface LearningFacade {
  /** Completions a user has recorded, all trainings and cycles (achievements). */
  completionCount(companyId: string, userId: string): Promise<number>;
  /**
   * The appends that complete a training for the participants of a closed classroom session
   * (issue 32), for the session's command to append in the same transaction as its close.
   */
  presenceCompletions(input: PresenceCompletionInput, metadata: EventMetadata): Promise<{ appends: AppendRequest[]; outcomes: PresenceOutcome[] }>;
  /** The read model of enrolments and completions (My Learning, completions): what a command that completes waits for. */
  readonly enrolmentsReadModel: string;
  /** Everything learning stores about one person (the data export, issue 35). */
  personalData(companyId: string, userId: string): Promise<LearningPersonalData>;
  /** How many completions and questions the given people have (the data protection preview, issue 35). */
  personalDataCounts(companyId: string, userIds: readonly string[]): Promise<{ completions: number; questions: number }>;
  /** The questions and answers a pseudonymised person wrote, without their text (ADR 0033). */
  questionRedactions(person: PersonToRedact): Promise<EventRedaction[]>;
  /** The person's completions with their name and address replaced in the evidence snapshot (ADR 0033). */
  completionRedactions(person: PersonToRedact): Promise<EventRedaction[]>;
}

export function learningFacade(d: LearningDeps): LearningFacade {
  return {
    completionCount: (companyId, userId) => completionCount(d.k.db, companyId, userId),
    presenceCompletions: (input, metadata) => presenceAppends(d, input, metadata),
    enrolmentsReadModel: enrolmentsProjection.name,
    personalData: (companyId, userId) => learningPersonalData(d, companyId, userId),
    personalDataCounts: (companyId, userIds) => personalDataCounts(d.k.db, companyId, userIds),
    questionRedactions: (person) => questionRedactions(d.k, person),
    completionRedactions: (person) => completionRedactions(d.k, person),
  };
}
