import { afterAll, beforeAll } from 'vitest';
import { client, startTestApp, type TestApp } from './app';
import { createCompany, type TestCompany, type TestUser } from './company';
import type { DbTarget } from './db';
import type { Role } from '../../src/shared/policy';

export type Api = ReturnType<typeof client>;

/** The product and the company an API test works in, filled in by the world's `beforeAll`. */
export interface ApiWorldBase extends AppHandle {
  /** The company under test, registered through the API. */
  readonly acme: TestCompany;
  /** A second company (only with `other: true`): what tenant isolation is tested against. */
  readonly other: TestCompany;
}

export type ApiWorld<U extends string> = ApiWorldBase & { readonly [K in U]: TestUser };

/** A user of `acme`: the role, or the role and the first name. */
export type UserSpec = Role | readonly [Role, string];

export interface ApiWorldSpec<U extends string> {
  /** Options of `startTestApp`. */
  readonly app?: Parameters<typeof startTestApp>[1];
  readonly other?: boolean;
  /** Signed-in users of `acme`, created in this order. */
  readonly users?: { readonly [K in U]: UserSpec };
}

/** The running product and a client of it. */
export interface AppHandle {
  readonly t: TestApp;
  readonly api: Api;
}

/**
 * Starts the product on `target` for one describe block (filled in by its `beforeAll`) and closes
 * it after the block.
 */
export function useTestApp(target: DbTarget, app?: Parameters<typeof startTestApp>[1]): AppHandle {
  const state: { t?: TestApp; api?: Api } = {};
  beforeAll(async () => {
    state.t = await startTestApp(target, app);
    state.api = client(state.t.baseUrl);
  });
  afterAll(async () => {
    await state.t?.close();
  });
  return state as AppHandle;
}

/**
 * The set-up most API tests share, for one describe block: starts the product on `target`,
 * registers `acme` (and `other`), signs in the named users of `acme`, and closes the product after
 * the block. Its `beforeAll` runs before the ones the block registers after calling it.
 */
export function useApiWorld<U extends string = never>(target: DbTarget, spec: ApiWorldSpec<U> = {}): ApiWorld<U> {
  const app = useTestApp(target, spec.app);
  const state: Record<string, unknown> = {};
  beforeAll(async () => {
    state.t = app.t;
    state.api = app.api;
    const acme = await createCompany(app.t);
    state.acme = acme;
    if (spec.other) state.other = await createCompany(app.t);
    for (const [name, user] of Object.entries<UserSpec>(spec.users ?? ({} as Record<U, UserSpec>))) {
      if (name in state) throw new Error(`useApiWorld: a user may not be called ${name}`);
      state[name] = typeof user === 'string' ? await acme.user(user) : await acme.user(user[0], user[1]);
    }
  });
  return state as unknown as ApiWorld<U>;
}

/** Signs the users in again (after the clock moved past their sessions' end) and keeps their new tokens. */
export async function signInAgain(api: Api, users: readonly TestUser[]): Promise<void> {
  for (const u of users) {
    const login = await api<{ token: string }>('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    if (login.status !== 200) throw new Error(`sign-in of ${u.email} failed: ${login.status}`);
    u.token = login.body.token;
  }
}
