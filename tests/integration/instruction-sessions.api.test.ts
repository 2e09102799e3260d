import { beforeAll, describe, expect, it } from 'vitest';
import { useApiWorld } from '../support/world';
import { dbTargets } from '../support/db';
import { expectNoEventsAppendedBy } from '../support/appended';
import { publishedTraining } from '../support/learning-steps';
import { BLANK_SIGNATURE, signatureDataUrl } from '../support/png';
import type { TestUser } from '../support/company';
import { fixedClock } from '../../src/platform/clock';
import type { InstructionCandidatePage, InstructionSessionList, InstructionSessionView } from '../../src/shared/contracts/instruction';

interface Failure {
  code: string;
  message: string;
  field?: string;
}
type Answer = InstructionSessionView & Failure;

const START = '2026-03-02T07:00:00.000Z';

/**
 * Issue 32 through the real API: a classroom session is planned for the members who are due, opened
 * on the tablet, signed by each participant (and a walk-in), closed with the instructor's signature;
 * who signed is completed everywhere a completion shows, who did not stays due. Every bad input is
 * a 4xx in German (English on request) that appends nothing.
 */
describe.each(dbTargets())('classroom instruction sessions on %s', (target) => {
  const clock = fixedClock(START);
  const w = useApiWorld(target, {
    app: { clock, config: { sessionIdleHours: 24 * 400 } },
    other: true,
    users: {
      olga: ['manager', 'Olga'],
      max: ['manager', 'Max'],
      lena: ['non-managing', 'Lena'],
      tom: ['non-managing', 'Tom'],
      udo: ['non-managing', 'Udo'],
      paula: ['auditor', 'Paula'],
    },
  });
  let unit: string;
  let training: string;
  let session: string;

  const call = (by: TestUser, method: string, path: string, body?: unknown, lang?: string) =>
    w.api<Answer>(method, `/api/instruction-sessions${path}`, { token: by.token, ...(body !== undefined ? { body } : {}), ...(lang ? { lang } : {}) });
  const plan = (by: TestUser, over: Record<string, unknown> = {}, lang?: string) =>
    call(by, 'POST', '', { trainingId: training, startsAt: '2026-03-02T08:00:00.000Z', durationMinutes: 45, location: 'Halle 3, Tor B', instructorId: w.olga.id, participantIds: [w.lena.id, w.tom.id], ...over }, lang);
  const signAs = (u: TestUser, seed: number, over: Record<string, unknown> = {}, lang?: string) =>
    call(w.olga, 'POST', `/${session}/signatures`, { userId: u.id, signature: signatureDataUrl(seed), confirmed: true, ...over }, lang);

  beforeAll(async () => {
    training = await publishedTraining(w.api, w.olga, 'Staplerfahren', { requiresRecertification: true, recertificationPeriod: '1_year' }, 'Sicher fahren');
    unit = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.olga.token, body: { name: 'Lager' } })).body.id;
    for (const u of [w.lena, w.tom]) expect((await w.api('POST', `/api/user-groups/${unit}/members`, { token: w.olga.token, body: { userId: u.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${unit}/trainings`, { token: w.olga.token, body: { trainingId: training, weeks: 4 } })).status).toBe(201);
  });

  it('the planner sees who is due in the unit', async () => {
    const res = await w.api<InstructionCandidatePage>('GET', `/api/instruction-sessions/candidates?trainingId=${training}&groupIds=${unit}`, { token: w.olga.token });
    expect(res.status).toBe(200);
    expect(res.body.candidates.map((c) => [c.firstName, c.status])).toEqual([
      ['Lena', 'assigned'],
      ['Tom', 'assigned'],
    ]);
  });

  it('plans a session: 201 with the list, everyone invited', async () => {
    const res = await plan(w.olga);
    expect(res.status).toBe(201);
    session = res.body.id;
    expect(res.body).toMatchObject({ status: 'planned', location: 'Halle 3, Tor B', durationMinutes: 45, instructor: { id: w.olga.id }, participantCount: 2, signedCount: 0 });
    expect(res.body.participants.map((p) => [p.firstName, p.state])).toEqual([
      ['Lena', 'invited'],
      ['Tom', 'invited'],
    ]);
    expect(res.body.modules.map((m) => m.title)).toEqual(['Sicher fahren']);
    expect(res.body.confirmation).toBe('Ich habe an der Unterweisung teilgenommen und den Inhalt verstanden.');
  });

  it('opens it; participants sign once; a walk-in is added and signs; a wrong tap is withdrawn with a reason', async () => {
    expect((await call(w.olga, 'POST', `/${session}/open`)).body.status).toBe('open');
    const lena = await signAs(w.lena, 1);
    expect(lena.status).toBe(200);
    expect(lena.body.participants.find((p) => p.id === w.lena.id)).toMatchObject({ state: 'signed' });
    expect((await signAs(w.lena, 2)).status).toBe(409);
    expect((await signAs(w.udo, 3)).body).toMatchObject({ code: 'not_a_participant' });
    clock.set('2026-03-02T08:20:00.000Z');
    expect((await call(w.olga, 'POST', `/${session}/participants`, { userId: w.udo.id })).status).toBe(200);
    expect((await signAs(w.udo, 3)).status).toBe(200);
    expect((await call(w.olga, 'DELETE', `/${session}/signatures/${w.udo.id}`, { reason: 'Falsche Person angetippt' })).body.participants.find((p) => p.id === w.udo.id)!.state).toBe('invited');
    expect((await signAs(w.udo, 4)).status).toBe(200);
  });

  it('bad signatures are 400 and append nothing', async () => {
    const blank = await expectNoEventsAppendedBy(w.t, w.olga.id, () => signAs(w.tom, 0, { signature: BLANK_SIGNATURE }));
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'signature_blank' });
    const notPng = await signAs(w.tom, 0, { signature: 'data:image/png;base64,aGFsbG8=' }, 'en');
    expect(notPng.body).toMatchObject({ code: 'signature_not_png', message: 'The signature is not a valid PNG image.' });
    const unconfirmed = await signAs(w.tom, 5, { confirmed: false });
    expect(unconfirmed.status).toBe(400);
  });

  it('closes with the instructor’s signature: who signed is completed, Tom is absent and stays due', async () => {
    const res = await call(w.olga, 'POST', `/${session}/close`, { instructorSignature: signatureDataUrl(9) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'closed', method: 'presence', signedCount: 2 });
    expect(res.body.participants.map((p) => [p.firstName, p.state])).toEqual([
      ['Lena', 'signed'],
      ['Tom', 'absent'],
      ['Udo', 'signed'],
    ]);
    const due = await w.api<InstructionCandidatePage>('GET', `/api/instruction-sessions/candidates?trainingId=${training}&groupIds=${unit}&dueOnly=false`, { token: w.olga.token });
    expect(due.body.candidates.map((c) => [c.firstName, c.status])).toEqual([
      ['Lena', 'completed'],
      ['Tom', 'assigned'],
    ]);
    const list = await w.api<InstructionSessionList>('GET', '/api/instruction-sessions?status=closed', { token: w.paula.token });
    expect(list.body.sessions.map((s) => s.id)).toEqual([session]);
  });
});
