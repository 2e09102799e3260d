import type { Kernel } from '../../platform/kernel';
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

/** The sessions' ports (shared/ports.ts): the facades that answer them, and the compliance projection's candidates. */
export function instructionPorts(k: Kernel, p: InstructionProviders): InstructionPorts {
  const learning = p.learning.facade(k);
  return {
    catalog: p.catalog.facade(k),
    people: p.identity.facade(k),
    units: { group: p.organization.facade(k).group, candidates: (o) => unitMembersForTraining(k.db, o) },
    learning: { presenceCompletions: learning.presenceCompletions, completionReadModels: [learning.enrolmentsReadModel, complianceProjection.name] },
  };
}

/** What every slice gets: the kernel, the ports and the store of signatures and scans (`DATA_DIR/instruction`). */
export function instructionDeps(k: Kernel, p: InstructionProviders): InstructionDeps {
  return { k, ports: instructionPorts(k, p), files: localEvidenceFiles(path.join(k.config.dataDir, 'instruction')) };
}
