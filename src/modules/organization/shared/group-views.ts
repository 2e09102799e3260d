import { groupPolicy } from '../../../shared/policy';
import type { GroupTrainingView, GroupView, MemberView, OwnerName, PersonRef } from '../../../shared/contracts/organization';
import { groupMembers, groupTrainings, type GroupRow } from '../read/groups';
import { findGroup, groupFacts, readableGroup } from './access';
import type { Caller, OrganizationDeps } from './deps';
import type { PersonSummary } from './ports';

export const personRef = (u: PersonSummary): PersonRef => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email });
export const ownerName = (u: PersonSummary | undefined): OwnerName => (u ? { firstName: u.firstName, lastName: u.lastName } : null);

/** A member as the members list shows them. */
export const memberView = (u: PersonSummary, addedAt: string): MemberView => ({ ...personRef(u), role: u.role, isActive: u.isActive, addedAt });

/** Groups with owner and co-owner names and what the caller may do with each. */
export async function groupViews(deps: OrganizationDeps, c: Caller, rows: readonly GroupRow[]): Promise<GroupView[]> {
  const people = await deps.identity.people(rows.flatMap((g) => [g.ownerId, ...g.coOwners]));
  return rows.map((g) => {
    const f = groupFacts(c, g);
    return {
      ...g,
      owner: ownerName(people.get(g.ownerId)),
      coOwnerDetails: g.coOwners.flatMap((id) => {
        const u = people.get(id);
        return u ? [personRef(u)] : [];
      }),
      permissions: { edit: groupPolicy.edit(f), manageCoOwners: groupPolicy.manageCoOwners(f), delete: groupPolicy.delete(f), viewReports: groupPolicy.viewReports(f) },
    };
  });
}

/** One group of the caller's company as a view (404 when unknown). */
export async function groupView(deps: OrganizationDeps, c: Caller, id: string): Promise<GroupView> {
  return (await groupViews(deps, c, [await findGroup(deps, c, id)]))[0]!;
}

/** The members of a group with names, sorted by last and first name (readable group). */
export async function memberViews(deps: OrganizationDeps, c: Caller, groupId: string): Promise<MemberView[]> {
  const g = await readableGroup(deps, c, groupId);
  const members = await groupMembers(deps.k.db, g.id);
  const people = await deps.identity.people(members.map((m) => m.userId));
  return members
    .flatMap((m) => {
      const u = people.get(m.userId);
      return u ? [memberView(u, m.addedAt)] : [];
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de'));
}

/** The (not deleted) trainings of a group with their effective deadlines (readable group). */
export async function groupTrainingViews(deps: OrganizationDeps, c: Caller, groupId: string): Promise<GroupTrainingView[]> {
  const g = await readableGroup(deps, c, groupId);
  const rows = await groupTrainings(deps.k.db, g.id);
  const trainings = new Map((await deps.catalog.liveTrainings(c.companyId, rows.map((r) => r.trainingId))).map((t) => [t.id, t]));
  return rows.flatMap((r) => {
    const t = trainings.get(r.trainingId);
    return t ? [{ id: t.id, title: t.title, status: t.status, ...r }] : [];
  });
}
