import type { GroupBundleView } from '../../../../../shared/contracts/organization';
import { listBundles } from '../../../read/bundles/queries';
import { assignedView, findGroup } from '../../../shared/access';
import { groupBundleViews } from '../../../shared/bundle-views';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupStream } from '../../../shared/streams';

/** AssignBundle to a group; answers the group's view of the bundle. */
export async function assignBundle(deps: OrganizationDeps, c: Caller, id: string, bundleId: string, weeks: number | null): Promise<GroupBundleView> {
  await findGroup(deps, c, id);
  const [b] = await listBundles(deps.k.db, c.companyId, [bundleId]);
  const bundle = b ? { id: b.id, companyId: b.companyId } : null;
  await deps.k.commands.run({ ...groupStream(c, id), command: { type: 'AssignBundle', actor: c.actor, bundle, weeks, now: deps.k.clock.now() } });
  return assignedView(await groupBundleViews(deps, c, id), bundleId, 'BundleNotAssigned');
}
