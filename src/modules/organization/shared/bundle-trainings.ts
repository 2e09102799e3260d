import type { BundleTrainingView } from '../../../shared/contracts/organization';
import { bundleTrainingViews } from './bundle-views';
import type { Caller, OrganizationDeps } from './deps';
import { bundleStream } from './streams';
import { asTrainingId } from '../../../shared/contracts/ids';

/** SetBundleTrainings with the list the caller wants; answers the bundle's trainings as they are then. */
export async function setBundleTrainings(deps: OrganizationDeps, c: Caller, id: string, trainingIds: readonly string[], allowEmpty: boolean): Promise<BundleTrainingView[]> {
  const knownTrainingIds = new Set((await deps.catalog.liveTrainings(c.companyId, trainingIds.map((t) => asTrainingId(t)))).map((t) => t.id));
  await deps.k.commands.run({ ...bundleStream(c, id), command: { type: 'SetBundleTrainings', actor: c.actor, trainingIds, knownTrainingIds, allowEmpty, now: deps.k.clock.now() } });
  return bundleTrainingViews(deps, c, id);
}
