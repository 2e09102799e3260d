import { lastActivity } from '../../../../platform/eventstore';
import type { MasterCompanyDetails } from '../../../../shared/contracts/backoffice';
import { companyNotFound, type BackofficeDeps } from '../../shared/deps';
import type { CompanyId } from '../../../../shared/contracts/ids';

/** GET /api/master/companies/{id}: the company with its users, trainings, groups and last activity. */
export async function companyDetails({ k, ports }: BackofficeDeps, companyId: CompanyId): Promise<MasterCompanyDetails> {
  const company = await ports.companies.getCompany(companyId);
  if (!company) throw companyNotFound();
  const [users, trainings, groups, activity] = await Promise.all([
    ports.companies.companyUsers(companyId),
    ports.trainings.companyTrainings(companyId),
    ports.groups.companyGroups(companyId),
    lastActivity(k.db, [companyId]),
  ]);
  return {
    company,
    users,
    trainings: trainings.map((t) => ({ id: t.id, title: t.title, status: t.status, moduleCount: t.moduleCount, createdAt: t.createdAt })),
    groups,
    lastActivity: activity.get(companyId) ?? null,
  };
}
