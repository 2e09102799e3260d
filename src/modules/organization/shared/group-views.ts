import { groupPolicy } from '../../../shared/policy';
import type { GroupTrainingView, GroupView, MemberView, OwnerName, PersonRef } from '../../../shared/contracts/organization';
import { groupTrainings, type GroupRow } from '../read/groups/queries';
import { memberPage } from '../read/people/queries';
import { groupFacts, readableGroup, viewableGroup } from './access';
import type { Caller, OrganizationDeps } from './deps';
import type { PersonSummary } from './ports';
import type { MembersQuery } from './schema';
import type { TrainingSummary } from './ports';

export const personRef = (u: PersonSummary): PersonRef => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email });
const ownerName = (u: PersonSummary | undefined): OwnerName => (u ? { firstName: u.firstName, lastName: u.lastName } : null);

interface Owned {
  readonly ownerId: string;
  readonly coOwners: readonly string[];
}

/** The owners and co-owners of units or bundles, by id (one lookup for all rows). */
export const ownersOf = (deps: OrganizationDeps, rows: readonly Owned[]): Promise<ReadonlyMap<string, PersonSummary>> =>
  deps.identity.getUserSummaries(rows.flatMap((o) => [o.ownerId, ...o.coOwners]));

/** A unit's or bundle's owner name and co-owners as its view shows them (people no longer known left out). */
export const ownerDetails = (people: ReadonlyMap<string, PersonSummary>, o: Owned): { owner: OwnerName; coOwnerDetails: PersonRef[] } => ({
  owner: ownerName(people.get(o.ownerId)),
  coOwnerDetails: o.coOwners.flatMap((id) => {
    const u = people.get(id);
    return u ? [personRef(u)] : [];
  }),
});

/** A member as the members list shows them. */
export const memberView = (u: PersonSummary, addedAt: string): MemberView => ({ ...personRef(u), role: u.role, isActive: u.isActive, addedAt });

/** Groups with owner and co-owner names and what the caller may do with each. */
export async function groupViews(deps: OrganizationDeps, c: Caller, rows: readonly GroupRow[]): Promise<GroupView[]> {
  const people = await ownersOf(deps, rows);
  return rows.map((g) => {
    const f = groupFacts(c, g);
    return {
      ...g,
      ...ownerDetails(people, g),
      permissions: { edit: groupPolicy.edit(f), manageCoOwners: groupPolicy.manageCoOwners(f), delete: groupPolicy.delete(f), viewReports: groupPolicy.viewReports(f) },
    };
  });
}

/** One group of the caller's company as a view, for its members, edit level and company-wide readers (403; 404 when unknown). */
export async function groupView(deps: OrganizationDeps, c: Caller, id: string): Promise<GroupView> {
  return (await groupViews(deps, c, [await viewableGroup(deps, c, id)]))[0]!;
}

/** One page of the members of a group with names, sorted by last and first name (readable group), and their total. */
export async function memberViews(deps: OrganizationDeps, c: Caller, groupId: string, query: MembersQuery): Promise<{ members: MemberView[]; total: number }> {
  const g = await readableGroup(deps, c, groupId);
  const page = await memberPage(deps.k.db, { groupId: g.id, search: query.search, offset: (query.page - 1) * query.limit, limit: query.limit });
  return {
    members: page.rows.map((m) => ({ id: m.userId, firstName: m.firstName, lastName: m.lastName, email: m.email, role: m.role, isActive: m.isActive, addedAt: m.addedAt })),
    total: page.total,
  };
}

/** The (not deleted) trainings of a group with their effective deadlines (readable group). */
export async function groupTrainingViews(deps: OrganizationDeps, c: Caller, groupId: string): Promise<GroupTrainingView[]> {
  const g = await readableGroup(deps, c, groupId);
  const rows = await groupTrainings(deps.k.db, g.id);
  const trainings = new Map((await deps.catalog.liveTrainings(c.companyId, rows.map((r) => r.trainingId))).map((t): [string, TrainingSummary] => [t.id, t]));
  return rows.flatMap((r) => {
    const t = trainings.get(r.trainingId);
    return t ? [{ id: t.id, title: t.title, status: t.status, ...r }] : [];
  });
}
