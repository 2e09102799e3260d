import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';
import type { ErrorBody } from '../support/app';
import type { ErasuresPage, ErasureView } from '../../src/shared/contracts/privacy';
import type { UsersPage } from '../../src/shared/contracts/identity';
import type { ChainVerificationAnswer } from '../../src/shared/contracts/audit';
import type { AsOfPage } from '../../src/shared/contracts/audit-as-of';
import { rebuildFromLog } from '../support/crash/rebuild-compare';

/*
 * Issue 35 items 3, 4 and 8 (ADR 0033): POST /api/users/{id}/erase pseudonymises a person who left;
 * afterwards no table of the database holds their name, e-mail, personnel number or date of
 * birth, the chain verifies with the rewritten events counted as erased, and their evidence stays
 * under the pseudonym.
 */
describe.each(dbTargets())('erasure on request on %s', (target) => {
  const w = useApiWorld(target, { other: true, users: { admin: ['admin', 'Anna'], manager: ['manager', 'Jonas'], auditor: 'auditor', leaver: ['non-managing', 'Bernd'], active: ['non-managing', 'Carla'], held: ['non-managing', 'Dora'] } });
  const erase = (userId: string, body: unknown = { reason: 'Antrag nach Art. 17 DSGVO' }, token = w.admin.token, lang = 'de') =>
    w.api<ErasureView & ErrorBody>('POST', `/api/users/${userId}/erase`, { token, body, lang });
  // what must be gone: the leaver's distinctive surname, e-mail, personnel number and date of birth
  const secrets = { lastName: 'Quast-Zellerbach', personnelNumber: 'PN-93817', dateOfBirth: '1979-04-17', email: '', question: 'Ersatzteil-Frage-7731' };
  let trainingId: string;
  let beforeErasure: string;
  const caughtUp = async () => expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), undefined, 20_000)).toBe(true);
  const asOf = (at: string) => w.api<AsOfPage>('GET', `/api/audit/compliance?asOf=${encodeURIComponent(at)}&userId=${w.leaver.id}`, { token: w.acme.root.token });

  beforeAll(async () => {
    secrets.email = w.leaver.email;
    const edit = await w.api('PATCH', `/api/users/${w.leaver.id}`, { token: w.admin.token, body: { lastName: secrets.lastName, personnelNumber: secrets.personnelNumber, dateOfBirth: secrets.dateOfBirth } });
    expect(edit.status).toBe(200);
    // evidence: the leaver completed a training of their unit
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'Erste Hilfe', description: 'x', status: 'published' } })).body.id;
    const text = await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId, type: 'text', title: 'Merkblatt', orderIndex: 0, content: { text: 'Lesen.' } } });
    const unit = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Lager' } })).body.id;
    expect((await w.api('POST', `/api/user-groups/${unit}/members`, { token: w.manager.token, body: { userId: w.leaver.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${unit}/trainings`, { token: w.manager.token, body: { trainingId, weeks: 2 } })).status).toBe(201);
    expect((await w.api('POST', `/api/trainings/${trainingId}/start`, { token: w.leaver.token })).status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${trainingId}/progress`, { token: w.leaver.token, body: { moduleId: text.body.id, completed: true } })).status).toBe(200);
    expect((await w.api('POST', `/api/trainings/${trainingId}/complete`, { token: w.leaver.token, body: { password: w.leaver.password } })).status).toBe(200);
    // a free text they wrote
    expect((await w.api('POST', `/api/trainings/${trainingId}/questions`, { token: w.leaver.token, body: { text: `Gilt das auch für mich? ${secrets.question}` } })).status).toBe(201);
    for (const u of [w.leaver, w.held]) expect((await w.api('PATCH', `/api/users/${u.id}/deactivate`, { token: w.admin.token })).status).toBe(200);
    expect((await w.api('POST', `/api/users/${w.held.id}/legal-hold`, { token: w.admin.token, body: { reason: 'Arbeitsunfall' } })).status).toBe(201);
  });

  it('refuses root, a person still active, one under legal hold, a missing reason, other roles and other companies', async () => {
    expect((await erase(w.acme.root.id)).body.code).toBe('cannot_erase_root');
    const active = await erase(w.active.id);
    expect([active.status, active.body.code, active.body.message]).toEqual([409, 'person_active', 'Die Person ist noch aktiv. Deaktivieren Sie sie zuerst.']);
    expect((await erase(w.active.id, undefined, w.admin.token, 'en')).body.message).toBe('This person is still active. Deactivate them first.');
    const held = await erase(w.held.id);
    expect([held.status, held.body.code]).toEqual([409, 'legal_hold']);
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) expect((await erase(w.leaver.id, body)).status).toBe(400);
    // (the leaver is deactivated: signed out)
    for (const token of [w.manager.token, w.auditor.token]) expect((await erase(w.leaver.id, undefined, token)).status).toBe(403);
    expect((await erase(w.leaver.id, undefined, w.other.root.token)).status).toBe(404);
    expect((await erase('keine-person')).status).toBe(404);
  });

  it('pseudonymises the leaver: nothing in any table names them, the chain verifies, the evidence stays under the pseudonym', async () => {
    await caughtUp();
    beforeErasure = new Date().toISOString();
    // (on PostgreSQL the log's head can stay below another test file's open transaction: ask until the as-of model has it)
    await expect.poll(async () => (await asOf(beforeErasure)).body.rows.map((r) => [r.lastName, r.status]), { timeout: 20_000 }).toEqual([[secrets.lastName, 'completed']]);
    const then = await asOf(beforeErasure);

    const first = await erase(w.leaver.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: w.leaver.id, stage: 'pseudonymised', reason: 'Antrag nach Art. 17 DSGVO', requestedBy: w.admin.id, dateOfBirthKept: false });
    expect(first.body.name).toMatch(/^Person [0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(first.body.redactedEvents).toBeGreaterThan(0);
    // asked again: the same answer, nothing new
    const again = await erase(w.leaver.id, { reason: 'noch einmal' }, w.acme.root.token);
    expect([again.status, again.body]).toEqual([200, first.body]);

    // every text and JSON column of every table, the log and the audit trail included
    const db = w.t.app.kernel.db;
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying', 'json', 'jsonb') ORDER BY 1, 2`,
    );
    expect(columns.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const [what, value] of Object.entries(secrets)) {
        const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM "${table}" WHERE "${column}"::text ILIKE $1`, [`%${value}%`]);
        if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}: ${what}`);
      }
    }
    expect(found).toEqual([]);

    // the chain: the rewritten events counted as erased, nothing broken
    expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), ['audit.chain'])).toBe(true);
    const verify = await w.api<ChainVerificationAnswer>('GET', '/api/audit/verify', { token: w.acme.root.token });
    expect([verify.body.ok, verify.body.breakCount, verify.body.erased]).toEqual([true, 0, first.body.redactedEvents]);

    // the users list and the completions show the pseudonym; the evidence is still there
    const users = await w.api<UsersPage>('GET', `/api/users?search=${encodeURIComponent('Person')}`, { token: w.admin.token });
    expect(users.body.users.map((u) => `${u.firstName} ${u.lastName}`)).toContain(first.body.name);
    const completions = await w.api<{ completions: { trainingId: string }[] }>('GET', `/api/user-completions/${w.leaver.id}`, { token: w.admin.token });
    expect(completions.body.completions.map((c) => c.trainingId)).toEqual([trainingId]);

    // the as-of answer for an instant before the erasure: the pseudonym, with the status it had
    const replay = await asOf(beforeErasure);
    expect(replay.body.rows.map((r) => [`${r.firstName} ${r.lastName}`, r.email, r.status, r.completedAt])).toEqual([[first.body.name, '', 'completed', then.body.rows[0]!.completedAt]]);

    // the page's list of what was done
    const done = await w.api<ErasuresPage>('GET', '/api/data-protection/erasures', { token: w.admin.token });
    expect(done.body.erasures).toEqual([
      { userId: w.leaver.id, name: first.body.name, stage: 'pseudonymised', reason: 'Antrag nach Art. 17 DSGVO', requestedBy: { id: w.admin.id, name: 'Anna Test' }, redactedAt: first.body.redactedAt, redactedEvents: first.body.redactedEvents },
    ]);
    expect((await w.api('GET', '/api/data-protection/erasures', { token: w.manager.token })).status).toBe(403);
  });

  it.skipIf(target !== 'postgres')('rebuilds every read model from the rewritten log to exactly the live rows (PostgreSQL only)', async () => {
    await caughtUp();
    const rebuilt = await rebuildFromLog(w.t.testDb.url!);
    try {
      const cmp = await rebuilt.compare();
      expect(cmp.projections).toBeGreaterThan(20);
      // The chain is no view of the log: it seals the log as it was. Resealed from the rewritten log,
      // the link of the first rewritten event gets the new digest, and every later hash follows it;
      // live, the links keep the original digests and verification counts the events as erased.
      expect(cmp.differences.find((x) => x.table === 'audit_chain_links')?.onlyLive.length).toBeGreaterThan(0);
      // The notification reactors record what they did when an event came (a question's notice gets
      // a new id, a person deactivated since gets no "assigned" notice in a replay): not derived from
      // the log alone, with or without an erasure. Every other table equals its rebuild.
      const reactors = ['audit_chain_links', 'ntf_notifications', 'ntf_mail_outbox'];
      expect(cmp.differences.filter((x) => !reactors.includes(x.table))).toEqual([]);
    } finally {
      await rebuilt.dispose();
    }
  });
});
