import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { MemoryMailer, type client } from './app';
export type { ErrorBody } from './app';
import type { TestCompany } from './company';
import type { DbTarget } from './db';
import { useApiWorld, type ApiWorld, type UserSpec } from './world';
import type { Clock } from '../../src/platform/clock';

/*
 * What the tests of the sign-in without e-mail (PIN, start code, badge, kiosk; issue 33) share:
 * an app behind one trusted proxy, public calls from a chosen client address, the company's login
 * code and the PDFs they print.
 */

/** A public call's answer with its Retry-After (the sign-in limits). */
export interface Answer<T> {
  status: number;
  retryAfter: string | null;
  body: T;
}

/** The config of an app behind one trusted proxy (the tests name the client address) whose sessions outlast the tests' clock jumps. */
export const BEHIND_ONE_PROXY = { trustProxyHops: 1, sessionIdleHours: 24 * 400 };

/** The staff every sign-in test's company has, besides its root. */
const STAFF = { admin: 'admin', manager: 'manager', employee: 'non-managing' } as const;

/** The world of a sign-in test: `acme` with its staff (and the `more` users, after them) and its login code. */
export type SignInWorld<U extends string = never> = ApiWorld<keyof typeof STAFF | U> & { readonly loginCode: string };

/**
 * The set-up the sign-in tests share, for one describe block: the app on `clock` behind one trusted
 * proxy (with a mailer of its own), `acme` with a signed-in admin, manager and employee, then the
 * `more` users, and acme's login code as its root reads it.
 */
export function useSignInWorld<U extends string = never>(target: DbTarget, clock: Clock, more?: { readonly [K in U]: UserSpec }): SignInWorld<U> {
  const users = { ...STAFF, ...more } as { readonly [K in keyof typeof STAFF | U]: UserSpec };
  const world = useApiWorld(target, { app: { clock, mailer: new MemoryMailer(), config: BEHIND_ONE_PROXY }, users });
  const state = world as ApiWorld<keyof typeof STAFF | U> & { loginCode: string };
  beforeAll(async () => {
    state.loginCode = await loginCodeOf(world.api, world.acme);
  });
  return state;
}

/** A public POST (sign-in, pairing) from `address`, as the trusted proxy appends it; on a kiosk when `device` is given. */
export async function postFrom<T>(url: string, body: Record<string, unknown>, opts: { address: string; lang?: string | undefined; device?: string | undefined }): Promise<Answer<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `6.6.6.6, ${opts.address}`,
      'Accept-Language': opts.lang ?? 'de',
      ...(opts.device ? { 'X-Kiosk-Device': opts.device } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: (await res.json()) as T };
}

/** The company's login code, as its root reads it. */
export async function loginCodeOf(api: ReturnType<typeof client>, company: TestCompany): Promise<string> {
  return (await api<{ company: { loginCode: string } }>('GET', '/api/auth/me', { token: company.root.token })).body.company.loginCode;
}

/** A PDF the caller prints (answered 200 as application/pdf), kept as `name` under test-results/screenshots for a person to look at. */
export async function printedPdf(url: string, token: string, name: string): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  const dir = join(process.cwd(), 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), bytes);
  return { res, bytes };
}
