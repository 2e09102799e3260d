import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import { PostgresEventStore, START_POSITION, comparePositions, eventIdFor, eventStoreMigrations, newId, type AppendRequest } from '../eventstore';
import { PLATFORM_TENANT } from '../kernel';
import { ProjectionRunner, projectionMigrations } from '../projections';
import { AUDIT_CHAIN_PROJECTION, auditChain, auditChainMigrations, auditChainProjection, chainHead, findChainLink, sha256Hex, verifyChain } from './index';

const A = 'company-a';
const B = 'company-b';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function request(tenantId: string, streamId: string, events: Array<{ type: string; data?: unknown }>): AppendRequest {
  const commandId = newId();
  return {
    tenantId,
    streamId,
    streamType: 'test.Thing',
    expectedVersion: 'any',
    events: events.map((e) => ({ type: e.type, schemaVersion: 1, data: e.data ?? {} })),
    metadata: { actorId: 'u1', tenantId, commandId, correlationId: commandId, causationId: null },
  };
}

describe.each(dbTargets())('audit chain (%s)', (target) => {
  let t: TestDb;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  let written = START_POSITION;

  beforeEach(async () => {
    t = await createTestDb(target, [...eventStoreMigrations, ...projectionMigrations, ...auditChainMigrations]);
    store = new PostgresEventStore(t.db);
    runner = new ProjectionRunner(t.db, [auditChainProjection], { log: () => undefined });
    await runner.init();
    written = START_POSITION;
  });
  afterEach(async () => {
    await runner.stop();
    await t.drop();
  });

  async function append(r: AppendRequest): Promise<string> {
    const { position } = await store.append(r);
    if (comparePositions(position, written) > 0) written = position;
    return position;
  }

  /** Waits until everything written is visible (pg_snapshot_xmin is cluster-wide on a shared server), then seals it. */
  async function seal(): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (comparePositions(await store.headPosition(), written) < 0) {
      if (Date.now() > deadline) throw new Error('events did not become visible');
      await sleep(10);
    }
    await runner.catchUp();
  }

  /** Eight events of A (three streams, umlauts and nesting in the data), three of B, two of the platform. */
  async function seedLog(): Promise<string[]> {
    await append(request(A, 'a-1', [{ type: 'test.Created', data: { name: 'Brandschutz', nested: { ä: [1, 2, { x: null }] } } }, { type: 'test.Renamed', data: { name: 'Erste Hilfe' } }]));
    await append(request(B, 'b-1', [{ type: 'test.Created', data: { name: 'B' } }]));
    await append(request(PLATFORM_TENANT, 'email-x', [{ type: 'identity.EmailClaimed', data: { email: 'x@y.de' } }, { type: 'identity.EmailReleased' }]));
    await append(request(A, 'a-2', [{ type: 'test.Created', data: { n: 1.5 } }, { type: 'test.Changed', data: { n: 2 } }, { type: 'test.Changed', data: { n: 3 } }]));
    await append(request(B, 'b-1', [{ type: 'test.Renamed', data: { name: 'BB' } }, { type: 'test.Renamed', data: { name: 'BBB' } }]));
    await append(request(A, 'a-3', [{ type: 'test.Created' }, { type: 'test.Done', data: { at: '2026-11-24' } }, { type: 'test.Done', data: { again: true } }]));
    await seal();
    const { rows } = await t.db.query<{ event_id: string }>(`SELECT event_id::text AS event_id FROM es_events WHERE tenant_id = $1 ORDER BY global_position`, [A]);
    return rows.map((r) => r.event_id);
  }

  it('an untouched log verifies: one chain per company in commit order, none for the platform tenant', async () => {
    await seedLog();
    const a = await verifyChain(t.db, A);
    expect(a).toMatchObject({ companyId: A, ok: true, checked: 8, pending: 0, breaks: [], breakCount: 0 });
    expect(a.head).toEqual(await chainHead(t.db, A));
    expect(a.head!.seq).toBe(8);
    expect(await verifyChain(t.db, B)).toMatchObject({ ok: true, checked: 3, pending: 0 });
    await expect(verifyChain(t.db, PLATFORM_TENANT)).rejects.toThrow(/no chain/);
    expect(await chainHead(t.db, PLATFORM_TENANT)).toBeNull();
    expect(await chainHead(t.db, 'nobody')).toBeNull();
    // links follow commit order and number 1..n per company
    const { rows } = await t.db.query<{ company_id: string; seq: string; global_position: string }>(
      'SELECT company_id, seq::text AS seq, global_position::text AS global_position FROM audit_chain_links ORDER BY audit_chain_links.company_id, audit_chain_links.seq',
    );
    const ofA = rows.filter((r) => r.company_id === A);
    expect(ofA.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ofA.map((r) => Number(r.global_position))).toEqual([...ofA.map((r) => Number(r.global_position))].sort((x, y) => x - y));
    // the stored digest is sha256 of the jsonb as PostgreSQL prints it
    const { rows: d } = await t.db.query<{ data: string; digest: string }>(
      `SELECT e.data::text AS data, l.data_digest AS digest FROM es_events e JOIN audit_chain_links l USING (event_id) WHERE l.company_id = $1 AND l.seq = 1`,
      [A],
    );
    expect(d[0]!.digest).toBe(sha256Hex(d[0]!.data));
    // a small batch size walks the same chain
    expect(await verifyChain(t.db, A, { batchSize: 3 })).toEqual(a);
  });

  it('events not sealed yet are pending, not breaks', async () => {
    await seedLog();
    await append(request(A, 'a-4', [{ type: 'test.Created' }, { type: 'test.Created' }]));
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: true, checked: 8, breakCount: 0 });
    // visible at once on PGlite; on a shared server, once the cluster's snapshot passes it
    await seal();
    const sealed = await verifyChain(t.db, A);
    expect(sealed).toMatchObject({ ok: true, checked: 10, pending: 0 });
    expect(v.pending).toBe(2);
    // the head is the tenth link (numbers compare as numbers, not as text)
    expect(sealed.head!.seq).toBe(10);
    expect((await chainHead(t.db, A))!.seq).toBe(10);
    expect((await findChainLink(t.db, A, sealed.head!.hash))!.seq).toBe(10);
  });

  const alterations: Array<[string, string]> = [
    ['data', `data = jsonb_set(data, '{n}', '4')`],
    ['metadata', `metadata = jsonb_set(metadata, '{actorId}', '"someone-else"')`],
    ['type', `event_type = 'test.Deleted'`],
    ['stream', `stream_id = 'a-9'`],
    ['version', `stream_version = 99`],
    ['time', `recorded_at = recorded_at - interval '1 day'`],
  ];
  it.each(alterations)('an altered %s is detected and named', async (field, set) => {
    const ids = await seedLog();
    await t.db.query(`UPDATE es_events SET ${set} WHERE event_id = $1`, [ids[3]]);
    await runner.catchUp();
    const v = await verifyChain(t.db, A);
    expect(v.ok).toBe(false);
    expect(v.breakCount).toBe(1);
    expect(v.breaks[0]).toMatchObject({ kind: 'altered', reason: 'changed', seq: 4, eventId: ids[3], changed: [field] });
    expect(await verifyChain(t.db, B)).toMatchObject({ ok: true });
  });

  it('an event inserted into the sealed part of the log is detected (and never sealed afterwards)', async () => {
    const ids = await seedLog();
    // a copy of an early event, placed in that event's transaction: it sits between sealed events
    const forged = newId();
    await t.db.query(
      `INSERT INTO es_events (epoch, tx_id, tenant_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at)
       SELECT epoch, tx_id, tenant_id, stream_id, 50, $2::uuid, 'test.Completed', schema_version, '{"forged": true}', metadata, recorded_at
         FROM es_events WHERE event_id = $1`,
      [ids[1], forged],
    );
    await seal();
    const v = await verifyChain(t.db, A);
    expect(v.ok).toBe(false);
    expect(v.breaks).toEqual([expect.objectContaining({ kind: 'inserted', reason: 'no_link', seq: null, eventId: forged, eventType: 'test.Completed', streamId: 'a-1' })]);
    expect(v.checked).toBe(8);
  });

  it('a deleted event is detected', async () => {
    const ids = await seedLog();
    await t.db.query('DELETE FROM es_events WHERE event_id = $1', [ids[5]]);
    const v = await verifyChain(t.db, A);
    expect(v.ok).toBe(false);
    expect(v.breaks).toEqual([expect.objectContaining({ kind: 'deleted', reason: 'missing_event', seq: 6, eventId: ids[5], eventType: 'test.Created', streamId: 'a-3' })]);
  });

  it('names the first break first, across kinds', async () => {
    const ids = await seedLog();
    await t.db.query(`UPDATE es_events SET data = '{"n": 7}' WHERE event_id = $1`, [ids[6]]);
    await t.db.query('DELETE FROM es_events WHERE event_id = $1', [ids[4]]);
    const forged = newId();
    await t.db.query(
      `INSERT INTO es_events (epoch, tx_id, tenant_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
       SELECT epoch, tx_id, tenant_id, stream_id, 77, $2::uuid, event_type, schema_version, data, metadata FROM es_events WHERE event_id = $1`,
      [ids[1], forged],
    );
    const v = await verifyChain(t.db, A);
    expect(v.breakCount).toBe(3);
    expect(v.breaks.map((b) => [b.kind, b.eventId])).toEqual([
      ['inserted', forged],
      ['deleted', ids[4]],
      ['altered', ids[6]],
    ]);
    expect((await verifyChain(t.db, A, { maxBreaks: 1 })).breaks).toHaveLength(1);
  });

  it('a rewritten link is detected; a rewritten chain verifies but loses the old head (the anchor outside)', async () => {
    const ids = await seedLog();
    const printed = (await chainHead(t.db, A))!;
    expect(await findChainLink(t.db, A, printed.hash.slice(0, 16))).toEqual(printed);
    expect(await findChainLink(t.db, A, 'deadbeefdeadbeef')).toBeNull();
    expect(await findChainLink(t.db, B, printed.hash.slice(0, 16))).toBeNull();
    await append(request(A, 'a-5', [{ type: 'test.Later' }]));
    await seal();
    // the printed head is still in the chain: nothing before it was truncated
    expect(await findChainLink(t.db, A, printed.hash)).toMatchObject({ seq: 8, hash: printed.hash });

    // an attacker alters data and the link's digest, but cannot make the hashes agree without rewriting on
    await t.db.query(`UPDATE es_events SET data = '{"n": 0}' WHERE event_id = $1`, [ids[2]]);
    const { rows } = await t.db.query<{ d: string }>(`SELECT encode(sha256(convert_to(data::text, 'UTF8')), 'hex') AS d FROM es_events WHERE event_id = $1`, [ids[2]]);
    await t.db.query('UPDATE audit_chain_links SET data_digest = $2 WHERE event_id = $1', [ids[2], rows[0]!.d]);
    const v = await verifyChain(t.db, A);
    expect(v.breaks[0]).toMatchObject({ kind: 'altered', seq: 3, changed: ['link'] });

    // … so it rewrites every link from there on (it knows the format): the chain verifies again,
    // but the head printed on an old PDF is no longer in it
    await t.db.query('DELETE FROM audit_chain_links WHERE company_id = $1 AND seq >= 3', [A]);
    await t.db.query(`UPDATE projection_checkpoints SET position = $2 WHERE name = $1`, [AUDIT_CHAIN_PROJECTION, START_POSITION]);
    await runner.init();
    await runner.catchUp();
    expect(await verifyChain(t.db, A)).toMatchObject({ ok: true, checked: 9 });
    expect(await findChainLink(t.db, A, printed.hash.slice(0, 16))).toBeNull();
  });

  it('truncating the end of the log (events and links) loses the old head', async () => {
    await seedLog();
    const printed = (await chainHead(t.db, A))!;
    await t.db.query(`DELETE FROM es_events WHERE event_id IN (SELECT event_id FROM audit_chain_links WHERE company_id = $1 AND seq >= 7)`, [A]);
    await t.db.query('DELETE FROM audit_chain_links WHERE company_id = $1 AND seq >= 7', [A]);
    expect(await verifyChain(t.db, A)).toMatchObject({ ok: true, checked: 6 });
    expect(await findChainLink(t.db, A, printed.hash.slice(0, 16))).toBeNull();
  });

  it('is idempotent; a rebuild keeps the chain and seals nothing twice', async () => {
    await seedLog();
    const head = await chainHead(t.db, A);
    const events = await store.readAll({ limit: 100 });
    await t.db.transaction((tx) => auditChainProjection.apply(events, tx));
    await runner.rebuild(AUDIT_CHAIN_PROJECTION);
    expect(await chainHead(t.db, A)).toEqual(head);
    expect(await verifyChain(t.db, A)).toMatchObject({ ok: true, checked: 8 });
  });

  it('deleting a company deletes its chain; the others still verify', async () => {
    await seedLog();
    await t.db.transaction(async (tx) => {
      await auditChain().purgeTenant!(tx, A, undefined as never);
      await tx.query('DELETE FROM es_events WHERE tenant_id = $1', [A]);
    });
    expect(await verifyChain(t.db, A)).toMatchObject({ ok: true, checked: 0, head: null });
    expect(await verifyChain(t.db, B)).toMatchObject({ ok: true, checked: 3 });
  });

  // PGlite is one connection: two open transactions need real PostgreSQL.
  it.skipIf(target !== 'postgres')('never skips a late commit: the lower position committed later is sealed, in commit order', async () => {
    const early = new pg.Client({ connectionString: t.url });
    await early.connect();
    try {
      await seedLog();
      // the transaction that takes its position first commits last
      await early.query('BEGIN');
      const late = request(A, 'late', [{ type: 'test.Late', data: { n: 1 } }]);
      const lateId = eventIdFor(late.metadata.commandId, 'late', 0);
      const { rows } = await early.query<{ position: string }>(
        `SELECT epoch || '/' || tx_id || '/' || global_position AS position FROM es_append($1, $2, $3, NULL, $4::jsonb)`,
        [A, 'late', 'test.Thing', JSON.stringify([{ id: lateId, type: 'test.Late', schemaVersion: 1, data: { n: 1 }, metadata: late.metadata }])],
      );
      const latePosition = rows[0]!.position;
      const laterPosition = await append(request(A, 'quick', [{ type: 'test.Quick' }]));
      expect(comparePositions(latePosition, laterPosition)).toBe(-1);
      await runner.catchUp();
      // the committed event waits behind the open transaction: nothing is sealed past it
      expect((await chainHead(t.db, A))!.seq).toBe(8);

      await early.query('COMMIT');
      if (comparePositions(latePosition, written) > 0) written = latePosition;
      await seal();
      const { rows: links } = await t.db.query<{ seq: string; event_type: string; commit_position: string }>(
        `SELECT seq::text AS seq, event_type, commit_position FROM audit_chain_links WHERE company_id = $1 AND seq > 8 ORDER BY audit_chain_links.seq`,
        [A],
      );
      // both chained, in the order the runner reads (commit order: epoch, tx_id, global_position)
      expect(links.map((l) => [Number(l.seq), l.event_type, l.commit_position])).toEqual([
        [9, 'test.Late', latePosition],
        [10, 'test.Quick', laterPosition],
      ]);
      expect(await verifyChain(t.db, A)).toMatchObject({ ok: true, checked: 10, pending: 0 });
    } finally {
      await early.query('ROLLBACK').catch(() => undefined);
      await early.end();
    }
  });
});
