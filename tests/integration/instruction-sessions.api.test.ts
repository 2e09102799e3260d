import { beforeAll, describe, expect, it } from 'vitest';
import { useApiWorld } from '../support/world';
import { dbTargets } from '../support/db';
import { expectNoEventsAppendedBy } from '../support/appended';
import { completeTraining, publishedTraining } from '../support/learning-steps';
import { BLANK_SIGNATURE, signatureDataUrl } from '../support/png';
import type { TestUser } from '../support/company';
import type { InstructionCandidatePage, InstructionSessionList, InstructionSessionView } from '../../src/shared/contracts/instruction';
import type { AsOfPage } from '../../src/shared/contracts/audit-as-of';
import type { PersonHistory, TrailItem } from '../../src/shared/contracts/audit';
import type { CompletionsPage, MyTrainingsPage } from '../../src/shared/contracts/learning';
import { pdfText } from '../support/pdf';

interface Failure {
  code: string;
  message: string;
  field?: string;
}
type Answer = InstructionSessionView & Failure;

/** The session starts in an hour (the real clock: the audit replay reads the log's recorded times). */
const STARTS_AT = new Date(Date.now() + 3600_000).toISOString();
const addYear = (iso: string) => {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString();
};

/**
 * Issue 32 through the real API: a classroom session is planned for the members who are due, opened
 * on the tablet, signed by each participant (and a walk-in), closed with the instructor's signature;
 * who signed is completed everywhere a completion shows, who did not stays due. Every bad input is
 * a 4xx in German (English on request) that appends nothing.
 */
describe.each(dbTargets())('classroom instruction sessions on %s', (target) => {
  const w = useApiWorld(target, {
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
  /** Instants of the log (recorded time, the database's clock): just before and after the close. */
  const recorded = { beforeClose: '', afterClose: '' };
  let closedAt = '';

  const call = (by: TestUser, method: string, path: string, body?: unknown, lang?: string) =>
    w.api<Answer>(method, `/api/instruction-sessions${path}`, { token: by.token, ...(body !== undefined ? { body } : {}), ...(lang ? { lang } : {}) });
  const plan = (by: TestUser, over: Record<string, unknown> = {}, lang?: string) =>
    call(by, 'POST', '', { trainingId: training, startsAt: STARTS_AT, durationMinutes: 45, location: 'Halle 3, Tor B', instructorId: w.olga.id, participantIds: [w.lena.id, w.tom.id], ...over }, lang);
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
    await new Promise((r) => setTimeout(r, 5));
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

  it('a close that fails appends nothing: a blank instructor signature, or no signature at all in another session', async () => {
    const blank = await expectNoEventsAppendedBy(w.t, w.olga.id, () => call(w.olga, 'POST', `/${session}/close`, { instructorSignature: BLANK_SIGNATURE }));
    expect(blank.status).toBe(400);
    const empty = (await plan(w.olga)).body.id;
    expect((await call(w.olga, 'POST', `/${empty}/open`)).status).toBe(200);
    const none = await expectNoEventsAppendedBy(w.t, w.olga.id, () => call(w.olga, 'POST', `/${empty}/close`, { instructorSignature: signatureDataUrl(9) }, 'en'));
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'no_signatures', message: 'The session cannot be closed without at least one signature.' });
  });

  it('closes with the instructor’s signature: who signed is completed, Tom is absent and stays due', async () => {
    recorded.beforeClose = new Date().toISOString();
    const res = await call(w.olga, 'POST', `/${session}/close`, { instructorSignature: signatureDataUrl(9) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'closed', method: 'presence', signedCount: 2 });
    recorded.afterClose = new Date().toISOString();
    closedAt = res.body.closedAt!;
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

  it('counts everywhere: My Learning (Präsenz), completions with the session, the progress report, the dashboard', async () => {
    const mine = await w.api<MyTrainingsPage>('GET', '/api/user/my-trainings', { token: w.lena.token });
    expect(mine.body.trainings.find((t) => t.id === training)).toMatchObject({ status: 'completed', completionMethod: 'presence', completedAt: closedAt, dueDate: addYear(closedAt) });
    const toms = await w.api<MyTrainingsPage>('GET', '/api/user/my-trainings', { token: w.tom.token });
    expect(toms.body.trainings.find((t) => t.id === training)).toMatchObject({ status: 'assigned', completionMethod: null });
    const done = await w.api<CompletionsPage>('GET', '/api/user/completions', { token: w.udo.token });
    expect(done.body.completions[0]).toMatchObject({ trainingId: training, method: 'presence', session: { id: session, location: 'Halle 3, Tor B', instructorName: 'Olga Test' } });
    const progress = await w.api<{ members: { firstName: string; trainings: { status: string }[] }[] }>('GET', `/api/user-groups/${unit}/progress`, { token: w.olga.token });
    expect(progress.body.members.map((m) => [m.firstName, m.trainings[0]!.status])).toEqual([
      ['Lena', 'completed'],
      ['Tom', 'assigned'],
    ]);
    const stats = await w.api<{ completedTrainings: number }>('GET', '/api/dashboard/stats', { token: w.acme.root.token });
    expect(stats.body.completedTrainings).toBeGreaterThanOrEqual(1);
  });

  it('the evidence PDF of a participant names the session', async () => {
    const done = await w.api<CompletionsPage>('GET', '/api/user/completions', { token: w.lena.token });
    const pdf = await fetch(`${w.t.baseUrl}${done.body.completions[0]!.evidenceUrl}?lang=de`, { headers: { Authorization: `Bearer ${w.lena.token}` } });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const s of ['Präsenzunterweisung', 'Halle 3, Tor B', 'Olga Test', session, 'Unterschrift am Tablet']) expect(text).toContain(s);
  });

  it('the attendance PDF lists who signed with their signatures and the absentees; the sign sheet has every name; an open session has no attendance yet', async () => {
    const get = (path: string, token = w.olga.token) => fetch(`${w.t.baseUrl}/api/instruction-sessions/${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const attendance = await get(`${session}/attendance.pdf?lang=de`, w.paula.token);
    expect(attendance.status).toBe(200);
    expect(attendance.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await attendance.arrayBuffer());
    const text = pdfText(bytes);
    for (const s of ['Unterweisungsnachweis', 'Halle 3, Tor B', 'Staplerfahren', 'Sicher fahren', 'Test, Lena', 'Test, Udo', 'Abwesend', 'Test, Tom', 'Olga Test', 'Ich habe an der Unterweisung teilgenommen']) expect(text).toContain(s);
    if (process.env.KEEP_PDFS) (await import('node:fs')).writeFileSync(`${process.env.KEEP_PDFS}/attendance.pdf`, bytes);
    const sheet = await get(`${session}/sign-sheet.pdf?lang=en`);
    expect(sheet.status).toBe(200);
    const sheetBytes = new Uint8Array(await sheet.arrayBuffer());
    expect(pdfText(sheetBytes)).toContain('Participant list of the instruction');
    if (process.env.KEEP_PDFS) (await import('node:fs')).writeFileSync(`${process.env.KEEP_PDFS}/sign-sheet.pdf`, sheetBytes);
    const open = (await call(w.olga, 'GET', '?status=open')).body as unknown as InstructionSessionList;
    const notYet = await get(`${open.sessions[0]!.id}/attendance.pdf`);
    expect(notYet.status).toBe(409);
    expect((await get(`${session}/attendance.pdf`, w.lena.token)).status).toBe(403);
  });

  it('the audit workspace: as of before the close not completed, after it completed with method presence; history and trail say so', async () => {
    // the audit read models are not awaited by commands
    await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), undefined, 20_000);
    const asOf = (at: string) => w.api<AsOfPage>('GET', `/api/audit/compliance?asOf=${encodeURIComponent(at)}&userId=${w.lena.id}`, { token: w.paula.token });
    const before = (await asOf(recorded.beforeClose)).body.rows.find((r) => r.userId === w.lena.id && r.trainingId === training)!;
    expect(before).toMatchObject({ status: 'assigned', method: null });
    const after = (await asOf(recorded.afterClose)).body.rows.find((r) => r.userId === w.lena.id && r.trainingId === training)!;
    expect(after).toMatchObject({ status: 'completed', method: 'presence', completedAt: closedAt });
    const history = await w.api<PersonHistory>('GET', `/api/audit/people/${w.lena.id}/history`, { token: w.paula.token });
    const entry = history.body.trainings.find((t) => t.trainingId === training)!.cycles[0]!.entries.find((e) => e.kind === 'completed')!;
    expect(entry.details).toMatchObject({ method: 'presence', sessionId: session, location: 'Halle 3, Tor B', instructorName: 'Olga Test' });
    expect(entry.text).toContain('Präsenzunterweisung');
    const trail = await w.api<{ items: TrailItem[] }>('GET', `/api/audit/events?type=instruction.session_closed`, { token: w.paula.token });
    expect(trail.body.items).toHaveLength(1);
    expect(trail.body.items[0]!.text).toMatch(/^Olga Test hat die Präsenzunterweisung zu 'Staplerfahren' am \d\d\.\d\d\.\d{4} in 'Halle 3, Tor B' mit eigener Unterschrift abgeschlossen: 2 unterschrieben, 1 abwesend$/);
    const en = await w.api<{ items: TrailItem[] }>('GET', `/api/audit/events?type=instruction.signature_withdrawn`, { token: w.paula.token, lang: 'en' });
    expect(en.body.items[0]!.text).toContain('withdrew the signature of Udo Test in the classroom session of');
  });

  it('a session more than 7 days ago is not opened on the tablet (409) but closed from the scan of its signed list: presence-paper as of its end', async () => {
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const past = await plan(w.olga, { startsAt: tenDaysAgo, participantIds: [w.tom.id, w.lena.id] });
    expect(past.status).toBe(201);
    const tooOld = await call(w.olga, 'POST', `/${past.body.id}/open`);
    expect(tooOld.status).toBe(409);
    expect(tooOld.body.code).toBe('session_too_old');
    const upload = (file: Blob, present: string | null, token = w.olga.token) => {
      const form = new FormData();
      if (present !== null) form.append('presentUserIds', present);
      form.append('file', file, 'liste.pdf');
      return fetch(`${w.t.baseUrl}/api/instruction-sessions/${past.body.id}/scan`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    };
    const pdf = new Blob([Buffer.from('%PDF-1.4\n% unterschriebene Liste\n%%EOF\n')], { type: 'application/pdf' });
    expect((await upload(new Blob([Buffer.from('hallo')]), w.tom.id)).status).toBe(400);
    expect((await upload(pdf, null)).status).toBe(400);
    expect((await upload(pdf, w.udo.id)).status).toBe(409);
    expect((await upload(pdf, w.tom.id, w.lena.token)).status).toBe(403);
    const closed = await upload(pdf, w.tom.id);
    expect(closed.status).toBe(200);
    const view = (await closed.json()) as InstructionSessionView;
    expect(view).toMatchObject({ status: 'closed', method: 'presence-paper', signedCount: 1 });
    expect(view.participants.map((p) => [p.firstName, p.state])).toEqual([
      ['Lena', 'absent'],
      ['Tom', 'signed'],
    ]);
    const toms = await w.api<MyTrainingsPage>('GET', '/api/user/my-trainings', { token: w.tom.token });
    const end = new Date(Date.parse(tenDaysAgo) + 45 * 60_000).toISOString();
    expect(toms.body.trainings.find((t) => t.id === training)).toMatchObject({ status: 'completed', completionMethod: 'presence-paper', completedAt: end });
    const scan = await fetch(`${w.t.baseUrl}/api/instruction-sessions/${past.body.id}/scan`, { headers: { Authorization: `Bearer ${w.paula.token}` } });
    expect(scan.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await scan.arrayBuffer()).toString()).toContain('unterschriebene Liste');
  });

  it('a blended training waiting for its practical part is signed off by the session; a training without online modules is completed by one', async () => {
    const blended = await publishedTraining(w.api, w.olga, 'Feuerlöscherübung', { requiresPracticalPart: true }, 'Theorie');
    const oral = (await w.api<{ id: string }>('POST', '/api/trainings', { token: w.olga.token, body: { title: 'Gefahrstoffe an Anlage 7', description: 'Mündlich, am Arbeitsplatz', status: 'published' } })).body.id;
    for (const t of [blended, oral]) expect((await w.api('POST', `/api/user-groups/${unit}/trainings`, { token: w.olga.token, body: { trainingId: t, weeks: 4 } })).status).toBe(201);
    await completeTraining(w.api, w.lena, blended);
    const mine = await w.api<MyTrainingsPage>('GET', '/api/user/my-trainings', { token: w.lena.token });
    expect(mine.body.trainings.find((t) => t.id === blended)!.awaitingPracticalPart).toBe(true);
    for (const trainingId of [blended, oral]) {
      const s = await plan(w.olga, { trainingId, participantIds: [w.lena.id] });
      expect(s.status).toBe(201);
      expect((await call(w.olga, 'POST', `/${s.body.id}/open`)).status).toBe(200);
      expect((await call(w.olga, 'POST', `/${s.body.id}/signatures`, { userId: w.lena.id, signature: signatureDataUrl(7), confirmed: true })).status).toBe(200);
      expect((await call(w.olga, 'POST', `/${s.body.id}/close`, { instructorSignature: signatureDataUrl(8) })).status).toBe(200);
    }
    const done = await w.api<CompletionsPage>('GET', '/api/user/completions', { token: w.lena.token });
    const byTraining = new Map(done.body.completions.map((c) => [c.trainingId, c]));
    expect(byTraining.get(blended)).toMatchObject({ status: 'completed', method: 'online', practical: { place: 'Halle 3, Tor B', instructorName: 'Olga Test' } });
    expect(byTraining.get(oral)).toMatchObject({ status: 'completed', method: 'presence', session: { location: 'Halle 3, Tor B' } });
  });

  it('the hash chain verifies, and detects an altered signature hash', async () => {
    await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), undefined, 20_000);
    expect((await w.api<{ ok: boolean }>('GET', '/api/audit/verify', { token: w.acme.root.token })).body.ok).toBe(true);
    const { rows } = await w.t.testDb.db.query<{ event_id: string }>(
      `SELECT event_id::text AS event_id FROM es_events WHERE tenant_id = $1 AND event_type = 'instruction.ParticipantSigned' ORDER BY global_position LIMIT 1`,
      [w.acme.id],
    );
    await w.t.testDb.db.query(`UPDATE es_events SET data = data || '{"signatureSha256": "${'0'.repeat(64)}"}' WHERE event_id = $1`, [rows[0]!.event_id]);
    const res = await w.api<{ ok: boolean; breaks: { eventId: string }[] }>('GET', '/api/audit/verify', { token: w.acme.root.token });
    expect(res.body.ok).toBe(false);
    expect(res.body.breaks[0]!.eventId).toBe(rows[0]!.event_id);
  });
});
