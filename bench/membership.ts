/**
 * Membership measurement (`npx tsx bench/membership.ts`): adds BENCH_MEMBERS (2,000) people to one
 * group one after another through the organization use case (the path of
 * POST /api/user-groups/:id/members without HTTP) and prints the milliseconds per 100 adds for the
 * first and the last 500. The people are appended as identity events in bulk (no scrypt).
 * Figures only, no asserts. PGlite always, PostgreSQL too when DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { createApp } from '../src/app';
import type { AppendRequest } from '../src/platform/eventstore';
import { createTestDb, dbTargets, type DbTarget } from '../tests/support/db';
import { allMigrations, MemoryMailer, registration } from '../tests/support/app';
import { BENCH_CONFIG } from './support';
import { companyCaller } from '../src/shared/contracts/ids';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const WINDOW = 500;

async function bench(target: DbTarget): Promise<void> {
  const testDb = await createTestDb(target, allMigrations(), 20);
  const app = await createApp({ db: testDb.db, mailer: new MemoryMailer(), config: BENCH_CONFIG, log: () => undefined });
  const identity = app.modules.identity.admin(app.kernel);
  const org = app.modules.organization.useCases(app.kernel);
  const store = app.kernel.store;

  const reg = await identity.register(registration(), 'bench');
  const companyId = reg.user.companyId!;
  const root = companyCaller(companyId, reg.user.id, 'root');
  const meta = () => {
    const commandId = randomUUID();
    return { actorId: reg.user.id, tenantId: companyId, commandId, correlationId: commandId, causationId: null };
  };
  const users = Array.from({ length: MEMBERS }, () => randomUUID());
  const stamp = Date.now().toString(36);
  const at = new Date().toISOString();
  for (let i = 0; i < MEMBERS; i += 250) {
    await store.appendMany(
      users.slice(i, i + 250).map(
        (userId, j): AppendRequest => ({
          tenantId: companyId,
          streamId: `user-${userId}`,
          streamType: 'identity.User',
          expectedVersion: 'no_stream',
          events: [
            {
              type: 'identity.UserRegistered',
              schemaVersion: 1,
              data: { userId, companyId, email: `m${i + j}-${stamp}@bench.de`, firstName: `Vorname${i + j}`, lastName: `Nachname${i + j}`, role: 'non-managing', passwordHash: 'scrypt$bench', gdprConsent: true, registeredAt: at },
            },
          ],
          metadata: meta(),
        }),
      ),
    );
  }
  await app.kernel.projections.waitFor(await store.headPosition(), undefined, 600_000);
  const group = await org.createGroup(root, 'Große Gruppe', '');

  const per100: number[] = [];
  let t0 = performance.now();
  for (const [i, userId] of users.entries()) {
    await org.addMember(root, group.id, { userId });
    if ((i + 1) % 100 === 0) {
      per100.push(performance.now() - t0);
      t0 = performance.now();
    }
  }
  const windows = WINDOW / 100;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  const first = per100.slice(0, windows);
  const last = per100.slice(-windows);
  console.log(`\n${target}: ${MEMBERS} adds to one group, ms per 100 adds`);
  console.log(`  first ${WINDOW}: ${fmt(first)}  (mean ${mean(first).toFixed(0)} ms = ${(mean(first) / 100).toFixed(2)} ms per add)`);
  console.log(`  last  ${WINDOW}: ${fmt(last)}  (mean ${mean(last).toFixed(0)} ms = ${(mean(last) / 100).toFixed(2)} ms per add)`);
  const groupEvents = (await store.readStream(companyId, `group-${group.id}`)).length;
  console.log(`  the group stream holds ${groupEvents} event(s) after ${MEMBERS} adds (what each add reads besides one membership stream)`);
  await app.close();
  await testDb.drop();
}

for (const target of dbTargets()) await bench(target);
