import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryMailer } from '../support/app';
import { useTestApp } from '../support/world';
import { dbTargets } from '../support/db';
import { createCompany } from '../support/company';
import { appDeclarations } from '../support/routes';
import { seedWorld, type Caller, type World } from '../support/route-world';
import { callsFor } from '../support/route-calls';
import { fixedClock } from '../../src/platform/clock';

/**
 * The cross-tenant sweep (issue 14): every route, called by every role of company B (and without
 * a session) with the ids of company A's objects in the path and the body (trainings, modules,
 * groups, bundles, messages, people, completions, tags, the company itself). No answer may be a
 * 2xx that carries anything of A (an id of A's objects or people, A's company id, A's names), and
 * no event may be appended to A's log. The operator (master) is left out: reading every company
 * is its job, and the route matrix covers it.
 */

const MASTER = { email: 'master@test.local', password: 'master-secret-1' };

describe.each(dbTargets())('the cross-tenant sweep on %s', (target) => {
  const w = useTestApp(target, { clock: fixedClock('2026-11-24T10:00:00.000Z'), mailer: new MemoryMailer() });
  let a: World;
  let callersB: Caller[];

  beforeAll(async () => {
    a = await seedWorld(w.t, MASTER);
    const b = await createCompany(w.t);
    callersB = [{ ...b.root }];
    for (const role of ['admin', 'manager', 'non-managing', 'auditor'] as const) callersB.push({ ...(await b.user(role)) });
    callersB.push({ role: 'anonymous', id: '', email: 'niemand@b.de', password: 'x', token: undefined });
  }, 240_000);

  async function eventsOfA(): Promise<number> {
    const { rows } = await w.t.app.kernel.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events WHERE tenant_id = $1', [a.company.id]);
    return Number(rows[0]!.n);
  }

  /** What identifies company A in an answer: its id, its objects' and people's ids and e-mail addresses, its names. */
  function markersOfA(): string[] {
    const ids = [a.company.id, a.tag, a.completion, a.assigned.training, a.assigned.module, a.payload.training, a.payload.bundle, ...Object.values(a.other)];
    for (const o of Object.values(a.own)) ids.push(...Object.values(o));
    for (const p of Object.values(a.people)) ids.push(p.id, p.email);
    for (const c of a.callers) if (c.role !== 'master' && c.id) ids.push(c.id, c.email);
    return [...ids, 'Olafs Gruppe', 'Olafs Paket', 'Nutzlast', 'Zugewiesen'];
  }

  it('answers no route with company A’s data to company B, and appends nothing to A', async () => {
    const routes = appDeclarations(w.t).filter((r) => !r.path.startsWith('/api/master/'));
    // the callers' own session and password last, so that every other call has a live session
    const last = ['POST /api/auth/logout', 'PATCH /api/user/change-password'];
    routes.sort((x, y) => Number(last.includes(`${x.method} ${x.path}`)) - Number(last.includes(`${y.method} ${y.path}`)));
    const markers = markersOfA();
    const before = await eventsOfA();
    const leaks: string[] = [];
    const serverErrors: string[] = [];
    let requests = 0;
    let successes = 0;
    // the detector finds A in an answer to A (a control: a sweep that could find nothing proves nothing)
    const own = await fetch(`${w.t.baseUrl}/api/user-groups/${a.other.group}/members`, { headers: { Authorization: `Bearer ${a.company.root.token}` } });
    expect(markers.filter((m) => own.ok && m.length > 0).some((m) => m === a.people.udo.id) && (await own.text()).includes(a.people.udo.id)).toBe(true);
    for (const r of routes) {
      const route = `${r.method} ${r.path}`;
      await Promise.all(
        callersB.map(async (caller) => {
          for (const call of await callsFor(a, caller, r.method, r.path, () => false)) {
            const res = await fetch(w.t.baseUrl + call.path, {
              method: r.method,
              headers: { ...(caller.token ? { Authorization: `Bearer ${caller.token}` } : {}), ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
              ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
            });
            const text = await res.text();
            requests++;
            if (res.status >= 500) serverErrors.push(`${route} as ${caller.role}: ${res.status}`);
            if (res.status < 300) {
              successes++;
              const found = markers.filter((m) => text.includes(m));
              if (found.length) leaks.push(`${route} as ${caller.role} of B (${call.path}): ${res.status} carries ${found.slice(0, 3).join(', ')}`);
            }
          }
        }),
      );
    }
    const appended = (await eventsOfA()) - before;
    console.log(`cross-tenant sweep on ${target}: ${requests} requests, ${routes.length} routes, ${callersB.length} callers of company B, ${successes} answered 2xx, ${leaks.length} leaks, ${appended} events appended to A, ${serverErrors.length} 5xx`);
    expect(leaks).toEqual([]);
    expect(appended).toBe(0);
    expect(serverErrors).toEqual([]);
    // A's objects are all still there for A
    expect((await w.api('GET', `/api/trainings/${a.other.training}`, { token: a.company.root.token })).status).toBe(200);
    expect((await w.api('GET', `/api/user-groups/${a.other.group}`, { token: a.company.root.token })).status).toBe(200);
  }, 300_000);
});
