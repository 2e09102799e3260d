import type { App } from './app';
import { hasAnyCompany } from './modules/identity';

export const DEMO_PASSWORD = 'Demo2026!';

const DEMO_USERS = [
  { email: 'admin@muster-bau.de', firstName: 'Petra', lastName: 'Schneider', role: 'admin' as const },
  { email: 'manager@muster-bau.de', firstName: 'Jonas', lastName: 'Becker', role: 'manager' as const },
  { email: 'mitarbeiter@muster-bau.de', firstName: 'Aylin', lastName: 'Yilmaz', role: 'non-managing' as const },
];

/** On an empty database: a demo company with one user per role (logins printed). */
export async function seedDemo(app: App): Promise<void> {
  const { kernel } = app;
  if (await hasAnyCompany(kernel.db)) return;
  const identity = app.modules.identity.service(kernel);
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
  for (const u of DEMO_USERS) {
    const { position } = await identity.createUser({ ...u, companyId: root.user.companyId, password: DEMO_PASSWORD, gdprConsent: true }, root.user.id);
    last = position;
  }
  await kernel.projections.waitFor(last);
  const lines = [['root@muster-bau.de', 'root'], ...DEMO_USERS.map((u) => [u.email, u.role])].map(([e, r]) => `  ${e!.padEnd(28)} ${r!.padEnd(13)} ${DEMO_PASSWORD}`);
  kernel.log(`Demo company "Muster Bau GmbH" created. Logins:\n${lines.join('\n')}`);
}
