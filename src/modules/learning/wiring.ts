import type { Kernel } from '../../platform/kernel';
import { ReadCache } from '../../platform/projections';
import { learningProjections } from './read/projections';
import { questionsProjection } from './read/questions/projection';
import type { LearningDeps } from './shared/deps';
import type { LearningPorts, LearningProviders } from './shared/ports';

/** Learning's ports (shared/ports.ts): the facades of the modules that answer them, which offer the methods by the names learning uses. */
export function learningPorts(k: Kernel, p: LearningProviders): LearningPorts {
  return {
    catalog: p.catalog.facade(k),
    identity: p.identity.facade(k),
    organization: p.organization.facade(k),
    media: p.media.facade(k),
    privacy: p.privacy.facade(k),
    readModels: [...p.catalog.projections, ...p.organization.projections].map((x) => x.name),
  };
}

/** What every slice of learning gets (shared/deps.ts): the kernel, the ports (shared/ports.ts) and the module's read caches. */
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
