import type { AppendRequest, EventMetadata } from '../../../platform/eventstore';
import type { CompanyId, GroupId, TrainingId, UserId } from '../../../shared/contracts/ids';
import type { PersonSummary } from '../../../shared/contracts/identity';
import type { ProgressStatus } from '../../../shared/contracts/learning';
import type { LocalizedText } from '../../../shared/contracts/localized';
import type { PresenceCompletionInput } from '../../learning';

/** What a session needs to know of its training (catalog). */
export interface SessionTraining {
  readonly id: TrainingId;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly ownerId: UserId;
  readonly coOwners: readonly string[];
  readonly instructorId: UserId;
  /** The language the training is presented in on site: its default version (issue 34). */
  readonly defaultLanguage: string;
  readonly isDeleted: boolean;
}

/** A module of the training as the instructor presents it. */
export interface PresentedModule {
  readonly id: string;
  readonly type: 'video' | 'quiz' | 'text';
  readonly title: LocalizedText;
}

/** A member of the chosen units with their status for the training (projections/compliance). */
export interface Candidate {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly status: ProgressStatus | null;
}

/** Everything the classroom sessions ask of other modules, by the names their facades give the methods (../wiring.ts hands the facades over). */
export interface InstructionPorts {
  readonly catalog: {
    trainingsByIds(companyId: CompanyId, ids: readonly TrainingId[]): Promise<readonly SessionTraining[]>;
    /** The training (deleted ones included) with its active modules in order: what the instructor presents. */
    trainingWithActiveModules(companyId: CompanyId, id: TrainingId): Promise<{ readonly training: SessionTraining; readonly modules: readonly PresentedModule[] } | null>;
  };
  readonly people: {
    getUserSummaries(ids: readonly string[]): Promise<ReadonlyMap<string, PersonSummary>>;
    getCompany(companyId: CompanyId): Promise<{ readonly name: string } | undefined>;
  };
  readonly units: {
    /** A unit of the company with its owner and co-owners; undefined: none such. */
    group(companyId: CompanyId, groupId: GroupId): Promise<{ readonly ownerId: string; readonly coOwners: readonly string[] } | undefined>;
    /** The members of the units with their status for the training, paged by name. */
    candidates(o: { groupIds: readonly string[]; trainingId: string; now: Date; statuses: readonly ProgressStatus[] | null; offset: number; limit: number }): Promise<{ rows: Candidate[]; total: number }>;
  };
  readonly learning: {
    /** The appends that complete the training for the session's participants, to append with the close. */
    presenceCompletions(input: PresenceCompletionInput, metadata: EventMetadata): Promise<{ appends: AppendRequest[] }>;
    /** The read models a close waits for: the learners' own (My Learning) and the compliance figures the reports and dashboards count. */
    readonly completionReadModels: readonly string[];
  };
}
