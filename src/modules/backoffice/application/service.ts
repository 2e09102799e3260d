import { eraseTenant, lastActivity, newId } from '../../../platform/eventstore';
import { HttpError, forbidden, unauthorized, type Principal } from '../../../platform/http';
import { PLATFORM_TENANT, type Kernel, type ModuleDefinition } from '../../../platform/kernel';
import { companyTrainings, trainingCounts } from '../../catalog';
import { companyUsers, getCompany, listCompanies, userCounts } from '../../identity';
import { companyGroups } from '../../organization';
import { backofficeEvents, deletionStream } from '../domain/events';

const PAGE_SIZE = 15;

const notFound = () => new HttpError(404, 'company_not_found', { de: 'Unternehmen nicht gefunden.', en: 'Company not found.' });

/** The platform operator's view of all companies (spec: master backoffice). */
export class BackofficeService {
  constructor(
    private readonly k: Kernel,
    private readonly modules: () => readonly ModuleDefinition[],
  ) {}

  requireMaster(principal: Principal | null): Principal {
    if (!principal) throw unauthorized();
    if (principal.role !== 'master') throw forbidden({ de: 'Nur für den Plattformbetrieb (Master).', en: 'For the platform operator (master) only.' });
    return principal;
  }

  async stats() {
    const companies = await listCompanies(this.k.db, { search: '', limit: 10_000, offset: 0 });
    const ids = companies.rows.map((c) => c.id);
    const [users, trainings] = await Promise.all([userCounts(this.k.db, ids), trainingCounts(this.k.db, ids)]);
    const companyStats = companies.rows.map((c) => ({ company: { id: c.id, name: c.name }, userCount: users.get(c.id) ?? 0, trainingCount: trainings.get(c.id)?.total ?? 0 }));
    return {
      totalCompanies: companies.total,
      totalUsers: [...users.values()].reduce((a, b) => a + b, 0),
      totalTrainings: [...trainings.values()].reduce((a, b) => a + b.total, 0),
      companiesWithActiveTrainings: [...trainings.values()].filter((t) => t.published > 0).length,
      companyStats,
    };
  }

  async companies(search: string, page: number) {
    const { rows, total } = await listCompanies(this.k.db, { search, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    const ids = rows.map((c) => c.id);
    const [users, trainings, activity] = await Promise.all([userCounts(this.k.db, ids), trainingCounts(this.k.db, ids), lastActivity(this.k.db, ids)]);
    const groups = await Promise.all(ids.map((id) => companyGroups(this.k.db, id)));
    return {
      companies: rows.map((c, i) => ({
        ...c,
        userCount: users.get(c.id) ?? 0,
        trainingCount: trainings.get(c.id)?.total ?? 0,
        groupCount: groups[i]!.length,
        lastActivity: activity.get(c.id) ?? null,
      })),
      totalCount: total,
      totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      page,
      pageSize: PAGE_SIZE,
    };
  }

  async details(companyId: string) {
    const company = await getCompany(this.k.db, companyId);
    if (!company) throw notFound();
    const [users, trainings, groups, activity] = await Promise.all([
      companyUsers(this.k.db, companyId),
      companyTrainings(this.k.db, companyId),
      companyGroups(this.k.db, companyId),
      lastActivity(this.k.db, [companyId]),
    ]);
    return {
      company,
      users,
      trainings: trainings.map((t) => ({ id: t.id, title: t.title, status: t.status, moduleCount: t.moduleCount, createdAt: t.createdAt })),
      groups,
      lastActivity: activity.get(companyId) ?? null,
    };
  }

  /**
   * Deletes a company with everything it has: its events and streams, every module's read
   * models, stored files, sessions. What remains is an audit record in the platform stream that
   * says which company id was deleted by whom and when.
   */
  async deleteCompany(principal: Principal, companyId: string): Promise<void> {
    if (!(await getCompany(this.k.db, companyId))) throw notFound();
    // let running projections finish what they have, so nothing is written back after the purge
    await this.k.projections.waitFor(await this.k.store.headPosition());
    const after: (() => Promise<void>)[] = [];
    const erased = await this.k.db.transaction(async (tx) => {
      for (const m of this.modules()) {
        const cleanup = await m.purgeTenant?.(tx, companyId, this.k);
        if (cleanup) after.push(cleanup);
      }
      return eraseTenant(tx, companyId);
    });
    for (const f of after) await f().catch((err: unknown) => this.k.log(`cleanup after deleting company ${companyId} failed`, err));
    const commandId = newId();
    await this.k.store.append({
      tenantId: PLATFORM_TENANT,
      streamId: deletionStream(companyId),
      streamType: 'backoffice.CompanyDeletion',
      expectedVersion: 'any',
      events: [backofficeEvents.encode({ type: 'backoffice.CompanyDeleted', data: { companyId, erasedEvents: erased, deletedAt: this.k.clock.now().toISOString() } })],
      metadata: { actorId: principal.userId, tenantId: PLATFORM_TENANT, commandId, correlationId: commandId, causationId: null },
    });
  }
}
