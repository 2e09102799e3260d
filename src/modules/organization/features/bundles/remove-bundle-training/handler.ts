import { findBundle } from '../../../shared/access';
import { setBundleTrainings } from '../../../shared/bundle-trainings';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { toHttpError } from '../../../shared/errors';

/** Takes one training out of the bundle; removing them one by one may empty it on the way to a new list. */
export async function removeBundleTraining(deps: OrganizationDeps, c: Caller, id: string, trainingId: string): Promise<void> {
  const b = await findBundle(deps, c, id);
  if (!b.trainingIds.includes(trainingId)) throw toHttpError('BundleTrainingNotFound');
  await setBundleTrainings(deps, c, id, b.trainingIds.filter((x) => x !== trainingId), true);
}
