import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import type { Queryable } from '../db';
import { PostgresEventStore, START_POSITION, appendPayload, comparePositions, eventIdFor, eventStoreMigrations, newId, type AppendRequest } from '../eventstore';
import { ProjectionRunner, projectionMigrations } from '../projections';
import { REDACTION_EVENT_TYPE, auditChainMigrations, auditChainProjection, redactEvents, sha256Hex, verifyChain, type Redaction, type RedactionItem } from './index';

const A = 'company-a';
const B = 'company-b';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function request(tenantId: string, streamId: string, events: Array<{ type: string; data?: unknown }>, commandId = newId()): AppendRequest {
  return {
    tenantId,
    streamId,
    streamType: 'test.Thing',
    expectedVersion: 'any',
    events: events.map((e) => ({ type: e.type, schemaVersion: 1, data: e.data ?? {} })),
    metadata: { actorId: 'u1', tenantId, commandId, correlationId: commandId, causationId: null },
  };
}

/** The erasure's own data as the privacy module would write it (verification reads only `redactions`). */
const erasureData = (redactions: readonly Redaction[]) => ({ subjectId: 'u-7', pseudonym: 'Person 7f3a', reason: 'request', requestedBy: 'u1', stage: 'pseudonymised', redactions });

describe.each(dbTargets())('GDPR redaction in the audit chain (%s)', (target) => {
  let t: TestDb;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  let written = START_POSITION;
  /** Event ids of A in commit order: 0 and 1 name the person (stream a-1), 2 and 3 do not (stream a-2). */
  let ids: string[];

  const noteWritten = (position: string) => {
    if (comparePositions(position, written) > 0) written = position;
  };

  async function append(r: AppendRequest): Promise<void> {
    noteWritten((await store.append(r)).position);
  }

  /** Appends inside an open transaction (as a command handler appends the erasure with the redaction). */
  async function appendIn(tx: Queryable, r: AppendRequest): Promise<void> {
    const { rows } = await tx.query<{ position: string }>(
      `SELECT epoch || '/' || tx_id || '/' || global_position AS position FROM es_append($1, $2, $3, NULL, $4::jsonb)`,
      [r.tenantId, r.streamId, r.streamType, appendPayload(r)],
    );
    noteWritten(rows[0]!.position);
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

  /**
   * One erasure as the privacy module will run it: redacts the events and appends the erasure
   * event listing the digests, in one transaction; then seals. `list` may tamper with the listing.
   */
  async function erase(items: RedactionItem[], list: (r: Redaction[]) => readonly Redaction[] = (r) => r): Promise<{ erasureId: string; listed: Redaction[] }> {
    const commandId = newId();
    const stream = `privacy-${commandId}`;
    const erasureId = eventIdFor(commandId, stream, 0);
    const listed = await t.db.transaction(async (tx) => {
      const r = await redactEvents(tx, A, erasureId, items);
      await appendIn(tx, request(A, stream, [{ type: REDACTION_EVENT_TYPE, data: erasureData(list(r)) }], commandId));
      return r;
    });
    await seal();
    return { erasureId, listed };
  }

  const row = async (eventId: string) =>
    (
      await t.db.query<{ data: string; metadata: string; stream_id: string; stream_version: number; event_type: string }>(
        'SELECT data::text AS data, metadata::text AS metadata, stream_id, stream_version, event_type FROM es_events WHERE event_id = $1',
        [eventId],
      )
    ).rows[0]!;

  beforeEach(async () => {
    t = await createTestDb(target, [...eventStoreMigrations, ...projectionMigrations, ...auditChainMigrations]);
    store = new PostgresEventStore(t.db);
    runner = new ProjectionRunner(t.db, [auditChainProjection], { log: () => undefined });
    await runner.init();
    written = START_POSITION;
    await append(request(A, 'a-1', [{ type: 'test.PersonAdded', data: { name: 'Anna Schmidt', course: 'Brandschutz' } }, { type: 'test.PersonRenamed', data: { name: 'Anna Müller' } }]));
    await append(request(B, 'b-1', [{ type: 'test.Created', data: { name: 'B' } }]));
    await append(request(A, 'a-2', [{ type: 'test.Created', data: { n: 1 } }, { type: 'test.Changed', data: { n: 2 } }]));
    await seal();
    const { rows } = await t.db.query<{ event_id: string }>(`SELECT event_id::text AS event_id FROM es_events WHERE tenant_id = $1 ORDER BY global_position`, [A]);
    ids = rows.map((r) => r.event_id);
  });
  afterEach(async () => {
    await runner.stop();
    await t.drop();
  });

  /** Pseudonymises the person in events 0 and 1 (seq 1 and 2); the erasure is link no. 5. */
  const pseudonymise = () =>
    erase([
      { eventId: ids[0]!, data: { name: 'Person 7f3a', course: 'Brandschutz' } },
      { eventId: ids[1]!, data: { name: 'Person 7f3a' } },
    ]);

  it('(a) redacted events and their erasure verify: counted as erased, not as breaks', async () => {
    const before = await row(ids[0]!);
    const { erasureId, listed } = await pseudonymise();
    const after = await row(ids[0]!);
    expect(after.data).toBe(`{"name": "Person 7f3a", "course": "Brandschutz", "$redacted": {"by": "${erasureId}"}}`);
    expect((await row(ids[1]!)).data).toBe(`{"name": "Person 7f3a", "$redacted": {"by": "${erasureId}"}}`);
    // everything but the data stays; the returned digest is PostgreSQL's, as sealing computes it
    expect({ ...after, data: null }).toEqual({ ...before, data: null });
    expect(listed).toEqual([
      { eventId: ids[0], dataDigest: sha256Hex(after.data) },
      { eventId: ids[1], dataDigest: sha256Hex((await row(ids[1]!)).data) },
    ]);
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: true, checked: 5, erased: 2, pending: 0, breaks: [], breakCount: 0 });
    expect(v.head!.seq).toBe(5);
    expect(await verifyChain(t.db, B)).toMatchObject({ ok: true, checked: 1, erased: 0, breakCount: 0 });
    // a small batch size walks the same chain
    expect(await verifyChain(t.db, A, { batchSize: 2 })).toEqual(v);
  });

  it('redactEvents refuses an event of another company or an unknown one, and nothing is committed', async () => {
    const { rows: other } = await t.db.query<{ event_id: string }>(`SELECT event_id::text AS event_id FROM es_events WHERE tenant_id = $1`, [B]);
    const unknown = newId();
    for (const eventId of [other[0]!.event_id, unknown, 'not-a-uuid']) {
      await expect(
        t.db.transaction((tx) =>
          redactEvents(tx, A, newId(), [
            { eventId: ids[0]!, data: { name: 'x' } },
            { eventId, data: { name: 'x' } },
          ]),
        ),
      ).rejects.toThrow(`events not found in company ${A}: ${eventId}`);
    }
    await expect(t.db.transaction((tx) => redactEvents(tx, A, newId(), [{ eventId: ids[0]!, data: {} }, { eventId: ids[0]!, data: {} }]))).rejects.toThrow(
      `events listed twice: ${ids[0]}`,
    );
    expect(JSON.parse((await row(ids[0]!)).data)).toEqual({ name: 'Anna Schmidt', course: 'Brandschutz' });
    expect(JSON.parse((await row(other[0]!.event_id)).data)).toEqual({ name: 'B' });
    expect(await verifyChain(t.db, A)).toMatchObject({ ok: true, erased: 0, breakCount: 0 });
  });

  it.each([
    ['a kept key changed', `jsonb_set(data, '{name}', '"Anna Schmidt"')`],
    ['a key added', `data || '{"note": "x"}'`],
    ['the erasure named removed', `data - '$redacted'`],
  ])('(b) redacted data changed afterwards (%s) is altered', async (_, set) => {
    await pseudonymise();
    await t.db.query(`UPDATE es_events SET data = ${set} WHERE event_id = $1`, [ids[0]]);
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: false, erased: 1, breakCount: 1 });
    expect(v.breaks).toEqual([expect.objectContaining({ kind: 'altered', reason: 'changed', seq: 1, eventId: ids[0], changed: ['data'] })]);
  });

  it('(c) a stub naming an erasure that does not list the event (or no erasure) is altered', async () => {
    const { erasureId } = await pseudonymise();
    await t.db.query(`UPDATE es_events SET data = jsonb_build_object('$redacted', jsonb_build_object('by', $2::text)) WHERE event_id = $1`, [ids[2], erasureId]);
    await t.db.query(`UPDATE es_events SET data = jsonb_build_object('$redacted', jsonb_build_object('by', $2::text)) WHERE event_id = $1`, [ids[3], newId()]);
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: false, erased: 2, breakCount: 2 });
    expect(v.breaks.map((b) => [b.kind, b.seq, b.eventId, b.changed])).toEqual([
      ['altered', 3, ids[2], ['data']],
      ['altered', 4, ids[3], ['data']],
    ]);
  });

  it('(d) an altered erasure accepts nothing: it and both events it redacted are altered', async () => {
    const { erasureId } = await pseudonymise();
    await t.db.query(`UPDATE es_events SET data = jsonb_set(data, '{reason}', '"retention"') WHERE event_id = $1`, [erasureId]);
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: false, erased: 0, breakCount: 3 });
    expect(v.breaks.map((b) => [b.kind, b.seq, b.eventId, b.eventType, b.changed])).toEqual([
      ['altered', 1, ids[0], 'test.PersonAdded', ['data']],
      ['altered', 2, ids[1], 'test.PersonRenamed', ['data']],
      ['altered', 5, erasureId, REDACTION_EVENT_TYPE, ['data']],
    ]);
  });

  it('(d) an erasure whose link was rewritten to match it accepts nothing either', async () => {
    const { erasureId } = await pseudonymise();
    await t.db.query(`UPDATE es_events SET data = jsonb_set(data, '{reason}', '"retention"') WHERE event_id = $1`, [erasureId]);
    await t.db.query(
      `UPDATE audit_chain_links l SET data_digest = encode(sha256(convert_to(e.data::text, 'UTF8')), 'hex') FROM es_events e WHERE e.event_id = l.event_id AND l.event_id = $1`,
      [erasureId],
    );
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: false, erased: 0, breakCount: 3 });
    expect(v.breaks.map((b) => [b.kind, b.seq, b.eventId, b.changed])).toEqual([
      ['altered', 1, ids[0], ['data']],
      ['altered', 2, ids[1], ['data']],
      ['altered', 5, erasureId, ['link']],
    ]);
  });

  it.each([
    ['stream', `stream_id = 'a-9'`, ['stream', 'data']],
    ['type', `event_type = 'test.Other'`, ['type', 'data']],
    ['version', `stream_version = 99`, ['version', 'data']],
  ])('(e) a redacted event whose %s changed as well is altered', async (_, set, changed) => {
    await pseudonymise();
    await t.db.query(`UPDATE es_events SET ${set} WHERE event_id = $1`, [ids[1]]);
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: false, erased: 1, breakCount: 1 });
    expect(v.breaks).toEqual([expect.objectContaining({ kind: 'altered', reason: 'changed', seq: 2, eventId: ids[1], changed })]);
  });

  it('(f) an erasure sealed before the event it names accepts nothing', async () => {
    // the erasure (link no. 5) lists an event that is appended and sealed after it (link no. 6)
    const later = newId();
    const laterId = eventIdFor(later, 'a-3', 0);
    const erasureCommand = newId();
    const erasureId = eventIdFor(erasureCommand, 'privacy-early', 0);
    const redacted = { name: 'Person 7f3a', $redacted: { by: erasureId } };
    const { rows } = await t.db.query<{ d: string }>(`SELECT encode(sha256(convert_to($1::jsonb::text, 'UTF8')), 'hex') AS d`, [JSON.stringify(redacted)]);
    const digest = rows[0]!.d;
    await append(request(A, 'privacy-early', [{ type: REDACTION_EVENT_TYPE, data: erasureData([{ eventId: laterId, dataDigest: digest }]) }], erasureCommand));
    await seal();
    await append(request(A, 'a-3', [{ type: 'test.PersonAdded', data: { name: 'Anna Schmidt' } }], later));
    await seal();
    const listed = await t.db.transaction((tx) => redactEvents(tx, A, erasureId, [{ eventId: laterId, data: { name: 'Person 7f3a' } }]));
    expect(listed).toEqual([{ eventId: laterId, dataDigest: digest }]);
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: false, checked: 6, erased: 0, breakCount: 1 });
    expect(v.breaks).toEqual([expect.objectContaining({ kind: 'altered', seq: 6, eventId: laterId, changed: ['data'] })]);
  });

  it('(g) replaced metadata counts only when the erasure lists its digest', async () => {
    const metadata = { actorId: 'pseudonym-7f3a', tenantId: A };
    const { listed } = await erase([{ eventId: ids[0]!, data: { name: 'Person 7f3a' }, metadata }]);
    expect(listed).toEqual([{ eventId: ids[0], dataDigest: expect.stringMatching(/^[0-9a-f]{64}$/), metadataDigest: sha256Hex((await row(ids[0]!)).metadata) }]);
    expect(JSON.parse((await row(ids[0]!)).metadata)).toEqual(metadata);
    expect(await verifyChain(t.db, A)).toMatchObject({ ok: true, erased: 1, breakCount: 0 });

    // the same redaction, but the erasure leaves the metadata digest out: the metadata is not accepted
    await erase([{ eventId: ids[1]!, data: { name: 'Person 7f3a' }, metadata }], (r) => r.map(({ eventId, dataDigest }) => ({ eventId, dataDigest })));
    // metadata changed afterwards, on an event whose erasure replaced only the data
    await erase([{ eventId: ids[2]!, data: { n: 0 } }]);
    await t.db.query(`UPDATE es_events SET metadata = jsonb_set(metadata, '{actorId}', '"someone-else"') WHERE event_id = $1`, [ids[2]]);
    const v = await verifyChain(t.db, A);
    expect(v).toMatchObject({ ok: false, checked: 7, erased: 1, breakCount: 2 });
    expect(v.breaks.map((b) => [b.kind, b.seq, b.eventId, b.changed])).toEqual([
      ['altered', 2, ids[1], ['data', 'metadata']],
      ['altered', 3, ids[2], ['data', 'metadata']],
    ]);
  });

  it('a second redaction names the newer erasure; only the named one counts', async () => {
    await pseudonymise();
    // later the retention period ends: the person is erased from event 0 altogether
    const { erasureId } = await erase([{ eventId: ids[0]!, data: { course: 'Brandschutz' } }]);
    expect(JSON.parse((await row(ids[0]!)).data)).toEqual({ course: 'Brandschutz', $redacted: { by: erasureId } });
    expect(await verifyChain(t.db, A)).toMatchObject({ ok: true, checked: 6, erased: 2, breakCount: 0 });
  });
});
