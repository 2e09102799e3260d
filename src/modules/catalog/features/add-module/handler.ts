import { newId } from '../../../../platform/eventstore';
import type { ModuleView } from '../../../../shared/contracts/catalog';
import type { ModuleRow } from '../../read/trainings/queries';
import { visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { resolveContent } from '../../shared/media';
import { moduleView } from '../../shared/views';

/** A module to add: everything but the id the handler gives it. */
export type NewModuleInput = Omit<ModuleRow, 'id'> & { readonly language?: string | undefined };

/** Adds a module to a training the caller may see; a video must be stored for the company. */
export async function addModule(deps: CatalogDeps, c: Caller, input: NewModuleInput): Promise<ModuleView> {
  await visibleTraining(deps, c, input.trainingId);
  const content = (await resolveContent(deps, c, input.type, input.content)) ?? input.content;
  const moduleId = newId();
  await deps.k.commands.run({
    ...trainingStream(input.trainingId),
    actor: commandActorOf(c),
    command: {
      type: 'AddModule',
      actor: c.actor,
      module: { moduleId, type: input.type, title: input.title, orderIndex: input.orderIndex, isActive: input.isActive, content },
      language: input.language,
      now: deps.k.clock.now(),
    },
  });
  return moduleView(deps, c, input.trainingId, moduleId);
}
