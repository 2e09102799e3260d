import { bundlePolicy, type OwnershipFacts } from '../../../shared/policy';
import type { BundleTrainingView, BundleView, GroupBundleView } from '../../../shared/contracts/organization';
import { groupBundles, listBundles, type BundleRow } from '../read/bundles/queries';
import { editableGroup, findBundle } from './access';
import type { Caller, OrganizationDeps } from './deps';
import { ownerDetails, ownersOf } from './group-views';
import type { TrainingSummary } from './ports';
import { asTrainingId } from '../../../shared/contracts/ids';

/** The caller's relation to a bundle, for the policy table. */
export const bundleFacts = (c: Caller, b: Pick<BundleRow, 'ownerId' | 'coOwners'>): OwnershipFacts => ({
  role: c.actor.role,
  userId: c.actor.userId,
  ownerId: b.ownerId,
  coOwnerIds: b.coOwners,
});

/** Bundles with owner and co-owner names, training counts and what the caller may do with each. */
export async function bundleViews(deps: OrganizationDeps, c: Caller, rows: readonly BundleRow[]): Promise<BundleView[]> {
  const people = await ownersOf(deps, rows);
  return rows.map((b) => {
    const f = bundleFacts(c, b);
    const { trainingIds, ...rest } = b;
    return {
      ...rest,
      ...ownerDetails(people, b),
      trainingCount: trainingIds.length,
      permissions: { edit: bundlePolicy.edit(f), delete: bundlePolicy.delete(f), manageCoOwners: bundlePolicy.manageCoOwners(f) },
    };
  });
}

/** One bundle of the caller's company as a view (403, 404). */
export async function bundleView(deps: OrganizationDeps, c: Caller, id: string): Promise<BundleView> {
  return (await bundleViews(deps, c, [await findBundle(deps, c, id)]))[0]!;
}

/** The bundles assigned to a group, in assignment order, with their deadlines (edit level on the group). */
export async function groupBundleViews(deps: OrganizationDeps, c: Caller, groupId: string): Promise<GroupBundleView[]> {
  const g = await editableGroup(deps, c, groupId);
  const assigned = await groupBundles(deps.k.db, g.id);
  const views = await bundleViews(deps, c, await listBundles(deps.k.db, c.companyId, assigned.map((a) => a.bundleId)));
  return assigned.flatMap((a) => {
    const b = views.find((v) => v.id === a.bundleId);
    return b ? [{ ...b, assignedAt: a.assignedAt, deadline: a.deadline }] : [];
  });
}

/** The (not deleted) trainings of a bundle in bundle order (403, 404 as for the bundle). */
export async function bundleTrainingViews(deps: OrganizationDeps, c: Caller, id: string): Promise<BundleTrainingView[]> {
  const bundle = await findBundle(deps, c, id);
  const trainings = new Map((await deps.catalog.liveTrainings(c.companyId, bundle.trainingIds.map((t) => asTrainingId(t)))).map((t): [string, TrainingSummary] => [t.id, t]));
  return bundle.trainingIds.flatMap((tid, orderIndex) => {
    const t = trainings.get(tid);
    return t
      ? [{ id: t.id, title: t.title, description: t.description, orderIndex, status: t.status, isRequired: t.isRequired, requiresRecertification: t.requiresRecertification, recertificationPeriod: t.recertificationPeriod, difficulty: t.difficulty }]
      : [];
  });
}
