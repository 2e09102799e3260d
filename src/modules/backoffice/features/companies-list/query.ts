import { lastActivity } from '../../../../platform/eventstore';
import type { MasterCompaniesPage } from '../../../../shared/contracts/backoffice';
import type { BackofficeDeps } from '../../shared/deps';
import { asCompanyId } from '../../../../shared/contracts/ids';

const PAGE_SIZE = 15;

/** GET /api/master/companies: newest first, 15 a page, with users, trainings, groups and the last activity. */
export async function companiesList({ k, ports }: BackofficeDeps, { search, page }: { readonly search: string; readonly page: number }): Promise<MasterCompaniesPage> {
  const { rows, total } = await ports.companies.listCompanies({ search, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const ids = rows.map((c) => asCompanyId(c.id));
  const [users, trainings, activity] = await Promise.all([ports.companies.userCounts(ids), ports.trainings.trainingCounts(ids), lastActivity(k.db, ids)]);
  const groups = await Promise.all(ids.map((id) => ports.groups.companyGroups(id)));
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
