import type { MasterStats } from '../../../../shared/contracts/backoffice';
import type { BackofficeDeps } from '../../shared/deps';
import { asCompanyId } from '../../../../shared/contracts/ids';

/** GET /api/master/stats: companies, users, trainings over the whole platform. */
export async function statistics({ ports }: BackofficeDeps): Promise<MasterStats> {
  const companies = await ports.companies.listCompanies({ search: '', limit: 10_000, offset: 0 });
  const ids = companies.rows.map((c) => asCompanyId(c.id));
  const [users, trainings] = await Promise.all([ports.companies.userCounts(ids), ports.trainings.trainingCounts(ids)]);
  const companyStats = companies.rows.map((c) => ({ company: { id: c.id, name: c.name }, userCount: users.get(c.id) ?? 0, trainingCount: trainings.get(c.id)?.total ?? 0 }));
  return {
    totalCompanies: companies.total,
    totalUsers: [...users.values()].reduce((a, b) => a + b, 0),
    totalTrainings: [...trainings.values()].reduce((a, b) => a + b.total, 0),
    companiesWithActiveTrainings: [...trainings.values()].filter((t) => t.published > 0).length,
    companyStats,
  };
}
