import { client, registration, type TestApp } from './app';
import type { Role } from '../../src/shared/policy';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  role: Role;
}

export interface TestCompany {
  id: string;
  root: TestUser;
  /** Creates (and signs in) another user of this company. */
  user(role: Role, name?: string): Promise<TestUser>;
}

let n = 0;

/** Registers a company through the API and returns helpers to add signed-in users to it. */
export async function createCompany(t: TestApp): Promise<TestCompany> {
  const api = client(t.baseUrl);
  const reg = registration();
  const res = await api<{ token: string; user: { id: string; companyId: string } }>('POST', '/api/auth/register', { body: reg });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const companyId = res.body.user.companyId;
  const identity = t.app.modules.identity.admin(t.app.kernel);
  return {
    id: companyId,
    root: { id: res.body.user.id, email: reg.email, password: reg.password, token: res.body.token, role: 'root' },
    async user(role, name = `${role}${++n}`) {
      const email = `${name}-${Date.now().toString(36)}-${++n}@firma.de`.toLowerCase();
      const password = 'passwort1';
      const { userId, position } = await identity.createUser(
        { companyId, email, firstName: name, lastName: 'Test', role, password, gdprConsent: true },
        res.body.user.id,
      );
      await t.app.kernel.projections.waitFor(position);
      const login = await api<{ token: string }>('POST', '/api/auth/login', { body: { email, password } });
      if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
      return { id: userId, email, password, token: login.body.token, role };
    },
  };
}
