import type { App } from './app';
import { seedTrainings } from './seed-trainings';
import { companyCaller } from './shared/contracts/ids';

export const DEMO_PASSWORD = 'Demo2026!';

const DEMO_USERS = [
  { email: 'admin@muster-bau.de', firstName: 'Petra', lastName: 'Schneider', role: 'admin' as const },
  { email: 'manager@muster-bau.de', firstName: 'Jonas', lastName: 'Becker', role: 'manager' as const },
  { email: 'mitarbeiter@muster-bau.de', firstName: 'Aylin', lastName: 'Yilmaz', role: 'non-managing' as const },
  { email: 'pruefer@muster-bau.de', firstName: 'Paula', lastName: 'Prüfer', role: 'auditor' as const },
];

/** On an empty database: a demo company with one user per role (logins printed). */
export async function seedDemo(app: App): Promise<void> {
  const { kernel } = app;
  if (await app.modules.identity.facade(kernel).hasAnyCompany()) return;
  const identity = app.modules.identity.admin(kernel);
  const root = await identity.register(
    {
      companyName: 'Muster Bau GmbH',
      companyEmail: 'kontakt@muster-bau.de',
      firstName: 'Thomas',
      lastName: 'Müller',
      email: 'root@muster-bau.de',
      password: DEMO_PASSWORD,
      gdprConsent: true,
    },
    'seed',
  );
  let last: string | undefined;
  const ids = new Map<string, string>();
  for (const u of DEMO_USERS) {
    const { userId, position } = await identity.createUser({ ...u, companyId: root.user.companyId, password: DEMO_PASSWORD, gdprConsent: true }, root.user.id);
    ids.set(u.role, userId);
    last = position;
  }
  await kernel.projections.waitFor(last);
  const managerId = ids.get('manager')!;
  const catalog = app.modules.catalog.authoring(kernel);
  const companyId = root.user.companyId!;
  const { count, takeable } = await seedTrainings(catalog, companyCaller(companyId, managerId, 'manager'));
  // A unit led by the manager with the employee in it, so that My Learning is not empty.
  const organization = app.modules.organization.useCases(kernel);
  const asManager = companyCaller(companyId, managerId, 'manager');
  const group = await organization.createGroup(asManager, 'Baustelle Nord', 'Team der Baustelle Nord');
  await organization.addMember(asManager, group.id, { userId: ids.get('non-managing')! });
  for (const trainingId of takeable) await organization.assignTraining(asManager, group.id, trainingId, 2);
  const lines = [['root@muster-bau.de', 'root'], ...DEMO_USERS.map((u) => [u.email, u.role])].map(([e, r]) => `  ${e!.padEnd(28)} ${r!.padEnd(13)} ${DEMO_PASSWORD}`);
  kernel.log(`Demo company "Muster Bau GmbH" created with ${count} trainings. Logins:\n${lines.join('\n')}`);
}
