import type { Kernel } from '../../../platform/kernel';
import type { LearningTag } from '../../../shared/contracts/learning';
import type { CatalogModule } from '../../catalog';
import type { IdentityModule } from '../../identity';
import type { MediaModule } from '../../media';
import type { OrganizationModule } from '../../organization';
import type { CompanyId, GroupId, TrainingId, UserId } from '../../../shared/contracts/ids';

/** `{de, en}` text (one language may be missing) or a plain legacy string. */
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
  readonly isDeleted: boolean;
}

/** One module of a training as the catalog stores it; `content` is decoded with the catalog's Schemas. */
export interface LearnerModule {
  readonly id: string;
  readonly type: 'video' | 'quiz' | 'text';
  readonly title: string;
  readonly orderIndex: number;
  readonly isActive: boolean;
  readonly content: unknown;
}

export interface Person {
  readonly id: string;
  readonly companyId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export interface Profile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly companyName: string | null;
}

/** A training assigned to a user through one of their groups. */
export interface Assignment {
  readonly trainingId: TrainingId;
  readonly groupId: GroupId;
  readonly groupName: string;
  readonly deadline: string | null;
}

/**
 * Everything learning asks of other modules, one declaration for all four; each method is answered
 * in `learningPorts` below by the facade of the module that owns it.
 */
export interface LearningPorts {
  readonly catalog: {
    /** A training of the company (deleted ones included). */
    training(companyId: CompanyId, trainingId: TrainingId): Promise<LearnerTraining | undefined>;
    trainings(companyId: CompanyId, trainingIds: readonly TrainingId[]): Promise<readonly LearnerTraining[]>;
    /** Every module of one training, inactive ones included. */
    modules(trainingId: TrainingId): Promise<readonly LearnerModule[]>;
    /** The default tags and the company's own. */
    tags(companyId: CompanyId): Promise<readonly LearningTag[]>;
    /** A training image as the browser may load it: gallery images as they are, uploads signed. */
    imageUrl(url: string | null): string | null;
  };
  readonly identity: {
    people(userIds: readonly UserId[]): Promise<ReadonlyMap<string, Person>>;
    profile(userId: UserId): Promise<Profile | undefined>;
    /** Checks the signed-in user's password again (explicit confirmation). */
    confirmPassword(companyId: CompanyId, userId: UserId, password: string): Promise<boolean>;
  };
  readonly organization: {
    assignedTrainingIds(companyId: CompanyId, userId: UserId): Promise<readonly TrainingId[]>;
    /** Whether the manager owns or co-owns a group the user is a member of. */
    sharesManagedGroup(companyId: CompanyId, managerId: UserId, userId: UserId): Promise<boolean>;
    assignments(companyId: CompanyId, userId: UserId): Promise<readonly Assignment[]>;
  };
  readonly media: {
    /** Signs a stored media path for the browser. */
    sign(url: string): string;
    /** The next instant (ms) at which `sign` answers differently: answers with signed URLs are kept until then. */
    signedUrlsChangeAt(): number;
  };
  /** The read models of other modules behind these ports: answers built from them are cached until one of them (or learning's own) changes. */
  readonly readModels: readonly string[];
}

export type CatalogPort = LearningPorts['catalog'];
export type IdentityPort = LearningPorts['identity'];
export type OrganizationPort = LearningPorts['organization'];
export type MediaPort = LearningPorts['media'];

/** The modules learning takes its ports from (the product's modules, by name). */
export interface LearningProviders {
  readonly catalog: Pick<CatalogModule, 'facade' | 'projections'>;
  readonly organization: Pick<OrganizationModule, 'facade' | 'projections'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
  readonly media: Pick<MediaModule, 'facade'>;
}

/** Learning's ports above, each method on the facade of the module that answers it (the composition root hands over the modules). */
export function learningPorts(k: Kernel, p: LearningProviders): LearningPorts {
  const trainings = p.catalog.facade(k);
  const groups = p.organization.facade(k);
  const people = p.identity.facade(k);
  const media = p.media.facade(k);
  return {
    catalog: {
      training: async (companyId, id) => (await trainings.trainingsByIds(companyId, [id]))[0],
      trainings: (companyId, ids) => trainings.trainingsByIds(companyId, ids),
      modules: (trainingId) => trainings.modules([trainingId]),
      tags: (companyId) => trainings.allTags(companyId),
      imageUrl: (url) => (url && !trainings.isGalleryImage(url) ? media.signUrl(url) : url),
    },
    identity: {
      people: (ids) => people.getUserSummaries(ids),
      profile: async (userId) => {
        const u = await people.getUserView(userId);
        return u && { firstName: u.firstName, lastName: u.lastName, email: u.email, companyName: u.company?.name ?? null };
      },
      confirmPassword: (companyId, userId, password) => people.confirmPassword(companyId, userId, password),
    },
    organization: {
      assignedTrainingIds: (companyId, userId) => groups.assignedTrainingIds(companyId, userId),
      sharesManagedGroup: (companyId, managerId, userId) => groups.sharesManagedGroup(companyId, managerId, userId),
      assignments: (companyId, userId) => groups.userAssignments(companyId, userId),
    },
    media: { sign: (url) => media.signUrl(url), signedUrlsChangeAt: () => media.signedUrlsChangeAt() },
    readModels: [...p.catalog.projections, ...p.organization.projections].map((x) => x.name),
  };
}
