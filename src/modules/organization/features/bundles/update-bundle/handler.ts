import type { BundleView } from '../../../../../shared/contracts/organization';
import { findBundle } from '../../../shared/access';
import { bundleView } from '../../../shared/bundle-views';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { bundleStream } from '../../../shared/streams';

/** ChangeBundleDetails: a field left out keeps its value. */
export async function updateBundle(deps: OrganizationDeps, c: Caller, id: string, patch: { name?: string | undefined; description?: string | undefined }): Promise<BundleView> {
  const b = await findBundle(deps, c, id);
  const command = { type: 'ChangeBundleDetails', actor: c.actor, name: patch.name ?? b.name, description: patch.description ?? b.description, now: deps.k.clock.now() } as const;
  await deps.k.commands.run({ ...bundleStream(c, id), command });
  return bundleView(deps, c, id);
}
