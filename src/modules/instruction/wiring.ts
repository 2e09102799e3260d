import type { Kernel } from '../../platform/kernel';
import { asCompanyId } from '../../shared/contracts/ids';
import { complianceProjection, unitMembersForTraining } from '../../../projections/compliance';
import type { CatalogModule } from '../catalog';
import type { IdentityModule } from '../identity';
import type { LearningModule } from '../learning';
import type { OrganizationModule } from '../organization';
import { localEvidenceFiles } from './shared/files';
import type { InstructionDeps } from './shared/deps';
import type { InstructionPorts } from './shared/ports';
import path from 'node:path';

/** The modules the classroom sessions take their ports from (the product's modules, by name). */
export interface InstructionProviders {
  readonly catalog: Pick<CatalogModule, 'facade'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
  readonly organization: Pick<OrganizationModule, 'facade'>;
  readonly learning: Pick<LearningModule, 'facade'>;
}

/** The sessions' ports (shared/ports.ts), each method on the facade of the module that answers it. */
export function instructionPorts(k: Kernel, p: InstructionProviders): InstructionPorts {
  const catalog = p.catalog.facade(k);
  const people = p.identity.facade(k);
  const groups = p.organization.facade(k);
  const learning = p.learning.facade(k);
  return {
    catalog: {
      trainings: (companyId, ids) => catalog.trainingsByIds(companyId, ids),
      presentedModules: async (trainingId) =>
        (await catalog.modules([trainingId])).filter((m) => m.isActive).sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id)).map((m) => ({ id: m.id, type: m.type, title: m.title })),
    },
    people: {
      summaries: (ids) => people.getUserSummaries(ids),
      companyName: async (companyId) => (await people.getCompany(companyId))?.name ?? '',
    },
    units: {
      get: (companyId, groupId) => groups.group(asCompanyId(companyId), groupId),
      candidates: (o) => unitMembersForTraining(k.db, o),
    },
    learning: {
      presenceCompletions: (input, metadata) => learning.presenceCompletions(input, metadata),
      completionReadModels: [learning.enrolmentsReadModel, complianceProjection.name],
    },
  };
}

/** What every slice gets: the kernel, the ports and the store of signatures and scans (`DATA_DIR/instruction`). */
export function instructionDeps(k: Kernel, p: InstructionProviders): InstructionDeps {
  return { k, ports: instructionPorts(k, p), files: localEvidenceFiles(path.join(k.config.dataDir, 'instruction')) };
}
