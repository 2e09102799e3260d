import { handleCommand, newId, type Decider } from '../../../platform/eventstore';
import { companyPrincipal, type Principal } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import { DEFAULT_DEADLINE_WEEKS, GROUP_PAGE_SIZE, bundlePolicy, groupPolicy, mayAccess, type Role } from '../../../shared/policy';
import { getTrainingsByIds, type TrainingRow } from '../../catalog';
import { getUserSummaries, searchCompanyUsers, findUserByEmail, type UserSummary } from '../../identity';
import { bundleDecider, type BundleCommand, type BundleError, type BundleState } from '../domain/bundle';
import { organizationEvents, streams, streamTypes, type OrganizationEvent } from '../domain/events';
import { groupDecider, type Actor, type GroupCommand, type GroupError, type GroupState, type UserFacts } from '../domain/group';
import {
  getGroup,
  groupBundles,
  groupMembers,
  groupTrainings,
  listBundles,
  listGroups,
  type BundleRow,
  type GroupRow,
} from '../read/queries';
import { toHttpError } from './errors';

export interface Caller {
  actor: Actor;
  companyId: string;
}

export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const ref = (u: UserSummary): PersonRef => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email });
const facts = (u: UserSummary | undefined): UserFacts | null => (u ? { userId: u.id, companyId: u.companyId, role: u.role, isActive: u.isActive } : null);

export class OrganizationService {
  constructor(private readonly k: Kernel) {}

  caller(principal: Principal | null): Caller {
    const p = companyPrincipal(principal);
    return { actor: { userId: p.userId, role: p.role as Role }, companyId: p.tenantId };
  }

  private requireScreen(c: Caller, area: 'groups' | 'bundles'): void {
    if (!mayAccess(c.actor.role, area)) {
      throw area === 'groups' ? toHttpError('NotAllowedToEditGroup') : toHttpError('NotAllowedToCreateBundles');
    }
  }

  private async run<C, S, F extends GroupError | BundleError>(
    c: Caller,
    decider: Decider<C, OrganizationEvent, S, F>,
    streamId: string,
    streamType: string,
    command: C,
    readModel: string,
  ): Promise<void> {
    const commandId = newId();
    const result = await handleCommand({
      store: this.k.store,
      codec: organizationEvents,
      decider,
      tenantId: c.companyId,
      streamId,
      streamType,
      command,
      metadata: { actorId: c.actor.userId, tenantId: c.companyId, commandId, correlationId: commandId, causationId: null },
    });
    if (!result.ok) throw toHttpError(result.error);
    await this.k.projections.waitFor(result.position, [readModel]);
  }

  private runGroup(c: Caller, groupId: string, command: GroupCommand): Promise<void> {
    return this.run<GroupCommand, GroupState, GroupError>(c, groupDecider, streams.group(groupId), streamTypes.group, command, 'organization.groups');
  }

  private runBundle(c: Caller, bundleId: string, command: BundleCommand): Promise<void> {
    return this.run<BundleCommand, BundleState, BundleError>(c, bundleDecider, streams.bundle(bundleId), streamTypes.bundle, command, 'organization.bundles');
  }

  private now(): Date {
    return this.k.clock.now();
  }

  // ---- groups ----

  /** A group of the caller's company, or 404. */
  async group(c: Caller, id: string): Promise<GroupRow> {
    const g = await getGroup(this.k.db, c.companyId, id);
    if (!g) throw toHttpError('GroupNotFound');
    return g;
  }

  private groupFacts(c: Caller, g: GroupRow) {
    return { role: c.actor.role, userId: c.actor.userId, ownerId: g.ownerId, coOwnerIds: g.coOwners };
  }

  /** The group when the caller has edit level on it (403 otherwise, 404 when unknown). */
  async editableGroup(c: Caller, id: string): Promise<GroupRow> {
    const g = await this.group(c, id);
    if (!groupPolicy.edit(this.groupFacts(c, g))) throw toHttpError('NotAllowedToEditGroup');
    return g;
  }

  private async groupViews(c: Caller, rows: GroupRow[]) {
    const people = await getUserSummaries(this.k.db, rows.flatMap((g) => [g.ownerId, ...g.coOwners]));
    return rows.map((g) => {
      const owner = people.get(g.ownerId);
      const f = this.groupFacts(c, g);
      return {
        ...g,
        owner: owner ? { firstName: owner.firstName, lastName: owner.lastName } : null,
        coOwnerDetails: g.coOwners.flatMap((id) => {
          const u = people.get(id);
          return u ? [ref(u)] : [];
        }),
        permissions: { edit: groupPolicy.edit(f), manageCoOwners: groupPolicy.manageCoOwners(f), delete: groupPolicy.delete(f) },
      };
    });
  }

  async listGroups(c: Caller, q: { search: string; ownership: 'alle' | 'owner' | 'coowner'; page: number }) {
    this.requireScreen(c, 'groups');
    const { rows, total } = await listGroups(this.k.db, { ...q, companyId: c.companyId, userId: c.actor.userId, pageSize: GROUP_PAGE_SIZE });
    return { groups: await this.groupViews(c, rows), totalCount: total, totalPages: Math.max(1, Math.ceil(total / GROUP_PAGE_SIZE)), page: q.page, pageSize: GROUP_PAGE_SIZE };
  }

  async groupView(c: Caller, id: string) {
    return (await this.groupViews(c, [await this.group(c, id)]))[0]!;
  }

  async createGroup(c: Caller, name: string, description: string) {
    const groupId = newId();
    await this.runGroup(c, groupId, { type: 'CreateGroup', actor: c.actor, groupId, companyId: c.companyId, name, description, now: this.now() });
    return this.groupView(c, groupId);
  }

  async changeGroup(c: Caller, id: string, patch: { name?: string | undefined; description?: string | undefined }) {
    const g = await this.group(c, id);
    await this.runGroup(c, id, { type: 'ChangeGroupDetails', actor: c.actor, name: patch.name ?? g.name, description: patch.description ?? g.description, now: this.now() });
    return this.groupView(c, id);
  }

  async deleteGroup(c: Caller, id: string): Promise<void> {
    await this.group(c, id);
    await this.runGroup(c, id, { type: 'DeleteGroup', actor: c.actor, now: this.now() });
  }

  /** A group whose members and trainings the caller may read: everyone on the groups screen (spec: Members and Trainings buttons for all). */
  private async readableGroup(c: Caller, id: string): Promise<GroupRow> {
    this.requireScreen(c, 'groups');
    return this.group(c, id);
  }

  async members(c: Caller, id: string) {
    const g = await this.readableGroup(c, id);
    const members = await groupMembers(this.k.db, g.id);
    const people = await getUserSummaries(this.k.db, members.map((m) => m.userId));
    return members
      .flatMap((m) => {
        const u = people.get(m.userId);
        return u ? [{ ...ref(u), role: u.role, isActive: u.isActive, addedAt: m.addedAt }] : [];
      })
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de'));
  }

  async addMember(c: Caller, id: string, by: { userId?: string | undefined; email?: string | undefined }) {
    await this.group(c, id);
    let user: UserSummary | undefined;
    if (by.userId) user = (await getUserSummaries(this.k.db, [by.userId])).get(by.userId);
    else if (by.email) user = await findUserByEmail(this.k.db, c.companyId, by.email);
    await this.runGroup(c, id, { type: 'AddMember', actor: c.actor, member: facts(user), now: this.now() });
    return (await this.members(c, id)).find((m) => m.id === user!.id)!;
  }

  async removeMember(c: Caller, id: string, userId: string): Promise<void> {
    await this.group(c, id);
    await this.runGroup(c, id, { type: 'RemoveMember', actor: c.actor, userId, now: this.now() });
  }

  async memberCandidates(c: Caller, id: string, search: string): Promise<PersonRef[]> {
    const g = await this.editableGroup(c, id);
    const members = (await groupMembers(this.k.db, g.id)).map((m) => m.userId);
    return (await searchCompanyUsers(this.k.db, c.companyId, { search, excludeIds: members, limit: 20 })).map(ref);
  }

  async trainings(c: Caller, id: string) {
    const g = await this.readableGroup(c, id);
    const rows = await groupTrainings(this.k.db, g.id);
    const trainings = new Map((await getTrainingsByIds(this.k.db, c.companyId, rows.map((r) => r.trainingId))).map((t) => [t.id, t]));
    return rows.flatMap((r) => {
      const t = trainings.get(r.trainingId);
      return t && !t.isDeleted ? [{ id: t.id, title: t.title, status: t.status, ...r }] : [];
    });
  }

  private async companyTraining(c: Caller, trainingId: string): Promise<TrainingRow | undefined> {
    const [t] = await getTrainingsByIds(this.k.db, c.companyId, [trainingId]);
    return t && !t.isDeleted ? t : undefined;
  }

  async assignTraining(c: Caller, id: string, trainingId: string, weeks: number) {
    await this.group(c, id);
    const t = await this.companyTraining(c, trainingId);
    await this.runGroup(c, id, { type: 'AssignTraining', actor: c.actor, training: t ? { id: t.id, companyId: t.companyId } : null, weeks, now: this.now() });
    return (await this.trainings(c, id)).find((x) => x.id === trainingId)!;
  }

  async unassignTraining(c: Caller, id: string, trainingId: string): Promise<void> {
    await this.group(c, id);
    await this.runGroup(c, id, { type: 'UnassignTraining', actor: c.actor, trainingId, now: this.now() });
  }

  async setDeadline(c: Caller, groupId: string, trainingId: string, weeks: number) {
    await this.group(c, groupId);
    const row = (await groupTrainings(this.k.db, groupId)).find((r) => r.trainingId === trainingId);
    await this.runGroup(c, groupId, { type: 'SetDeadline', actor: c.actor, trainingId, inAssignedBundle: row?.viaBundle !== null && row !== undefined, weeks, now: this.now() });
    return (await this.trainings(c, groupId)).find((x) => x.id === trainingId)!;
  }

  async addCoOwner(c: Caller, id: string, userId: string) {
    await this.group(c, id);
    const u = (await getUserSummaries(this.k.db, [userId])).get(userId);
    await this.runGroup(c, id, { type: 'AddGroupCoOwner', actor: c.actor, candidate: facts(u), now: this.now() });
    return this.groupView(c, id);
  }

  async removeCoOwner(c: Caller, id: string, userId: string): Promise<void> {
    await this.group(c, id);
    await this.runGroup(c, id, { type: 'RemoveGroupCoOwner', actor: c.actor, userId, now: this.now() });
  }

  async coOwnerCandidates(c: Caller, id: string, search: string): Promise<PersonRef[]> {
    const g = await this.group(c, id);
    if (!groupPolicy.manageCoOwners(this.groupFacts(c, g))) throw toHttpError('NotAllowedToManageGroupCoOwners');
    return (await searchCompanyUsers(this.k.db, c.companyId, { search, roles: ['root', 'admin', 'manager'], excludeIds: [g.ownerId, ...g.coOwners], limit: 20 })).map(ref);
  }

  async groupBundles(c: Caller, id: string) {
    const g = await this.editableGroup(c, id);
    const assigned = await groupBundles(this.k.db, g.id);
    const views = await this.bundleViews(c, await listBundles(this.k.db, c.companyId, assigned.map((a) => a.bundleId)));
    return assigned.flatMap((a) => {
      const b = views.find((v) => v.id === a.bundleId);
      return b ? [{ ...b, assignedAt: a.assignedAt, deadline: a.deadline }] : [];
    });
  }

  async assignBundle(c: Caller, id: string, bundleId: string, weeks: number | null) {
    await this.group(c, id);
    const [b] = await listBundles(this.k.db, c.companyId, [bundleId]);
    await this.runGroup(c, id, { type: 'AssignBundle', actor: c.actor, bundle: b ? { id: b.id, companyId: b.companyId } : null, weeks, now: this.now() });
    return (await this.groupBundles(c, id)).find((x) => x.id === bundleId)!;
  }

  async unassignBundle(c: Caller, id: string, bundleId: string): Promise<void> {
    await this.group(c, id);
    await this.runGroup(c, id, { type: 'UnassignBundle', actor: c.actor, bundleId, now: this.now() });
  }

  // ---- bundles ----

  private async bundleViews(c: Caller, rows: BundleRow[]) {
    const people = await getUserSummaries(this.k.db, rows.map((b) => b.ownerId));
    return rows.map((b) => {
      const owner = people.get(b.ownerId);
      const f = { role: c.actor.role, userId: c.actor.userId, ownerId: b.ownerId, coOwnerIds: [] };
      const { trainingIds, ...rest } = b;
      return {
        ...rest,
        owner: owner ? { firstName: owner.firstName, lastName: owner.lastName } : null,
        coOwners: [] as string[],
        coOwnerDetails: [] as PersonRef[],
        trainingCount: trainingIds.length,
        permissions: { edit: bundlePolicy.edit(f), delete: bundlePolicy.delete(f) },
      };
    });
  }

  async listBundles(c: Caller, q: { search: string; ownership: 'alle' | 'owner' | 'coowner' }) {
    this.requireScreen(c, 'bundles');
    const s = q.search.trim().toLowerCase();
    const rows = (await listBundles(this.k.db, c.companyId)).filter(
      (b) => (!s || `${b.name} ${b.description}`.toLowerCase().includes(s)) && (q.ownership !== 'owner' || b.ownerId === c.actor.userId) && q.ownership !== 'coowner',
    );
    return this.bundleViews(c, rows);
  }

  private async bundle(c: Caller, id: string): Promise<BundleRow> {
    this.requireScreen(c, 'bundles');
    const [b] = await listBundles(this.k.db, c.companyId, [id]);
    if (!b) throw toHttpError('BundleNotFound');
    return b;
  }

  async bundleView(c: Caller, id: string) {
    return (await this.bundleViews(c, [await this.bundle(c, id)]))[0]!;
  }

  async createBundle(c: Caller, name: string, description: string) {
    const bundleId = newId();
    await this.runBundle(c, bundleId, { type: 'CreateBundle', actor: c.actor, bundleId, companyId: c.companyId, name, description, now: this.now() });
    return this.bundleView(c, bundleId);
  }

  async changeBundle(c: Caller, id: string, patch: { name?: string | undefined; description?: string | undefined }) {
    const b = await this.bundle(c, id);
    await this.runBundle(c, id, { type: 'ChangeBundleDetails', actor: c.actor, name: patch.name ?? b.name, description: patch.description ?? b.description, now: this.now() });
    return this.bundleView(c, id);
  }

  async deleteBundle(c: Caller, id: string): Promise<void> {
    await this.bundle(c, id);
    await this.runBundle(c, id, { type: 'DeleteBundle', actor: c.actor, now: this.now() });
  }

  async bundleTrainings(c: Caller, id: string) {
    const b = await this.bundle(c, id);
    const trainings = new Map((await getTrainingsByIds(this.k.db, c.companyId, b.trainingIds)).map((t) => [t.id, t]));
    return b.trainingIds.flatMap((tid, orderIndex) => {
      const t = trainings.get(tid);
      return t && !t.isDeleted
        ? [{ id: t.id, title: t.title, description: t.description, orderIndex, status: t.status, isRequired: t.isRequired, requiresRecertification: t.requiresRecertification, recertificationPeriod: t.recertificationPeriod, difficulty: t.difficulty }]
        : [];
    });
  }

  private async setTrainings(c: Caller, id: string, trainingIds: readonly string[], allowEmpty: boolean) {
    const known = new Set((await getTrainingsByIds(this.k.db, c.companyId, trainingIds)).filter((t) => !t.isDeleted).map((t) => t.id));
    await this.runBundle(c, id, { type: 'SetBundleTrainings', actor: c.actor, trainingIds, knownTrainingIds: known, allowEmpty, now: this.now() });
    return this.bundleTrainings(c, id);
  }

  async replaceBundleTrainings(c: Caller, id: string, trainingIds: readonly string[]) {
    await this.bundle(c, id);
    return this.setTrainings(c, id, trainingIds, false);
  }

  async addBundleTraining(c: Caller, id: string, trainingId: string, orderIndex: number) {
    const b = await this.bundle(c, id);
    const ids = b.trainingIds.filter((x) => x !== trainingId);
    ids.splice(Math.max(0, Math.min(orderIndex, ids.length)), 0, trainingId);
    return this.setTrainings(c, id, ids, false);
  }

  async removeBundleTraining(c: Caller, id: string, trainingId: string) {
    const b = await this.bundle(c, id);
    if (!b.trainingIds.includes(trainingId)) throw toHttpError('BundleTrainingNotFound');
    // removing trainings one by one may empty the bundle on the way to a new list
    return this.setTrainings(c, id, b.trainingIds.filter((x) => x !== trainingId), true);
  }

  /** For the group progress report and other read models: may the caller see this group's reports? */
  async assertCanViewProgress(c: Caller, groupId: string): Promise<GroupRow> {
    return this.editableGroup(c, groupId);
  }

  defaultWeeks(): number {
    return DEFAULT_DEADLINE_WEEKS;
  }
}
