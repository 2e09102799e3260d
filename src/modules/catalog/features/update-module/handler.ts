import { decode } from '../../../../platform/http';
import type { ModuleView } from '../../../../shared/contracts/catalog';
import { visibleModule } from '../../shared/access';
import { contentSchemaFor } from '../../shared/content';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { resolveContent } from '../../shared/media';
import { moduleView } from '../../shared/views';
import type { ModulePatch } from './schema';

/** Changes a module of a training the caller may see; new content is decoded for the module's type. */
export async function updateModule(deps: CatalogDeps, c: Caller, moduleId: string, patch: ModulePatch): Promise<ModuleView> {
  const { trainingId, type } = await visibleModule(deps, c, moduleId);
  const decoded = patch.content === undefined ? undefined : decode(contentSchemaFor(type), patch.content);
  const content = await resolveContent(deps, c, type, decoded);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'UpdateModule', actor: c.actor, moduleId, language: patch.language, title: patch.title, content, isActive: patch.isActive, orderIndex: patch.orderIndex, now: deps.k.clock.now() },
  });
  return moduleView(deps, c, trainingId, moduleId);
}
