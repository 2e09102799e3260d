import type { ModuleView } from '../../../../shared/contracts/catalog';
import { visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { trainingModules } from '../../shared/views';
import type { BatchUpdate } from './schema';

/** Saves the builder's reorder, active toggles and deletions as one event; answers with the modules. */
export async function rearrangeModules(deps: CatalogDeps, c: Caller, trainingId: string, batch: BatchUpdate): Promise<ModuleView[]> {
  await visibleTraining(deps, c, trainingId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: {
      type: 'RearrangeModules',
      actor: c.actor,
      updates: batch.moduleUpdates.map((u) => ({ moduleId: u.id, orderIndex: u.orderIndex, isActive: u.isActive })),
      removedModuleIds: [...batch.deletedModuleIds],
      now: deps.k.clock.now(),
    },
  });
  return trainingModules(deps, c, trainingId);
}
