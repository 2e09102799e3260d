import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';
import type { TestUser } from '../support/company';
import type { AsOfPage, AsOfRow } from '../../src/shared/contracts/audit-as-of';
import type { ChainVerificationAnswer } from '../../src/shared/contracts/audit';
import type { ErasureView } from '../../src/shared/contracts/privacy';

/*
 * Issue 35, the property of ADR 0033: for random histories (who completes, who leaves, who is
 * pseudonymised), the as-of answer for an instant before the erasures is the same afterwards,
 * except that the pseudonymised people are shown by their pseudonym without an address, and the
 * chain verifies with the rewritten events counted as erased. PGlite only: the property is about
 * what is stored, not about concurrency, and each run costs a few dozen requests.
 */
describe.each(dbTargets().filter((t) => t === 'pglite'))('erasure keeps the as-of statuses on %s', (target) => {
  const w = useApiWorld(target, { users: { manager: ['manager', 'Jonas'] } });
  let trainingId: string;
  let moduleId: string;
  let unit: string;

  beforeAll(async () => {
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'Ladungssicherung', description: 'x', status: 'published' } })).body.id;
    moduleId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId, type: 'text', title: 'Merkblatt', orderIndex: 0, content: { text: 'Lesen.' } } })).body.id;
    unit = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Lager' } })).body.id;
    expect((await w.api('POST', `/api/user-groups/${unit}/trainings`, { token: w.manager.token, body: { trainingId, weeks: 2 } })).status).toBe(201);
  });

  const caughtUp = async () => expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), undefined, 20_000)).toBe(true);
  const rowsOf = async (at: string, u: TestUser): Promise<AsOfRow[]> =>
    (await w.api<AsOfPage>('GET', `/api/audit/compliance?asOf=${encodeURIComponent(at)}&userId=${u.id}`, { token: w.acme.root.token })).body.rows.map((r) => ({ ...r }));
  const person = fc.record({ completes: fc.boolean(), leaves: fc.boolean(), erased: fc.boolean() });

  it('as of an instant before, the statuses and dates stay; only the erased people’s names change; the chain verifies', async () => {
    // every event rewritten so far, over all runs (the company's chain counts them all)
    let erasedEvents = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(person, { minLength: 1, maxLength: 4 }), async (plan) => {
        const people: TestUser[] = [];
        for (const p of plan) {
          const u = await w.acme.user('non-managing');
          people.push(u);
          expect((await w.api('POST', `/api/user-groups/${unit}/members`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(201);
          if (p.completes) {
            expect((await w.api('POST', `/api/trainings/${trainingId}/start`, { token: u.token })).status).toBe(200);
            expect((await w.api('PATCH', `/api/trainings/${trainingId}/progress`, { token: u.token, body: { moduleId, completed: true } })).status).toBe(200);
            expect((await w.api('POST', `/api/trainings/${trainingId}/complete`, { token: u.token, body: { password: u.password } })).status).toBe(200);
          }
        }
        // an instant while everyone still worked here: what the as-of answer showed of them then
        await caughtUp();
        const before = new Date().toISOString();
        const then = await Promise.all(people.map((u) => rowsOf(before, u)));
        expect(then.every((rows) => rows.length === 1)).toBe(true);
        for (const [i, p] of plan.entries()) if (p.leaves) expect((await w.api('PATCH', `/api/users/${people[i]!.id}/deactivate`, { token: w.acme.root.token })).status).toBe(200);

        const pseudonyms = new Map<string, string>();
        for (const [i, p] of plan.entries()) {
          if (!(p.leaves && p.erased)) continue;
          const out = await w.api<ErasureView>('POST', `/api/users/${people[i]!.id}/erase`, { token: w.acme.root.token, body: { reason: 'Eigenschaftstest' } });
          expect(out.status).toBe(201);
          pseudonyms.set(people[i]!.id, out.body.pseudonym);
          erasedEvents += out.body.redactedEvents;
        }
        await caughtUp();
        const now = await Promise.all(people.map((u) => rowsOf(before, u)));
        for (const [i, u] of people.entries()) {
          const pseudonym = pseudonyms.get(u.id);
          const expected = then[i]!.map((r) => (pseudonym ? { ...r, firstName: 'Person', lastName: pseudonym, email: '' } : r));
          expect(now[i]).toEqual(expected);
        }
        const verify = await w.api<ChainVerificationAnswer>('GET', '/api/audit/verify', { token: w.acme.root.token });
        expect([verify.body.ok, verify.body.breakCount]).toEqual([true, 0]);
        expect(verify.body.erased).toBe(erasedEvents);
      }),
      { numRuns: 6 },
    );
  });
});
