import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { useAuditWorld } from '../../../tests/support/audit-world';
import { dbTargets } from '../../../tests/support/db';
import { completeTraining, publishedTraining } from '../../../tests/support/learning-steps';
import { purgeTrail, trailEventTypes, trailProjection } from './project';
import type { TrailItem, TrailPage } from '../../../src/shared/contracts/audit';

interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}

const START = '2026-03-02T09:00:00.000Z';

/** A small RFC 4180 reader for the `;`-separated export (quotes doubled inside quoted fields). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

/**
 * The audit trail over the real API: lines in German and English with the names at the time,
 * every filter alone and combined, paging, the CSV and XLSX exports read back, validation, access,
 * idempotent apply and the company purge.
 */
describe.each(dbTargets())('audit trail on %s', (target) => {
  const { clock, w } = useAuditWorld(target, START, { carla: ['non-managing', 'Carla'] });
  let nord: string;
  let brand: string;
  let quizId: string;

  const settle = async () => {
    expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), ['audit.trail'])).toBe(true);
  };
  const events = async (query = '', token = w.admin.token, lang = 'de') => {
    await settle();
    return w.api<TrailPage & ErrorBody>('GET', `/api/audit/events${query}`, { token, lang });
  };
  const raw = async (path: string, token = w.admin.token, lang = 'de') => {
    await settle();
    return fetch(w.t.baseUrl + path, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang } });
  };

  beforeAll(async () => {
    // the clock jumps months ahead between steps while the same sign-ins go on: sessions are not what is tested here
    await w.other.user('non-managing', 'Olga');
    const tr = await w.api<{ id: string }>('POST', '/api/trainings', {
      token: w.manager.token,
      body: { title: { de: 'Brandschutz', en: 'Fire safety' }, description: 'x', status: 'published', requiresRecertification: true, recertificationPeriod: '1_year' },
    });
    brand = tr.body.id;
    const text = await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: brand, type: 'text', title: 'Merkblatt', orderIndex: 0, content: { text: 'Lesen.' } } });
    expect(text.status).toBe(201);
    const quiz = { questions: [{ question: 'Notruf?', answers: [{ text: '110', isCorrect: false }, { text: '112', isCorrect: true }] }] };
    quizId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: brand, type: 'quiz', title: 'Fragen', orderIndex: 1, content: quiz } })).body.id;
    nord = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Baustelle Nord' } })).body.id;
    for (const u of [w.bernd, w.carla]) expect((await w.api('POST', `/api/user-groups/${nord}/members`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(201);
    clock.advance(60_000);
    expect((await w.api('POST', `/api/user-groups/${nord}/trainings`, { token: w.manager.token, body: { trainingId: brand, weeks: 2 } })).status).toBe(201);
    // Bernd learns: the text, a failed and a passed quiz, the completion
    clock.advance(60_000);
    const started = await w.api<{ modules: { id: string }[] }>('POST', `/api/trainings/${brand}/start`, { token: w.bernd.token });
    expect(started.status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${brand}/progress`, { token: w.bernd.token, body: { moduleId: text.body.id, completed: true } })).status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${brand}/progress`, { token: w.bernd.token, body: { moduleId: quizId, answers: [[0]] } })).status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${brand}/progress`, { token: w.bernd.token, body: { moduleId: text.body.id, completed: true } })).status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${brand}/progress`, { token: w.bernd.token, body: { moduleId: quizId, answers: [[1]] } })).status).toBe(200);
    expect((await w.api('POST', `/api/trainings/${brand}/complete`, { token: w.bernd.token, body: { password: w.bernd.password } })).status).toBe(200);
    // later: the unit is renamed, Carla leaves, Bernd becomes a manager
    clock.set('2026-03-25T08:00:00.000Z');
    expect((await w.api('PATCH', `/api/user-groups/${nord}`, { token: w.manager.token, body: { name: 'Baustelle Nord-Ost' } })).status).toBe(200);
    expect((await w.api('DELETE', `/api/user-groups/${nord}/members/${w.carla.id}`, { token: w.manager.token })).status).toBe(204);
    expect((await w.api('PATCH', `/api/users/${w.bernd.id}`, { token: w.acme.root.token, body: { role: 'manager' } })).status).toBe(200);
  });

  it('writes each event as a sentence in German and English, with the names as they were then', async () => {
    const de = await events('?type=group.training_assigned');
    expect(de.status).toBe(200);
    expect(de.body.items).toHaveLength(1);
    const a = de.body.items[0]!;
    expect(a).toMatchObject({ type: 'group.training_assigned', actor: { id: w.manager.id, name: 'Jonas Test' }, trainingId: brand, groupId: nord, userId: null });
    // assigned on 2 March 09:01 UTC with two weeks: the deadline is 16 March (Berlin)
    expect(a.text).toBe("Jonas Test hat 'Brandschutz' der Einheit 'Baustelle Nord' zugewiesen, Frist 16.03.2026");
    const en = await events('?type=group.training_assigned', w.admin.token, 'en');
    expect(en.body.items[0]!.text).toBe("Jonas Test assigned 'Fire safety' to the unit 'Baustelle Nord', deadline 16 Mar 2026");

    const texts = async (type: string, lang = 'de') => (await events(`?type=${type}`, w.admin.token, lang)).body.items.map((i) => i.text);
    expect(await texts('group.changed')).toEqual(["Jonas Test hat die Einheit 'Baustelle Nord' in 'Baustelle Nord-Ost' umbenannt"]);
    expect(await texts('group.member_removed', 'en')).toEqual(["Jonas Test removed Carla Test from the unit 'Baustelle Nord-Ost'"]);
    expect(await texts('group.member_added')).toEqual([
      "Jonas Test hat Carla Test der Einheit 'Baustelle Nord' hinzugefügt",
      "Jonas Test hat Bernd Test der Einheit 'Baustelle Nord' hinzugefügt",
    ]);
    expect(await texts('learning.quiz_failed,learning.quiz_passed')).toEqual([
      "Bernd Test hat die Prüfungsfragen von 'Brandschutz' bestanden (100 %, 1 von 1 richtig)",
      "Bernd Test hat die Prüfungsfragen von 'Brandschutz' nicht bestanden (0 %, 0 von 1 richtig)",
    ]);
    const [done] = (await events('?type=learning.completed', w.admin.token, 'en')).body.items;
    expect(done!.text).toMatch(/^Bernd Test completed 'Fire safety' and confirmed it with their password \(evidence [\w-]+, Language: German\)$/);
    expect(await texts('user.role_changed', 'en')).toEqual([`${'Erika Mustermann'} changed the role of Bernd Test from Employee to Manager`]);
    expect(await texts('training.created')).toEqual(["Jonas Test hat die Schulung 'Brandschutz' angelegt"]);
  });

  it('filters by person, training, unit, actor, type and time, alone and combined', async () => {
    const all = (await events('?limit=100')).body;
    expect(all.total).toBe(all.items.length);
    const only = (q: string, pred: (i: TrailItem) => boolean) =>
      events(q + '&limit=100').then((r) => {
        expect(r.status).toBe(200);
        const expected = all.items.filter(pred).map((i) => i.id);
        expect(expected.length).toBeGreaterThan(0);
        expect(r.body.items.map((i) => i.id)).toEqual(expected);
        expect(r.body.total).toBe(expected.length);
      });
    await only(`?userId=${w.bernd.id}`, (i) => i.userId === w.bernd.id);
    await only(`?trainingId=${brand}`, (i) => i.trainingId === brand);
    await only(`?groupId=${nord}`, (i) => i.groupId === nord);
    await only(`?actorId=${w.manager.id}`, (i) => i.actor.id === w.manager.id);
    await only('?type=learning.started,learning.completed', (i) => i.type === 'learning.started' || i.type === 'learning.completed');
    await only(`?groupId=${nord}&actorId=${w.manager.id}&type=group.member_added`, (i) => i.groupId === nord && i.type === 'group.member_added');
    // a day is a Berlin calendar day, `to` includes it
    await only('?from=2026-03-25', (i) => i.at >= '2026-03-24T23:00:00.000Z');
    await only('?to=2026-03-02', (i) => i.at < '2026-03-02T23:00:00.000Z');
    await only('?from=2026-03-02T09:01:00Z&to=2026-03-02T09:01:00Z', (i) => i.at === '2026-03-02T09:01:00.000Z');
    await only(`?from=2026-03-20&userId=${w.bernd.id}`, (i) => i.userId === w.bernd.id && i.at >= '2026-03-20');
    // newest first
    const ats = all.items.map((i) => i.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it('pages on the server, newest first, without gaps or repeats', async () => {
    const all = (await events('?limit=100')).body;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
      const r = (await events(`?limit=7&page=${page}`)).body;
      expect(r).toMatchObject({ page, limit: 7, total: all.total, totalPages: Math.ceil(all.total / 7) });
      seen.push(...r.items.map((i) => i.id));
    }
    expect(seen).toEqual(all.items.map((i) => i.id));
    expect((await events('')).body.limit).toBe(50);
  });

  it('answers 400 naming the field for bad parameters, in German and English', async () => {
    const bad = async (q: string, field: string) => {
      const r = await events(q);
      expect(r.status, q).toBe(400);
      expect(r.body.field).toBe(field);
      return r;
    };
    expect((await bad('?from=gestern', 'from')).body.message).toContain('JJJJ-MM-TT');
    await bad('?to=2026-02-30', 'to');
    await bad('?from=2026-03-02T10:00', 'from');
    await bad('?limit=101', 'limit');
    await bad('?page=0', 'page');
    await bad('?type=group.member_added,erfunden', 'type');
    await bad('?from=2026-05-01&to=2026-04-01', 'to');
    const en = await events('?from=yesterday', w.admin.token, 'en');
    expect(en.body.message).toContain('YYYY-MM-DD');
    expect((await raw('/api/audit/events.csv?limit=x&from=bad')).status).toBe(400);
  });

  it('is only for root, admin (and auditors): 403 for managers and employees, 401 without a session', async () => {
    for (const u of [w.manager, w.bernd]) {
      expect((await events('', u.token)).status).toBe(403);
      expect((await raw('/api/audit/events.csv', u.token)).status).toBe(403);
    }
    expect((await events('', w.acme.root.token)).status).toBe(200);
    expect((await fetch(`${w.t.baseUrl}/api/audit/events`)).status).toBe(401);
  });

  it('keeps companies apart', async () => {
    const theirs = await events(`?userId=${w.bernd.id}`, w.other.root.token);
    expect(theirs.body.total).toBe(0);
    const own = await events('?limit=100', w.other.root.token);
    expect(own.body.items.every((i) => i.actor.id === null || i.actor.id === w.other.root.id)).toBe(true);
  });

  it('exports any filter as CSV (BOM, semicolons, quoting) that reads back line by line', async () => {
    const page = (await events(`?trainingId=${brand}&limit=100`)).body;
    const res = await raw(`/api/audit/events.csv?trainingId=${brand}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="protokoll-2026-03-25.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(rows[0]).toEqual(['Zeitpunkt', 'Ereignis', 'Ausgeführt von', 'Person', 'Schulung', 'Einheit', 'Bundle', 'Beschreibung', 'Ereignistyp', 'Ereignis-ID', 'Zeitpunkt (UTC)']);
    expect(rows.slice(1).map((r) => r[9])).toEqual(page.items.map((i) => i.id));
    expect(rows.slice(1).map((r) => r[7])).toEqual(page.items.map((i) => i.text));
    const assigned = rows.find((r) => r[8] === 'group.training_assigned')!;
    expect(assigned.slice(0, 7)).toEqual(['02.03.2026, 10:01', 'Schulung zugewiesen', 'Jonas Test', '', 'Brandschutz', 'Baustelle Nord', '']);
    const en = await raw(`/api/audit/events.csv?type=group.changed`, w.admin.token, 'en');
    expect(en.headers.get('content-disposition')).toBe('attachment; filename="audit-trail-2026-03-25.csv"');
    const enRows = parseCsv((await en.text()).replace(/^\uFEFF/, ''));
    expect(enRows[1]![7]).toBe("Jonas Test renamed the unit 'Baustelle Nord' to 'Baustelle Nord-Ost'");
  });

  it('exports any filter as XLSX that exceljs reads back', async () => {
    const page = (await events(`?userId=${w.bernd.id}&limit=100`)).body;
    const res = await raw(`/api/audit/events.xlsx?userId=${w.bernd.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="protokoll-2026-03-25.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('Protokoll');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)));
    expect(values(1)[0]).toBe('Zeitpunkt');
    expect(sheet.actualRowCount).toBe(page.total + 1);
    for (let i = 0; i < page.items.length; i++) {
      expect(values(i + 2)[9]).toBe(page.items[i]!.id);
      expect(values(i + 2)[7]).toBe(page.items[i]!.text);
    }
    // an empty filter still gives a workbook with its header
    const none = await raw('/api/audit/events.xlsx?from=2030-01-01');
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(Buffer.from(await none.arrayBuffer()) as unknown as ArrayBuffer);
    expect(empty.worksheets[0]!.actualRowCount).toBe(1);
  });

  it('a blended training: the online part waits, the sign-off is its own line; a date of birth shows as changed, never as the date', async () => {
    const blended = await publishedTraining(w.api, w.manager, 'Feuerlöscher-Übung', { requiresPracticalPart: true }, 'Text');
    expect((await w.api('POST', `/api/user-groups/${nord}/trainings`, { token: w.manager.token, body: { trainingId: blended, weeks: 4 } })).status).toBe(201);
    clock.advance(60_000);
    await completeTraining(w.api, w.bernd, blended);
    clock.advance(60_000);
    const signed = await w.api('POST', `/api/trainings/${blended}/participants/${w.bernd.id}/practical-sign-off`, {
      token: w.manager.token,
      body: { date: '2026-03-25', place: 'Übungsplatz Nord', instructorName: 'Olga Extern', note: 'Löschübung bestanden' },
    });
    expect(signed.status).toBe(200);
    const online = (await events(`?type=learning.completed&trainingId=${blended}`)).body.items;
    expect(online).toHaveLength(1);
    expect(online[0]!.text).toMatch(/^Bernd Test hat den Online-Teil von 'Feuerlöscher-Übung' abgeschlossen und mit dem Passwort bestätigt, wartet auf Praxisteil \(Nachweis [\w-]+, Sprache: Deutsch\)$/);
    const de = (await events('?type=learning.practical_part_signed_off')).body.items;
    expect(de).toHaveLength(1);
    expect(de[0]).toMatchObject({ type: 'learning.practical_part_signed_off', actor: { id: w.manager.id, name: 'Jonas Test' }, userId: w.bernd.id, trainingId: blended, at: '2026-03-25T08:02:00.000Z' });
    expect(de[0]!.text).toBe(
      "Jonas Test hat den Praxisteil von 'Feuerlöscher-Übung' für Bernd Test bestätigt (am 25.03.2026 in 'Übungsplatz Nord', Unterweisende/r: Olga Extern, Notiz: 'Löschübung bestanden'); die Schulung gilt damit als abgeschlossen",
    );
    const en = (await events('?type=learning.practical_part_signed_off', w.admin.token, 'en')).body.items;
    expect(en[0]!.text).toBe(
      "Jonas Test signed off the practical part of 'Feuerlöscher-Übung' for Bernd Test (on 25 Mar 2026 at 'Übungsplatz Nord', instructor: Olga Extern, note: 'Löschübung bestanden'); the training counts as completed from now",
    );
    // the date of birth: set, changed, removed; the trail (which auditors read) and its export never carry the date
    for (const dateOfBirth of ['2009-06-01', '2008-02-29', null]) {
      clock.advance(60_000);
      expect((await w.api('PATCH', `/api/users/${w.carla.id}`, { token: w.acme.root.token, body: { dateOfBirth } })).status).toBe(200);
    }
    const births = await events('?type=user.date_of_birth_changed');
    expect(births.body.items.map((i) => i.text)).toEqual([
      'Erika Mustermann hat das Geburtsdatum von Carla Test entfernt',
      'Erika Mustermann hat das Geburtsdatum von Carla Test geändert',
      'Erika Mustermann hat das Geburtsdatum von Carla Test erfasst',
    ]);
    expect(births.body.items.every((i) => i.userId === w.carla.id && i.actor.id === w.acme.root.id)).toBe(true);
    const csv = await (await raw(`/api/audit/events.csv?userId=${w.carla.id}`)).text();
    expect(csv).toContain('Geburtsdatum geändert');
    for (const text of [JSON.stringify(births.body), csv]) for (const d of ['2009-06-01', '2008-02-29', '01.06.2009', '29.02.2008']) expect(text).not.toContain(d);
    const types = await w.api<{ items: { type: string; label: string }[] }>('GET', '/api/audit/event-types', { token: w.admin.token });
    expect(types.body.items).toEqual(expect.arrayContaining([{ type: 'learning.practical_part_signed_off', label: 'Praxisteil bestätigt' }, { type: 'user.date_of_birth_changed', label: 'Geburtsdatum geändert' }]));
  });

  it('applies idempotently, rebuilds to the same rows, and forgets a deleted company', async () => {
    await settle();
    const db = w.t.app.kernel.db;
    const snapshot = async () => (await db.query<{ r: string }>("SELECT event_id || '|' || kind || '|' || coalesce(user_name, '') || '|' || coalesce(group_name, '') || '|' || data::text AS r FROM aud_trail ORDER BY event_id")).rows.map((x) => x.r);
    const before = await snapshot();
    const all = await w.t.app.kernel.store.readAll({ limit: 100_000, eventTypes: trailEventTypes });
    await db.transaction((tx) => trailProjection.apply(all, tx));
    expect(await snapshot()).toEqual(before);
    await db.transaction(async (tx) => {
      await trailProjection.reset(tx);
      await trailProjection.apply(all, tx);
    });
    expect(await snapshot()).toEqual(before);
    const count = async (c: string) => Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM aud_trail WHERE company_id = $1', [c])).rows[0]!.n);
    const theirs = await count(w.other.id);
    await db.transaction((tx) => purgeTrail(tx, w.acme.id));
    expect(await count(w.acme.id)).toBe(0);
    expect((await db.query('SELECT 1 FROM aud_people WHERE company_id = $1', [w.acme.id])).rows).toHaveLength(0);
    expect(await count(w.other.id)).toBe(theirs);
  });
});
