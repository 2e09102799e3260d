import { visibleModule } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';

/** Removes a module from a training the caller may see. */
export async function removeModule(deps: CatalogDeps, c: Caller, moduleId: string): Promise<void> {
  const { trainingId } = await visibleModule(deps, c, moduleId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'RemoveModule', actor: c.actor, moduleId, now: deps.k.clock.now() },
  });
}
