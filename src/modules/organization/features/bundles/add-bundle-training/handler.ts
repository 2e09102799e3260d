import type { BundleTrainingView } from '../../../../../shared/contracts/organization';
import { findBundle } from '../../../shared/access';
import { setBundleTrainings } from '../../../shared/bundle-trainings';
import type { Caller, OrganizationDeps } from '../../../shared/deps';

/** Puts a training at a place in the bundle (moves it when it is in already); answers the bundle's trainings. */
export async function addBundleTraining(deps: OrganizationDeps, c: Caller, id: string, trainingId: string, orderIndex: number): Promise<BundleTrainingView[]> {
  const b = await findBundle(deps, c, id);
  const ids = b.trainingIds.filter((x) => x !== trainingId);
  ids.splice(Math.max(0, Math.min(orderIndex, ids.length)), 0, trainingId);
  return setBundleTrainings(deps, c, id, ids, false);
}
