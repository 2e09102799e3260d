import type { LearningTag } from '../../../shared/contracts/learning';
import type { Confirmation } from '../../../shared/contracts/identity';
import type { CatalogModule } from '../../catalog';
import type { IdentityModule } from '../../identity';
import type { PrivacyModule } from '../../privacy';
import type { MediaModule } from '../../media';
import type { OrganizationModule } from '../../organization';
import type { CompanyId, GroupId, TrainingId, UserId } from '../../../shared/contracts/ids';

/** Text by language (a language may be missing) or a plain string, which is German (ADR 0030). */
export type Text = string | { readonly [lang: string]: string };

/** What learning needs to know of a training (catalog). */
export interface LearnerTraining {
  readonly id: TrainingId;
  readonly ownerId: UserId;
  /** Co-owners: with the owner, they sign off the practical parts of a blended training. */
  readonly coOwners: readonly string[];
  /** The responsible instructor ('Ansprechperson'): the owner unless another was named; answers the learners' questions. */
  readonly instructorId: UserId;
  readonly title: Text;
  readonly description: Text;
  readonly status: 'draft' | 'published' | 'archived';
  readonly imageUrl: string | null;
  readonly category: string | null;
  readonly difficulty: string | null;
  readonly duration: number | null;
  readonly isRequired: boolean;
  readonly requiresRecertification: boolean;
  readonly recertificationPeriod: string | null;
  /** Blended training: a completion counts once an instructor signs off the in-person part. */
  readonly requiresPracticalPart: boolean;
  readonly tagIds: readonly string[];
  /** Modules a learner takes (active ones). */
  readonly activeModuleCount: number;
  readonly contentVersion: string;
  /** Language versions (issue 34): the default, and the versions a learner may be given. */
  readonly defaultLanguage: string;
  readonly contentLanguages: readonly string[];
  readonly isDeleted: boolean;
}

/** One module of a training as the catalog stores it; `content` is decoded with the catalog's Schemas. */
export interface LearnerModule {
  readonly id: string;
  readonly type: 'video' | 'quiz' | 'text';
  readonly title: Text;
  readonly orderIndex: number;
  readonly isActive: boolean;
  readonly content: unknown;
  /** A video's WebVTT tracks by language (issue 34), unsigned paths; only the training's current versions. */
  readonly subtitles?: readonly { readonly language: string; readonly url: string }[];
}

export interface Person {
  readonly id: string;
  readonly companyId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** A training assigned to a user through one of their groups. */
export interface Assignment {
  readonly trainingId: TrainingId;
  readonly groupId: GroupId;
  readonly groupName: string;
  readonly deadline: string | null;
}

/** A training with the modules a learner takes (active ones, in order). */
export interface TrainingWithModules {
  readonly training: LearnerTraining;
  readonly modules: readonly LearnerModule[];
}

/** What learning needs of a user's own account: the name and the company on the evidence. */
export interface AccountView {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly company: { readonly name: string } | null;
}

/**
 * Everything learning asks of other modules, one declaration for all four. The methods carry the
 * names the owning module's facade gives them: each facade is the port (wiring.ts hands them over).
 */
export interface LearningPorts {
  readonly catalog: {
    /** A live training of the company (null when deleted or unknown). */
    training(companyId: CompanyId, trainingId: TrainingId): Promise<LearnerTraining | null>;
    /** A training (deleted ones included: `isDeleted`) and its active modules in order, in one answer (null when unknown). */
    trainingWithActiveModules(companyId: CompanyId, trainingId: TrainingId): Promise<TrainingWithModules | null>;
    /** Trainings of the company by id, deleted ones included (`isDeleted`). */
    trainingsByIds(companyId: CompanyId, trainingIds: readonly TrainingId[]): Promise<readonly LearnerTraining[]>;
    /** The default tags and the company's own. */
    allTags(companyId: CompanyId): Promise<readonly LearningTag[]>;
  };
  readonly identity: {
    getUserSummaries(userIds: readonly UserId[]): Promise<ReadonlyMap<string, Person>>;
    getUserView(userId: UserId): Promise<AccountView | undefined>;
    /** Checks the signed-in user's password or PIN again (explicit confirmation). */
    confirmSecret(companyId: CompanyId, userId: UserId, secret: Confirmation): Promise<boolean>;
    /** The language trainings are given to the person in (issue 34): set, else the UI language, else German. */
    contentLanguageOf(companyId: CompanyId, userId: UserId): Promise<string>;
  };
  readonly organization: {
    assignedTrainingIds(companyId: CompanyId, userId: UserId): Promise<readonly TrainingId[]>;
    /** Whether the manager owns or co-owns a group the user is a member of. */
    sharesManagedGroup(companyId: CompanyId, managerId: UserId, userId: UserId): Promise<boolean>;
    userAssignments(companyId: CompanyId, userId: UserId): Promise<readonly Assignment[]>;
  };
  readonly media: {
    /** Signs a stored media path for the browser. */
    signUrl(url: string): string;
    /** The next instant (ms) at which `signUrl` answers differently: answers with signed URLs are kept until then. */
    signedUrlsChangeAt(): number;
  };
  readonly privacy: {
    /** Whether the company's works-council mode is on (issue 35, item 6): managers then see no scores or watch times of others. */
    worksCouncilMode(companyId: CompanyId): Promise<boolean>;
  };
  /** The read models of other modules behind these ports: answers built from them are cached until one of them (or learning's own) changes. */
  readonly readModels: readonly string[];
}

/** The modules learning takes its ports from (the product's modules, by name). */
export interface LearningProviders {
  readonly catalog: Pick<CatalogModule, 'facade' | 'projections'>;
  readonly organization: Pick<OrganizationModule, 'facade' | 'projections'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
  readonly media: Pick<MediaModule, 'facade'>;
  readonly privacy: Pick<PrivacyModule, 'facade'>;
}
