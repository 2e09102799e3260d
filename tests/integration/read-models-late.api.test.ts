import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';

/**
 * Issue 31, item 5: a command that was recorded never answers an error for its own change. With the
 * read models standing still (the projection runner stopped: a long rebuild, a stuck worker), assigning
 * a training answers 202 "wird verarbeitet" with where to ask, not 404 "Diese Schulung ist der Gruppe
 * nicht zugewiesen."; once the read models caught up, the same request (same Idempotency-Key) answers
 * as usual without recording anything twice.
 */
describe.each(dbTargets())('a command while the read models lag (%s)', (target) => {
  const w = useApiWorld(target, { users: { manager: 'manager' } });
  let groupId: string;
  let trainingId: string;

  beforeAll(async () => {
    groupId = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Alle' } })).body.id;
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'Erste Hilfe', description: 'x' } })).body.id;
  });

  const assignedEvents = async () =>
    Number(
      (await w.t.testDb.db.query<{ n: string }>("SELECT count(*) AS n FROM es_events WHERE event_type = 'organization.TrainingAssigned' AND data->>'trainingId' = $1", [trainingId])).rows[0]!.n,
    );
  const assign = (key: string) =>
    fetch(`${w.t.baseUrl}/api/user-groups/${groupId}/trainings`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${w.manager.token}`, 'Content-Type': 'application/json', 'Accept-Language': 'de', 'Idempotency-Key': key },
      body: JSON.stringify({ trainingId, weeks: 2 }),
    });

  it('answers 202 with the position while they stand still, and the real answer once they caught up', async () => {
    const runner = w.t.app.kernel.projections;
    await runner.stop();
    let location: string;
    try {
      const first = await assign('assign-alle-1');
      expect(first.status).toBe(202);
      const body = (await first.json()) as { code: string; message: string; position: string; readModels: string[]; location: string };
      expect(body.code).toBe('processing');
      expect(body.message).toBe('Die Änderung ist gespeichert und wird verarbeitet. Sie ist in wenigen Augenblicken sichtbar.');
      expect(body.readModels).toContain('organization.groups');
      expect(first.headers.get('Location')).toBe(body.location);
      location = body.location;
      // recorded once
      expect(await assignedEvents()).toBe(1);
      // still behind: the place to ask says so (it does not wait for a runner that is stopped)
      const pending = await w.api<{ ready: boolean; readModels: string[] }>('GET', location, { token: w.manager.token });
      expect(pending.status).toBe(200);
      expect(pending.body.ready).toBe(false);
      expect(pending.body.readModels).toContain('organization.groups');
      // a retry with the same key while still behind: 202 again, nothing recorded twice
      expect((await assign('assign-alle-1')).status).toBe(202);
      expect(await assignedEvents()).toBe(1);
    } finally {
      await runner.start();
    }
    const ready = await w.api<{ ready: boolean; readModels: string[] }>('GET', location, { token: w.manager.token });
    expect(ready.body).toMatchObject({ ready: true, readModels: [] });
    const again = await assign('assign-alle-1');
    expect(again.status).toBe(201);
    expect(((await again.json()) as { trainingId?: string; id?: string }).trainingId ?? '').toBe(trainingId);
    expect(await assignedEvents()).toBe(1);
    const listed = await w.api<{ trainingId: string }[]>('GET', `/api/user-groups/${groupId}/trainings`, { token: w.manager.token });
    expect(listed.body.map((t) => t.trainingId)).toContain(trainingId);
  });

  it('the place to ask checks its input and needs a session', async () => {
    const bad = await w.api<{ message: string }>('GET', '/api/read-models/caught-up?position=abc', { token: w.manager.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Ungültige Position: erwartet wird die Angabe aus einer Antwort 202 (z. B. 0/123/456).');
    const en = await w.api<{ message: string }>('GET', '/api/read-models/caught-up', { token: w.manager.token, lang: 'en' });
    expect(en.status).toBe(400);
    expect((await w.api('GET', '/api/read-models/caught-up?position=0/1/1')).status).toBe(401);
    const done = await w.api<{ ready: boolean }>('GET', '/api/read-models/caught-up?position=0/0/0', { token: w.manager.token });
    expect(done.body.ready).toBe(true);
  });
});
