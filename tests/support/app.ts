import type { AddressInfo } from 'node:net';
import { createApp, productModules, type App, type AppOptions } from '../../src/app';
import { eventStoreMigrations } from '../../src/platform/eventstore';
import { projectionMigrations } from '../../src/platform/projections';
import type { Mailer, MailMessage } from '../../src/platform/mail';
import type { Clock } from '../../src/platform/clock';
import type { Config } from '../../src/platform/config';
import { createTestDb, type DbTarget, type TestDb } from './db';

/** Every migration of the product, as createApp applies them. */
export function allMigrations() {
  return [...eventStoreMigrations, ...projectionMigrations, ...productModules().all.flatMap((m) => m.migrations)];
}

export class MemoryMailer implements Mailer {
  readonly kind = 'dev-mailbox' as const;
  readonly sent: MailMessage[] = [];
  async send(m: MailMessage): Promise<void> {
    this.sent.push(m);
  }
}

export interface TestApp {
  readonly app: App;
  readonly baseUrl: string;
  readonly mailer: Mailer;
  readonly testDb: TestDb;
  close(): Promise<void>;
}

/**
 * Tests hash passwords cheaply: an explicit, test-only setting of `createApp` (production always
 * hashes at OWASP cost, see `loadConfig`).
 */
export const TEST_PASSWORD_HASH_COST = { N: 1024, r: 8, p: 1 } as const;

/** The real product on a fresh database, listening on a random loopback port. */
export async function startTestApp(
  target: DbTarget,
  opts: { mailer?: Mailer; clock?: Clock; config?: Partial<Config>; log?: (msg: string, err?: unknown) => void; integrationProducer?: AppOptions['integrationProducer'] } = {},
): Promise<TestApp> {
  const testDb = await createTestDb(target, allMigrations());
  const mailer = opts.mailer ?? new MemoryMailer();
  const app = await createApp({
    db: testDb.db,
    mailer,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.integrationProducer ? { integrationProducer: opts.integrationProducer } : {}),
    // kafka off unless a test asks: CI exports KAFKA_BROKERS for the Kafka tests, not for every app
    config: { webDir: '', seedDemo: false, masterPassword: 'master-secret-1', masterEmail: 'master@test.local', passwordHashCost: TEST_PASSWORD_HASH_COST, pinHashCost: TEST_PASSWORD_HASH_COST, startCodeHashCost: TEST_PASSWORD_HASH_COST, kafka: undefined, ...opts.config },
    log: opts.log ?? (process.env.TEST_LOG ? (m, e) => console.error(m, e) : () => undefined),
  });
  const server = await app.listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    mailer,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** An error answer of the API. */
export interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}

/** Small JSON client for API tests. */
export function client(baseUrl: string) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; lang?: string; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined || opts.rawBody !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers['Accept-Language'] = opts.lang;
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body: body as T, headers: res.headers };
  };
}

let counter = 0;
/** A valid registration payload with a unique e-mail address. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    companyName: `Firma ${tag}`,
    companyEmail: `kontakt-${tag}@firma.de`,
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: `erika-${tag}@firma.de`,
    password: 'geheim123',
    gdprConsent: true,
    ...overrides,
  };
}
