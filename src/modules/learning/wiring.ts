import type { Kernel } from '../../platform/kernel';
import { ReadCache } from '../../platform/projections';
import type { CatalogModule } from '../catalog';
import type { IdentityModule } from '../identity';
import type { MediaModule } from '../media';
import type { OrganizationModule } from '../organization';
import { learningProjections } from './read/projections';
import { questionsProjection } from './read/questions/projection';
import type { LearningDeps } from './shared/deps';
import type { LearningPorts } from './shared/ports';

/** The modules learning takes its ports from (the product's modules, by name). */
export interface LearningProviders {
  readonly catalog: Pick<CatalogModule, 'facade' | 'projections'>;
  readonly organization: Pick<OrganizationModule, 'facade' | 'projections'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
  readonly media: Pick<MediaModule, 'facade'>;
}

/** Learning's ports (shared/ports.ts), each method on the facade of the module that answers it. */
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

/** What every slice of learning gets (shared/deps.ts): the kernel, the ports above and the module's read caches. */
export function learningDeps(k: Kernel, p: LearningProviders): LearningDeps {
  const ports = learningPorts(k, p);
  // questions change nothing My Learning or the assignments show
  const readModels = [...ports.readModels, ...learningProjections.map((x) => x.name).filter((n) => n !== questionsProjection.name)];
  return {
    k,
    ...ports,
    assignments: new ReadCache(k.projections, readModels, { maxEntries: 5000 }),
    myLearningPages: new ReadCache(k.projections, readModels, { maxEntries: 2000 }),
  };
}
