import { groupPolicy, mayAccess, type OwnershipFacts } from '../../../shared/policy';
import type { UserFacts } from '../domain/group';
import { listBundles, type BundleRow } from '../read/bundles/queries';
import { getGroup, getGroupHead, isGroupMember, type GroupRow } from '../read/groups/queries';
import type { OwnedRow } from '../read/owned-page';
import type { Caller, OrganizationDeps, ReadDeps } from './deps';
import { toHttpError } from './errors';
import type { PersonSummary } from './ports';

/** The caller's relation to a group, for the policy table. */
export const groupFacts = (c: Caller, g: Pick<GroupRow, 'ownerId' | 'coOwners'>): OwnershipFacts => ({
  role: c.actor.role,
  userId: c.actor.userId,
  ownerId: g.ownerId,
  coOwnerIds: g.coOwners,
});

/** A person as the group decider sees them (null when unknown). */
export const userFacts = (u: PersonSummary | undefined): UserFacts | null => (u ? { userId: u.id, companyId: u.companyId, role: u.role, isActive: u.isActive } : null);

/** 403 unless the caller's role may open the groups or bundles screen. */
export function requireScreen(c: Caller, area: 'groups' | 'bundles'): void {
  if (!mayAccess(c.actor.role, area)) {
    throw area === 'groups' ? toHttpError('NotAllowedToEditGroup') : toHttpError('NotAllowedToCreateBundles');
  }
}

/**
 * A group of the caller's company without its counts, or 404. Commands and access checks read the
 * head only: counting the members of a unit of 10,000 on every command is not free; the list and the
 * details count (viewableGroup).
 */
export async function findGroup(deps: ReadDeps, c: Caller, id: string): Promise<OwnedRow> {
  const read = () => getGroupHead(deps.k.db, c.companyId, id);
  const g = await (deps.heads ? deps.heads.get(`${c.companyId}:${id}`, read) : read());
  if (!g) throw toHttpError('GroupNotFound');
  return g;
}

/** The group when the caller has edit level on it (403 otherwise, 404 when unknown). */
export async function editableGroup(deps: ReadDeps, c: Caller, id: string): Promise<OwnedRow> {
  const g = await findGroup(deps, c, id);
  if (!groupPolicy.edit(groupFacts(c, g))) throw toHttpError('NotAllowedToEditGroup');
  return g;
}

/** The group when the caller may read its reports (progress and its PDF): edit level or company-wide readers such as the auditor (403, 404). */
export async function reportableGroup(deps: ReadDeps, c: Caller, id: string): Promise<OwnedRow> {
  // the report counts its members and trainings in the compliance read model
  const g = await findGroup(deps, c, id);
  if (!groupPolicy.viewReports(groupFacts(c, g))) throw toHttpError('NotAllowedToEditGroup');
  return g;
}

/** A group with its counts whose details the caller may read: its members, the edit level and company-wide readers (403, 404). */
export async function viewableGroup(deps: ReadDeps, c: Caller, id: string): Promise<GroupRow> {
  const g = await getGroup(deps.k.db, c.companyId, id);
  if (!g) throw toHttpError('GroupNotFound');
  const f = groupFacts(c, g);
  if (groupPolicy.viewDetails(f, false)) return g;
  // the membership lookup only for those whom role and ownership do not admit already
  if (!groupPolicy.viewDetails(f, await isGroupMember(deps.k.db, g.id, c.actor.userId))) throw toHttpError('NotAllowedToViewGroup');
  return g;
}

/** A group whose members and trainings the caller may read: everyone on the groups screen (spec: Members and Trainings buttons for all). */
export async function readableGroup(deps: OrganizationDeps, c: Caller, id: string): Promise<OwnedRow> {
  requireScreen(c, 'groups');
  return findGroup(deps, c, id);
}

/** A bundle of the caller's company for someone on the bundles screen (403, 404). */
export async function findBundle(deps: OrganizationDeps, c: Caller, id: string): Promise<BundleRow> {
  requireScreen(c, 'bundles');
  const [b] = await listBundles(deps.k.db, c.companyId, [id]);
  if (!b) throw toHttpError('BundleNotFound');
  return b;
}

/**
 * The view of what a command just assigned, read back after it. Unassigned or deleted meanwhile by a
 * concurrent request: not assigned (404), as it would be a moment later, never a missing view (500).
 */
export function assignedView<V extends { readonly id: string }>(views: readonly V[], id: string, missing: 'TrainingNotAssigned' | 'BundleNotAssigned'): V {
  const view = views.find((x) => x.id === id);
  if (!view) throw toHttpError(missing);
  return view;
}
