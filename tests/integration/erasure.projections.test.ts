import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';
import { completeTraining, publishedTraining } from '../support/learning-steps';
import { erasureData, logRewrites, rewriteLog, type Erasure } from '../support/erasure';
import type { TestUser } from '../support/company';
import { eventIdFor, newId, type EventMetadata } from '../../src/platform/eventstore';
import { erasureStreamOf, PERSONAL_DATA_REDACTED } from '../../src/shared/contracts/privacy';
import type { TrailPage } from '../../src/shared/contracts/audit';
import { complianceTables } from '../../projections/compliance/schema';
import { asOfTables } from '../../projections/audit/as-of/schema';
import { trailTables } from '../../projections/audit/trail/schema';

/** The read models outside identity that copy a person's name, address, number or date of birth, with their tables. */
const READ_MODELS: Readonly<Record<string, readonly string[]>> = {
  compliance: complianceTables,
  'audit.as-of': asOfTables,
  'audit.trail': trailTables,
  'organization.people': ['org_people'],
  'learning.birth-dates': ['learn_birth_dates'],
  'notifications.mailless': ['ntf_mailless_users', 'ntf_deleted_users'],
  'infolog.mailOutbox': ['inf_mailless_users', 'inf_deleted_users', 'inf_mail_messages'],
};

/*
 * Issue 35 (ADR 0033 section 4): the erasure event `privacy.PersonalDataRedacted` appended through
 * the store after a person's history (renamed, new address, personnel numbers, dates of birth, a
 * unit, a completion, a message, deactivated or deleted). Every read model that copies their
 * personal data then names them by their pseudonym only, the others stay as they were, and a
 * rebuild of each from the rewritten log (identity's events rewritten in es_events) ends in exactly
 * the live rows.
 */
describe.each(dbTargets())('read models after a pseudonymisation on %s', (target) => {
  const w = useApiWorld(target, { users: { admin: ['admin', 'Anna'], manager: ['manager', 'Jonas'], bernd: ['non-managing', 'Bernd'], carla: ['non-managing', 'Carla'], dora: ['non-managing', 'Dora'] } });
  const k = () => w.t.app.kernel;
  const q = async (sql: string, params: unknown[] = []) => (await k().db.query(sql, params)).rows;
  /** Bernd: renamed, numbers and dates of birth, deactivated, pseudonymised without his date of birth; Dora: deleted, pseudonymised with hers. */
  const who: Record<'bernd' | 'dora', Erasure> = {
    bernd: { subjectId: '', pseudonym: '7F3A-91C2', dateOfBirthDropped: true, reason: 'Ausgeschieden' },
    dora: { subjectId: '', pseudonym: '0B1D-A55E', dateOfBirthDropped: false, reason: 'Ausgeschieden' },
  };
  const rewrites: { eventId: string; data: Record<string, unknown> }[] = [];
  let bernd: TestUser;
  let unit: string;
  let oldEmail: string;

  const edit = async (u: TestUser, body: Record<string, unknown>) => expect((await w.api('PATCH', `/api/users/${u.id}`, { token: w.admin.token, body })).status).toBe(200);
  const snapshot = async () => {
    const out: Record<string, string[]> = {};
    for (const table of Object.values(READ_MODELS).flat()) out[table] = (await q(`SELECT * FROM ${table}`)).map((r) => JSON.stringify(r)).sort();
    out.inf_mail_outbox = (await q('SELECT message_id, user_id, company_id, lang FROM inf_mail_outbox')).map((r) => JSON.stringify(r)).sort();
    return out;
  };
  /** Rows of the read models' tables (and the infolog outbox) that contain `s` anywhere. */
  const rowsWith = async (s: string) => {
    const found: string[] = [];
    for (const table of [...Object.values(READ_MODELS).flat(), 'inf_mail_outbox']) {
      const n = (await q(`SELECT 1 FROM ${table} x WHERE x::text ILIKE '%' || $1 || '%'`, [s])).length;
      if (n > 0) found.push(`${table}: ${n}`);
    }
    return found;
  };

  beforeAll(async () => {
    bernd = w.bernd;
    oldEmail = bernd.email;
    who.bernd = { ...who.bernd, subjectId: bernd.id, requestedBy: w.admin.id };
    who.dora = { ...who.dora, subjectId: w.dora.id, requestedBy: w.admin.id };
    const training = await publishedTraining(w.api, w.manager, 'Brandschutz', {}, 'Merkblatt');
    unit = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Baustelle Nord' } })).body.id;
    for (const u of [bernd, w.carla, w.dora]) expect((await w.api('POST', `/api/user-groups/${unit}/members`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${unit}/trainings`, { token: w.manager.token, body: { trainingId: training, weeks: 2 } })).status).toBe(201);
    await edit(bernd, { firstName: 'Bernhard', lastName: 'Berger', email: 'bernhard.berger@firma.de', personnelNumber: 'P-77', dateOfBirth: '1990-05-05' });
    await edit(bernd, { personnelNumber: 'P-78', dateOfBirth: '1990-05-06' });
    await edit(w.carla, { personnelNumber: 'PN-CARLA', dateOfBirth: '1992-02-02' });
    await edit(w.dora, { personnelNumber: 'PN-DORA', dateOfBirth: '1991-01-01' });
    await completeTraining(w.api, bernd, training);
    expect((await w.api('POST', `/api/user-groups/${unit}/changelog`, { token: w.manager.token, body: { title: 'Neue Leiter', message: 'Ab Montag.' } })).status).toBeLessThan(300);
    expect((await w.api('PATCH', `/api/users/${bernd.id}/deactivate`, { token: w.admin.token })).status).toBe(200);
    expect((await w.api('DELETE', `/api/users/${w.dora.id}`, { token: w.admin.token })).status).toBeLessThan(300);
    expect(await k().projections.waitFor(await k().store.headPosition(), undefined, 20_000)).toBe(true);
    expect((await q('SELECT user_id FROM inf_mail_outbox WHERE user_id = $1', [bernd.id])).length).toBe(1);
    expect(await rowsWith('Berger')).not.toEqual([]);
  });

  it('names the person by the pseudonym only, in every read model that copies them, and leaves the others as they were', async () => {
    let position = '';
    for (const x of Object.values(who)) {
      const metadata: EventMetadata = { actorId: w.admin.id, tenantId: w.acme.id, commandId: newId(), correlationId: newId(), causationId: null };
      const streamId = erasureStreamOf(x.subjectId);
      const mine = await logRewrites(k().db, w.acme.id, x, eventIdFor(metadata.commandId, streamId, 0));
      rewrites.push(...mine);
      const data = erasureData(x, mine.map((r) => r.eventId), new Date().toISOString());
      position = (await k().store.append({ tenantId: w.acme.id, streamId, streamType: 'privacy.Erasure', expectedVersion: 'no_stream', events: [{ type: PERSONAL_DATA_REDACTED, schemaVersion: 1, data }], metadata })).position;
    }
    expect(await k().projections.waitFor(position, undefined, 20_000)).toBe(true);

    // nothing of Bernd's names, addresses, numbers or dates of birth, nor of Dora's names and address
    for (const s of ['Bernd', 'Bernhard', 'Berger', oldEmail, 'bernhard.berger@', 'P-77', 'P-78', '1990-05-0', 'Dora', w.dora.email, 'PN-DORA']) expect(await rowsWith(s), s).toEqual([]);
    const person = ['Person', '7F3A-91C2', ''];
    expect((await q('SELECT first_name, last_name, email, date_of_birth FROM cmp_people WHERE user_id = $1', [bernd.id])).map(Object.values)).toEqual([[...person, null]]);
    expect((await q('SELECT first_name, last_name, email FROM aof_people WHERE user_id = $1', [bernd.id])).map(Object.values)).toEqual([person]);
    expect((await q('SELECT first_name, last_name, email, is_active FROM org_people WHERE user_id = $1', [bernd.id])).map(Object.values)).toEqual([[...person, false]]);
    expect((await q('SELECT first_name, last_name FROM aud_people WHERE user_id = $1', [bernd.id])).map(Object.values)).toEqual([['Person', '7F3A-91C2']]);
    expect(await q('SELECT 1 FROM aof_birth_dates WHERE user_id = $1', [bernd.id])).toEqual([]);
    expect(await q('SELECT date_of_birth FROM learn_birth_dates WHERE user_id = $1', [bernd.id])).toEqual([{ date_of_birth: null }]);
    // Dora keeps her date of birth (a minor here once, say): only her names and address go
    expect((await q('SELECT date_of_birth::text AS d FROM cmp_people WHERE user_id = $1', [w.dora.id])).map((r) => r.d)).toEqual(['1991-01-01']);
    expect((await q('SELECT date_of_birth FROM aof_birth_dates WHERE user_id = $1', [w.dora.id])).map((r) => r.date_of_birth)).toEqual(['1991-01-01']);
    expect((await q('SELECT date_of_birth FROM learn_birth_dates WHERE user_id = $1', [w.dora.id])).map((r) => r.date_of_birth)).toEqual(['1991-01-01']);
    // the trail: every row Bernd acted in or is the person of names the pseudonym; the rewritten events' rows say what those say now
    const trail = await q('SELECT kind, actor_id, actor_name, user_id, user_name, data FROM aud_trail WHERE $1 IN (actor_id, user_id)', [bernd.id]);
    expect(trail.length).toBeGreaterThan(8);
    for (const r of trail) {
      if (r.actor_id === bernd.id) expect(r.actor_name).toBe('Person 7F3A-91C2');
      if (r.user_id === bernd.id) expect(r.user_name).toBe('Person 7F3A-91C2');
    }
    const data = (kind: string) => trail.filter((r) => r.kind === kind && r.user_id === bernd.id).map((r) => r.data);
    expect(data('user.profile_changed')).toEqual([{ firstName: 'Person', lastName: '7F3A-91C2', email: '' }]);
    expect(data('user.personnel_number_changed')).toEqual([
      { personnelNumber: null, previousPersonnelNumber: null },
      { personnelNumber: null, previousPersonnelNumber: null },
    ]);
    expect(data('user.date_of_birth_changed')).toEqual([
      { set: false, previouslySet: false },
      { set: false, previouslySet: false },
    ]);
    expect((await q("SELECT data FROM aud_trail WHERE user_id = $1 AND kind = 'user.date_of_birth_changed'", [w.dora.id])).map((r) => r.data)).toEqual([{ set: true, previouslySet: false }]);
    const lines = await w.api<TrailPage>('GET', `/api/audit/events?type=privacy.personal_data_redacted&userId=${bernd.id}`, { token: w.admin.token });
    expect(lines.body.items.map((i) => [i.actor.name, i.text])).toEqual([['Anna Test', "Personenbezogene Daten pseudonymisiert (Grund: 'Ausgeschieden')"]]);
    // without an address from now on (Dora, deleted, is on no list); no mail of theirs waits
    expect((await q('SELECT user_id FROM ntf_mailless_users WHERE user_id = ANY($1::text[])', [[bernd.id, w.dora.id]])).map((r) => r.user_id)).toEqual([bernd.id]);
    expect((await q('SELECT user_id FROM inf_mailless_users WHERE user_id = ANY($1::text[])', [[bernd.id, w.dora.id]])).map((r) => r.user_id)).toEqual([bernd.id]);
    expect(await q('SELECT 1 FROM inf_mail_outbox WHERE user_id = ANY($1::text[])', [[bernd.id, w.dora.id]])).toEqual([]);
    expect(await q('SELECT 1 FROM ntf_mail_outbox WHERE user_id = ANY($1::text[])', [[bernd.id, w.dora.id]])).toEqual([]);
    expect(await q('SELECT 1 FROM ntf_notifications WHERE user_id = $1 AND mail_key IS NOT NULL', [bernd.id])).toEqual([]);
    // Carla as she was
    expect((await q('SELECT first_name, email, date_of_birth::text AS d FROM cmp_people WHERE user_id = $1', [w.carla.id])).map(Object.values)).toEqual([['Carla', w.carla.email, '1992-02-02']]);
    expect((await q('SELECT first_name FROM org_people WHERE user_id = $1', [w.carla.id])).map((r) => r.first_name)).toEqual(['Carla']);
    expect((await q('SELECT user_name FROM aud_trail WHERE user_id = $1', [w.carla.id])).every((r) => r.user_name === 'Carla Test')).toBe(true);
    expect((await q('SELECT user_id FROM inf_mail_outbox WHERE user_id = $1', [w.carla.id])).length).toBe(1);
    expect(await rowsWith('PN-CARLA')).toEqual(['aud_trail: 1']);
  });

  it('rebuilds each of them from the rewritten log to exactly the live rows', async () => {
    const live = await snapshot();
    await rewriteLog(k().db, rewrites);
    for (const name of Object.keys(READ_MODELS)) await k().projections.rebuild(name);
    expect(await snapshot()).toEqual(live);
  });
});
