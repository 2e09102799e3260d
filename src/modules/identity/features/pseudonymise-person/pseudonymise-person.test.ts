import { describe, expect, it } from 'vitest';
import { redactEvents, verifyChain } from '../../../../platform/audit-chain';
import type { Queryable } from '../../../../platform/db';
import { eventIdFor, newId, type AppendRequest, type EventMetadata } from '../../../../platform/eventstore';
import { PLATFORM_TENANT } from '../../../../platform/kernel';
import { erasureStreamOf, PERSONAL_DATA_REDACTED, type PersonalDataRedactedData, type PersonToRedact } from '../../../../shared/contracts/privacy';
import { dbTargets } from '../../../../../tests/support/db';
import { useApiWorld } from '../../../../../tests/support/world';
import { identityModule } from '../../index';
import { identityEvents, streams, streamTypes } from '../../domain/events';
import { releaseErasedPersonnelNumber, releasePersonnelNumber } from '../../shared/personnel-number-claims';

/*
 * Issue 35 (ADR 0033), identity's part of pseudonymising a person, run as the privacy module runs
 * it: identity's redactions rewritten in place, identity's work in the transaction, the erasure
 * event appended with identity's appends, all in one transaction of `appendWithWork`.
 */

/** Every read model row identity's erasure handling touches (and the mailless lists that follow identity's events), in a stable order. */
const TABLES = ['idn_companies', 'idn_users', 'idn_sessions', 'idn_kiosks', 'idn_user_counts', 'idn_invitation_outbox', 'idn_email_notice_outbox', 'ntf_mailless_users', 'inf_mailless_users'];
const REBUILT = [...identityModule().projections.map((p) => p.name), 'notifications.mailless', 'infolog.mailOutbox'];

async function dump(q: Queryable): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of TABLES) out[t] = (await q.query(`SELECT * FROM ${t} x ORDER BY x::text`)).rows;
  return out;
}

/** Rows of the log (any tenant) whose data or stream id contains `s`, and streams whose id does. */
async function inLog(q: Queryable, s: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT ((SELECT count(*) FROM es_events WHERE data::text ILIKE '%' || $1 || '%' OR stream_id ILIKE '%' || $1 || '%')
           + (SELECT count(*) FROM es_streams WHERE stream_id ILIKE '%' || $1 || '%'))::text AS n`,
    [s],
  );
  return Number(rows[0]!.n);
}

/** Rows of identity's tables that contain `s` anywhere. */
async function inIdentityTables(q: Queryable, s: string): Promise<number> {
  let n = 0;
  for (const t of TABLES.concat('idn_session_activity')) n += (await q.query(`SELECT 1 FROM ${t} x WHERE x::text ILIKE '%' || $1 || '%'`, [s])).rows.length;
  return n;
}

describe.each(dbTargets())('pseudonymising a person: identity’s part (%s)', (target) => {
  const w = useApiWorld(target);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const oldEmail = `jadwiga.${tag.toLowerCase()}@firma.de`;
  const newEmail = `j.kowalczyk.${tag.toLowerCase()}@firma.de`;
  const number = `PN-${tag}`;
  const dateOfBirth = '1987-11-23';

  it('rewrites their events, frees address and number, and the read models live and rebuilt end alike', async () => {
    const { api, acme } = w;
    const k = w.t.app.kernel;
    const identity = w.t.app.modules.identity.facade(k);
    const root = acme.root.token;

    // an adult with address, number and date of birth, signed in once, renamed, moved to another address, deactivated
    const created = await api<{ id: string }>('POST', '/api/users', {
      token: root,
      body: { email: oldEmail, personnelNumber: number, dateOfBirth, firstName: 'Jadwiga', lastName: 'Kowalczyk', password: 'start123', role: 'non-managing' },
    });
    expect(created.status).toBe(201);
    const userId = created.body.id;
    expect((await api('POST', '/api/auth/login', { body: { email: oldEmail, password: 'start123' } })).status).toBe(200);
    expect((await api('PATCH', `/api/users/${userId}`, { token: root, body: { lastName: 'Wiśniewska' } })).status).toBe(200);
    expect((await api('PATCH', `/api/users/${userId}`, { token: root, body: { email: newEmail } })).status).toBe(200);
    expect((await api('PATCH', `/api/users/${userId}/deactivate`, { token: root })).status).toBe(200);
    await k.projections.waitFor(await k.store.headPosition());
    expect((await identity.getUserSummaries([userId])).get(userId)).toMatchObject({ firstName: 'Jadwiga', lastName: 'Wiśniewska' });
    for (const s of [oldEmail, newEmail, number, dateOfBirth, 'Kowalczyk', 'Wiśniewska']) expect(await inLog(k.db, s), s).toBeGreaterThan(0);
    expect((await k.db.query('SELECT 1 FROM idn_email_notice_outbox WHERE user_id = $1', [userId])).rows.length).toBeGreaterThan(0);
    expect((await k.db.query('SELECT 1 FROM idn_sessions WHERE user_id = $1', [userId])).rows.length).toBe(1);

    const facts = await identity.erasureFacts(userId);
    expect(facts).toMatchObject({ companyId: acme.id, role: 'non-managing', isActive: false, isDeleted: false, email: newEmail, personnelNumber: number, dateOfBirth, firstName: 'Jadwiga', lastName: 'Wiśniewska' });

    const metadata: EventMetadata = { actorId: acme.root.id, tenantId: acme.id, commandId: newId(), correlationId: newId(), causationId: null };
    const person: PersonToRedact = {
      userId,
      companyId: acme.id,
      pseudonym: `7F3A-${tag.slice(0, 4)}`,
      email: facts!.email,
      personnelNumber: facts!.personnelNumber,
      dateOfBirthDropped: true,
      erasureEventId: eventIdFor(metadata.commandId, erasureStreamOf(userId), 0),
    };
    const { appended } = await k.store.appendWithWork!([acme.id], async (tx) => {
      const redactions = await redactEvents(tx, acme.id, person.erasureEventId, await identity.personalDataRedactions(person, tx));
      const released = await identity.erasureInTransaction(tx, person);
      // the number's release names no number
      expect(released.map((r) => [r.streamId, r.events.map((e) => [e.type, e.data])])).toEqual([
        [streams.personnelNumber(acme.id, number), [['identity.PersonnelNumberReleased', { companyId: acme.id, personnelNumber: '', userId }]]],
      ]);
      const data: PersonalDataRedactedData = {
        subjectId: userId, pseudonym: person.pseudonym, stage: 'pseudonymised', reason: 'test', requestedBy: acme.root.id,
        redactedAt: k.clock.now().toISOString(), dateOfBirthDropped: true, redactions,
      };
      const erasure: AppendRequest = { tenantId: acme.id, streamId: erasureStreamOf(userId), streamType: 'privacy.Erasure', expectedVersion: 'no_stream', events: [{ type: PERSONAL_DATA_REDACTED, schemaVersion: 1, data }], metadata };
      return { requests: [erasure, ...released], result: undefined };
    });
    await k.projections.waitFor(appended.at(-1)!.position);

    // nothing of them is left in the log (any tenant) nor in identity's tables
    for (const s of [oldEmail, newEmail, number, dateOfBirth, 'Jadwiga', 'Kowalczyk', 'Wiśniewska']) {
      expect(await inLog(k.db, s), `log: ${s}`).toBe(0);
      expect(await inIdentityTables(k.db, s), `tables: ${s}`).toBe(0);
    }
    const { rows: users } = await k.db.query('SELECT first_name, last_name, email, personnel_number, date_of_birth, is_active FROM idn_users WHERE id = $1', [userId]);
    expect(users).toEqual([{ first_name: 'Person', last_name: person.pseudonym, email: '', personnel_number: null, date_of_birth: null, is_active: false }]);
    expect((await identity.getUserSummaries([userId])).get(userId)).toMatchObject({ firstName: 'Person', lastName: person.pseudonym });
    expect((await k.db.query('SELECT 1 FROM idn_sessions WHERE user_id = $1', [userId])).rows).toEqual([]);
    const { rows: counts } = await k.db.query<{ kept: string; counted: string }>(
      `SELECT (SELECT n FROM idn_user_counts WHERE company_id = $1)::text AS kept, (SELECT count(*) FROM idn_users WHERE company_id = $1 AND deleted_at IS NULL)::text AS counted`,
      [acme.id],
    );
    expect(counts[0]!.kept).toBe(counts[0]!.counted);
    // the chain accepts the rewritten events (listed by the erasure with their new digests)
    const chain = await verifyChain(k.db, acme.id);
    expect({ ok: chain.ok, breaks: chain.breakCount }).toEqual({ ok: true, breaks: 0 });
    expect(chain.erased).toBeGreaterThan(0);
    // the job's leavers are those not pseudonymised yet
    expect((await identity.leaverIds(acme.id, new Date(Date.now() + 86_400_000), [])).includes(userId)).toBe(false);

    // a rebuild from zero replays the rewritten events and then the erasure: the same rows as live
    const live = await dump(k.db);
    for (const name of REBUILT) await k.projections.rebuild(name);
    expect(await dump(k.db)).toEqual(live);

    // the addresses and the number are free again: another person gets the new address and the number, a third the old address
    const next = await api('POST', '/api/users', { token: root, body: { email: newEmail, personnelNumber: number, firstName: 'Nina', lastName: 'Neu', password: 'start123', role: 'non-managing' } });
    expect(next.status).toBe(201);
    expect((await api('POST', '/api/users', { token: root, body: { email: oldEmail, firstName: 'Olga', lastName: 'Alt', password: 'start123', role: 'non-managing' } })).status).toBe(201);
  });

  it('keeps a number claimed on a stream named in clear (before issue 35) on that stream, and releases it there', async () => {
    const { api, acme } = w;
    const k = w.t.app.kernel;
    const legacy = `LG-${tag}`;
    const inClear = streams.personnelNumberInClear(acme.id, legacy);
    const metadata: EventMetadata = { actorId: null, tenantId: acme.id, commandId: newId(), correlationId: newId(), causationId: null };
    await k.store.append({
      tenantId: acme.id, streamId: inClear, streamType: streamTypes.personnelNumber, expectedVersion: 'no_stream', metadata,
      events: [identityEvents.encode({ type: 'identity.PersonnelNumberClaimed', data: { companyId: acme.id, personnelNumber: legacy, userId: 'u-before' } })],
    });
    const worker = { personnelNumber: legacy.toLowerCase(), firstName: 'Lena', lastName: 'Lang', role: 'non-managing' };
    expect((await api('POST', '/api/users', { token: acme.root.token, body: worker })).status).toBe(409);

    await k.store.appendMany(await releasePersonnelNumber(k, acme.id, legacy, 'u-before', { ...metadata, commandId: newId() }));
    const lena = await api<{ id: string }>('POST', '/api/users', { token: acme.root.token, body: worker });
    expect(lena.status).toBe(201);
    expect((await k.store.readStream(acme.id, inClear)).map((r) => r.type)).toEqual(['identity.PersonnelNumberClaimed', 'identity.PersonnelNumberReleased', 'identity.PersonnelNumberClaimed']);
    expect(await k.store.readStream(acme.id, streams.personnelNumber(acme.id, legacy))).toEqual([]);

    // an erasure releases it on that stream too, without the number in the event
    const release = await k.db.transaction((tx) => releaseErasedPersonnelNumber(tx, acme.id, legacy, lena.body.id, metadata));
    expect(release.map((r) => [r.streamId, r.expectedVersion, r.events[0]!.data])).toEqual([[inClear, 3, { companyId: acme.id, personnelNumber: '', userId: lena.body.id }]]);
  });

  it('finds e-mail claims by holder: an old address someone else holds now keeps their claim, only the person’s go', async () => {
    const { api, acme } = w;
    const k = w.t.app.kernel;
    const a = `a.${tag.toLowerCase()}@firma.de`;
    const mover = await api<{ id: string }>('POST', '/api/users', { token: acme.root.token, body: { email: a, firstName: 'Mia', lastName: 'Mover', password: 'start123', role: 'non-managing' } });
    expect((await api('PATCH', `/api/users/${mover.body.id}`, { token: acme.root.token, body: { email: `b.${tag.toLowerCase()}@firma.de` } })).status).toBe(200);
    const taker = await api<{ id: string }>('POST', '/api/users', { token: acme.root.token, body: { email: a, firstName: 'Tom', lastName: 'Taker', password: 'start123', role: 'non-managing' } });
    expect(taker.status).toBe(201);

    const person: PersonToRedact = { userId: mover.body.id, companyId: acme.id, pseudonym: 'AAAA-BBBB', email: `b.${tag.toLowerCase()}@firma.de`, personnelNumber: null, dateOfBirthDropped: true, erasureEventId: newId() };
    await k.db.transaction((tx) => w.t.app.modules.identity.facade(k).erasureInTransaction(tx, person));
    const claims = (await k.store.readStream(PLATFORM_TENANT, streams.email(a))).map((r) => [r.type, (r.data as { userId: string }).userId]);
    expect(claims).toEqual([['identity.EmailClaimed', taker.body.id]]);
    expect(await k.store.readStream(PLATFORM_TENANT, streams.email(person.email))).toEqual([]);
    // the stream kept its version: the holder can still let the address go (a claim's expected version is its last event's)
    expect((await api('PATCH', `/api/users/${taker.body.id}`, { token: acme.root.token, body: { email: `c.${tag.toLowerCase()}@firma.de` } })).status).toBe(200);
  });
});
