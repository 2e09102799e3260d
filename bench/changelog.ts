/**
 * Infolog benchmark (`npm run bench:changelog`). A company of 1,000 users in 20 groups holding
 * 5,000 messages; one user is a member of all 20 groups and has read 80 % of them, every other
 * user is in two groups and has read a few messages.
 *
 * 1. GET /api/user/all-changelog p50/p99 for the user in 20 groups (first page, a deep page, a
 *    search, the unread filter).
 * 2. Bell poll cost: requests/s the server sustains for
 *    GET /api/user/all-changelog?unread=true&page=1&limit=10, round-robin over 1,000 users' tokens
 *    with CONCURRENCY clients, beside a bare Koa baseline (a trivial route, same client, same run).
 *    A bell polls every 30 s, so users served = requests/s x 30.
 *
 * The history (users with sessions, memberships, messages, reads) is appended as events in bulk
 * and projected, as a long-running company would have it; the company and groups go through the
 * services. Mails are not
 * part of the measurement (the seeded messages name no recipients). Figures only, no asserts.
 * PGlite always, PostgreSQL too when DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppendRequest } from '../src/platform/eventstore';
import type { DbTarget } from '../tests/support/db';
import { benchCompany, benchEach, benchTargets, percentile, startBareKoa, startBenchApp, timeIt } from './support';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const GROUPS = 20;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** `n` sequential calls after 5 warm-up calls. */
const latency = (n: number, fn: () => Promise<void>) => timeIt(n, fn, 5);

/** Requests/s of CONCURRENCY closed-loop clients over SECONDS; url(i) picks the request. */
async function throughput(url: (i: number) => { href: string; token?: string }): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  let i = 0;
  let errors = 0;
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const r = url(i++);
      const t0 = performance.now();
      const res = await fetch(r.href, r.token ? { headers: { Authorization: `Bearer ${r.token}` } } : {});
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      times.push(performance.now() - t0);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: percentile(times, 50), p99: percentile(times, 99), errors };
}

async function bench(target: DbTarget): Promise<void> {
  const b = await startBenchApp(target, { poolSize: 20 });
  const { app, base } = b;
  const org = app.modules.organization.useCases(app.kernel);
  const store = app.kernel.store;
  const t0 = performance.now();

  const { reg, companyId, root } = await benchCompany(app);
  const meta = () => {
    const commandId = randomUUID();
    return { actorId: reg.user.id, tenantId: companyId, commandId, correlationId: commandId, causationId: null };
  };
  // users and their sessions as identity records them (events), without 2 x 1,000 scrypt runs
  const users: { id: string; token: string }[] = Array.from({ length: USERS }, () => ({ id: randomUUID(), token: randomBytes(32).toString('base64url') }));
  const stamp = Date.now().toString(36);
  const now = new Date();
  for (let i = 0; i < USERS; i += 250) {
    await store.appendMany(
      users.slice(i, i + 250).flatMap((u, j): AppendRequest[] => {
        const n = i + j;
        const sessionId = randomUUID();
        return [
          {
            tenantId: companyId,
            streamId: `user-${u.id}`,
            streamType: 'identity.User',
            expectedVersion: 'no_stream',
            events: [
              {
                type: 'identity.UserRegistered',
                schemaVersion: 1,
                data: { userId: u.id, companyId, email: `u${n}-${stamp}@bench.de`, firstName: `Vorname${n}`, lastName: `Nachname${n}`, role: 'non-managing', passwordHash: 'scrypt$bench', gdprConsent: true, registeredAt: now.toISOString() },
              },
            ],
            metadata: meta(),
          },
          {
            tenantId: companyId,
            streamId: `session-${sessionId}`,
            streamType: 'identity.Session',
            expectedVersion: 'no_stream',
            events: [
              {
                type: 'identity.UserLoggedIn',
                schemaVersion: 1,
                data: {
                  sessionId,
                  userId: u.id,
                  companyId,
                  tokenHash: createHash('sha256').update(u.token).digest('hex'),
                  loggedInAt: now.toISOString(),
                  expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
                  viaTemporaryPassword: false,
                },
              },
            ],
            metadata: meta(),
          },
        ];
      }),
    );
  }
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) groups.push((await org.createGroup(root, `Abteilung ${g + 1}`, '')).id);

  // memberships: user 0 in all groups, every other user in two
  const members = new Map<string, string[]>(groups.map((g) => [g, [users[0]!.id]]));
  users.slice(1).forEach((u, i) => {
    members.get(groups[i % GROUPS]!)!.push(u.id);
    members.get(groups[(i + 7) % GROUPS]!)!.push(u.id);
  });
  const at = new Date(Date.now() - MESSAGES * 60_000);
  // one membership stream per (group, member), as AddMember writes them (ADR 0007)
  const memberships = [...members].flatMap(([g, ids]) => ids.map((userId) => ({ groupId: g, userId })));
  for (let i = 0; i < memberships.length; i += 500) {
    await store.appendMany(
      memberships.slice(i, i + 500).map(
        (m): AppendRequest => ({
          tenantId: companyId,
          streamId: `membership-${m.groupId}-${m.userId}`,
          streamType: 'organization.Membership',
          expectedVersion: 'no_stream',
          events: [{ type: 'organization.MemberAdded', schemaVersion: 1, data: { ...m, addedAt: at.toISOString() } }],
          metadata: meta(),
        }),
      ),
    );
  }

  // messages, spread over the groups, one minute apart
  const messages: { id: string; groupId: string }[] = [];
  for (let i = 0; i < MESSAGES; i++) messages.push({ id: randomUUID(), groupId: groups[i % GROUPS]! });
  for (let i = 0; i < MESSAGES; i += 250) {
    await store.appendMany(
      messages.slice(i, i + 250).map((m, j): AppendRequest => {
        const n = i + j;
        return {
          tenantId: companyId,
          streamId: `infolog-message-${m.id}`,
          streamType: 'infolog.Message',
          expectedVersion: 'no_stream',
          events: [
            {
              type: 'infolog.MessagePosted',
              schemaVersion: 1,
              data: {
                messageId: m.id,
                companyId,
                groupId: m.groupId,
                title: `Mitteilung ${n + 1}: ${n % 3 === 0 ? 'Brandschutz' : n % 3 === 1 ? 'Arbeitszeit' : 'Kantine'}`,
                message: `Bitte beachten Sie die Hinweise zu Vorgang ${n + 1}. Rückfragen an die Schichtleitung.`,
                video: null,
                postedBy: reg.user.id,
                postedAt: new Date(at.getTime() + n * 60_000).toISOString(),
                recipientIds: [],
                mailLang: 'de',
              },
            },
          ],
          metadata: meta(),
        };
      }),
    );
  }

  // reads: user 0 read the oldest 80 %, every other user the 5 newest messages of each of their groups
  const reads: { messageId: string; groupId: string; userId: string }[] = messages.slice(0, Math.floor(MESSAGES * 0.8)).map((m) => ({ messageId: m.id, groupId: m.groupId, userId: users[0]!.id }));
  const newest = new Map<string, { id: string; groupId: string }[]>();
  for (const m of [...messages].reverse()) {
    const list = newest.get(m.groupId) ?? [];
    if (list.length < 5) newest.set(m.groupId, [...list, m]);
  }
  for (const [g, ids] of members) for (const userId of ids.slice(1)) for (const m of newest.get(g) ?? []) reads.push({ messageId: m.id, groupId: g, userId });
  for (let i = 0; i < reads.length; i += 500) {
    await store.appendMany(
      reads.slice(i, i + 500).map(
        (r): AppendRequest => ({
          tenantId: companyId,
          streamId: `infolog-receipt-${r.messageId}-${r.userId}`,
          streamType: 'infolog.ReadReceipt',
          expectedVersion: 'no_stream',
          events: [{ type: 'infolog.MessageRead', schemaVersion: 1, data: { ...r, readAt: new Date().toISOString() } }],
          metadata: meta(),
        }),
      ),
    );
  }
  await app.kernel.projections.waitFor(await store.headPosition(), undefined, 600_000);
  const seed = (performance.now() - t0) / 1000;

  const u0 = users[0]!;
  const get = async (path: string, token: string) => {
    const res = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { totalCount: number; changelogs: unknown[] };
  };
  const first = await get('/api/user/all-changelog', u0.token);
  const unread = await get('/api/user/all-changelog?unread=true&page=1&limit=10', u0.token);
  const lastPage = Math.ceil(first.totalCount / 10);
  const lines: [string, string][] = [
    ['page 1', '/api/user/all-changelog?page=1&limit=10'],
    [`page ${lastPage} (last)`, `/api/user/all-changelog?page=${lastPage}&limit=10`],
    ['search "brandschutz"', '/api/user/all-changelog?search=brandschutz&page=1&limit=10'],
    ['one group', `/api/user/all-changelog?groupId=${groups[3]}&page=1&limit=10`],
    ['unread=true (bell)', '/api/user/all-changelog?unread=true&page=1&limit=10'],
  ];
  console.log(`\n${target}: ${USERS} users, ${GROUPS} groups, ${MESSAGES} messages, ${reads.length} reads (seeded in ${seed.toFixed(0)} s)`);
  console.log(`  user in ${GROUPS} groups sees ${first.totalCount} messages, ${unread.totalCount} unread`);
  for (const [label, path] of lines) {
    const r = await latency(REQUESTS, async () => void (await get(path, u0.token)));
    console.log(`  GET all-changelog ${label.padEnd(22)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms   (${REQUESTS} requests)`);
  }
  // the baseline right before the bell, so both see the same machine load
  const baseline = await bareKoa();
  const bell = await throughput((i) => ({ href: `${base}/api/user/all-changelog?unread=true&page=1&limit=10`, token: users[i % users.length]!.token }));
  console.log(
    `  bell poll, ${USERS} users round-robin, ${CONCURRENCY} clients: ${bell.rps.toFixed(0)} req/s (p50 ${bell.p50.toFixed(1)} ms, p99 ${bell.p99.toFixed(1)} ms, ${bell.errors} errors)` +
      ` = ${(bell.rps * 30).toFixed(0)} users polling every 30 s`,
  );
  console.log(`  bare Koa baseline, same client, just before: ${baseline.rps.toFixed(0)} req/s (p50 ${baseline.p50.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms) -> bell costs ${(baseline.rps / bell.rps).toFixed(1)}x a trivial route`);
  await b.close();
}

async function bareKoa(): Promise<{ rps: number; p50: number; p99: number }> {
  const koa = await startBareKoa();
  const r = await throughput(() => ({ href: koa.url, token: 'x' }));
  await koa.close();
  return r;
}

benchEach(benchTargets, bench);
