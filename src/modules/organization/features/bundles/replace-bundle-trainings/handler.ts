import type { BundleTrainingView } from '../../../../../shared/contracts/organization';
import { findBundle } from '../../../shared/access';
import { setBundleTrainings } from '../../../shared/bundle-trainings';
import type { Caller, OrganizationDeps } from '../../../shared/deps';

/** Replaces the bundle's trainings with a new ordered list (at least one). */
export async function replaceBundleTrainings(deps: OrganizationDeps, c: Caller, id: string, trainingIds: readonly string[]): Promise<BundleTrainingView[]> {
  await findBundle(deps, c, id);
  return setBundleTrainings(deps, c, id, trainingIds, false);
}
