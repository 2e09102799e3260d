import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { instructionEvents, streams, type InstructionEvent } from '../../domain/events';
import { sessionsMigration } from './ddl';
import { sessionsProjection } from './projection';
import { getSession, listSessions } from './queries';

let seq = 0;
const recorded = (sessionId: string, e: InstructionEvent, tenantId = 'c1'): RecordedEvent => {
  const n = instructionEvents.encode(e);
  seq++;
  return {
    eventId: `e${seq}`,
    type: n.type,
    schemaVersion: n.schemaVersion,
    data: n.data,
    metadata: { actorId: 'mgr', tenantId, commandId: `c${seq}`, correlationId: `c${seq}`, causationId: null },
    tenantId,
    streamId: streams.session(sessionId),
    streamVersion: seq,
    globalPosition: String(seq),
    position: `0/1/${seq}`,
    recordedAt: new Date('2026-12-05T08:00:00Z'),
  };
};

const planned = (sessionId: string, startsAt: string, companyId = 'c1'): InstructionEvent => ({
  type: 'instruction.SessionPlanned',
  data: {
    sessionId,
    companyId,
    trainingId: 't1',
    startsAt,
    durationMinutes: 30,
    location: 'Halle 3',
    instructorId: 'mgr',
    participantIds: ['u1', 'u2'],
    notes: null,
    plannedBy: 'mgr',
    plannedAt: '2026-12-01T08:00:00.000Z',
  },
});

describe('the sessions read model', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db, [sessionsMigration]);
  });
  afterAll(() => db.close());

  const apply = (events: RecordedEvent[]) => db.transaction((tx) => sessionsProjection.apply(events, tx));

  it('follows a session from planning to its close: walk-in, signatures, a withdrawn tap, absentees', async () => {
    await apply([
      recorded('s1', planned('s1', '2026-12-05T09:00:00.000Z')),
      recorded('s1', { type: 'instruction.ParticipantAdded', data: { userId: 'u3', addedAt: '2026-12-05T09:05:00.000Z' } }),
      recorded('s1', { type: 'instruction.SessionOpened', data: { openedBy: 'mgr', openedAt: '2026-12-05T09:00:00.000Z' } }),
      recorded('s1', { type: 'instruction.ParticipantSigned', data: { userId: 'u1', confirmation: 'x', signatureSha256: 'sha-u1', signedAt: '2026-12-05T09:30:00.000Z' } }),
      recorded('s1', { type: 'instruction.ParticipantSigned', data: { userId: 'u3', confirmation: 'x', signatureSha256: 'sha-u3', signedAt: '2026-12-05T09:31:00.000Z' } }),
      recorded('s1', { type: 'instruction.SignatureWithdrawn', data: { userId: 'u3', reason: 'falsch', withdrawnBy: 'mgr', withdrawnAt: '2026-12-05T09:32:00.000Z' } }),
    ]);
    const open = await getSession(db, 'c1', 's1');
    expect(open?.session).toMatchObject({ status: 'open', participantCount: 3, signedCount: 1, location: 'Halle 3', startsAt: '2026-12-05T09:00:00.000Z' });
    expect(open?.participants.map((p) => [p.userId, p.state, p.signatureSha256])).toEqual([
      ['u1', 'signed', 'sha-u1'],
      ['u2', 'invited', null],
      ['u3', 'invited', null],
    ]);
    await apply([
      recorded('s1', { type: 'instruction.SessionClosed', data: { method: 'presence', closedBy: 'mgr', instructorSignatureSha256: 'sha-i', scanSha256: null, scanType: null, signedUserIds: ['u1'], absentUserIds: ['u2', 'u3'], closedAt: '2026-12-05T10:00:00.000Z' } }),
      recorded('s1', { type: 'instruction.SessionCorrected', data: { reason: 'Ort', correction: 'Halle 4', correctedBy: 'mgr', correctedAt: '2026-12-06T10:00:00.000Z' } }),
    ]);
    const done = await getSession(db, 'c1', 's1');
    expect(done?.session).toMatchObject({ status: 'closed', closedAt: '2026-12-05T10:00:00.000Z', corrections: 1, signedCount: 1 });
    expect(done?.participants.map((p) => p.state)).toEqual(['signed', 'absent', 'absent']);
    // another company's id is not found
    expect(await getSession(db, 'c2', 's1')).toBeUndefined();
  });

  it('lists the company’s sessions latest first, by status and start range, paged', async () => {
    await apply([
      recorded('s2', planned('s2', '2026-12-10T07:00:00.000Z')),
      recorded('s3', planned('s3', '2026-11-20T07:00:00.000Z')),
      recorded('s9', planned('s9', '2026-12-10T07:00:00.000Z', 'c2'), 'c2'),
      recorded('s2', { type: 'instruction.ParticipantRemoved', data: { userId: 'u2', removedAt: '2026-12-02T07:00:00.000Z' } }),
    ]);
    const ids = async (o: Partial<Parameters<typeof listSessions>[1]>) =>
      (await listSessions(db, { companyId: 'c1', status: 'all', from: null, to: null, page: 1, pageSize: 10, ...o })).rows.map((r) => r.id);
    expect(await ids({})).toEqual(['s2', 's1', 's3']);
    expect(await ids({ status: 'planned' })).toEqual(['s2', 's3']);
    expect(await ids({ status: 'closed' })).toEqual(['s1']);
    expect(await ids({ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-06T00:00:00Z') })).toEqual(['s1']);
    const page2 = await listSessions(db, { companyId: 'c1', status: 'all', from: null, to: null, page: 2, pageSize: 2 });
    expect({ ids: page2.rows.map((r) => r.id), total: page2.total }).toEqual({ ids: ['s3'], total: 3 });
    expect((await getSession(db, 'c1', 's2'))?.session.participantCount).toBe(1);
  });

  it('a rebuild starts from empty tables', async () => {
    await db.transaction((tx) => sessionsProjection.reset(tx));
    expect((await listSessions(db, { companyId: 'c1', status: 'all', from: null, to: null, page: 1, pageSize: 10 })).total).toBe(0);
    const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM ins_participants');
    expect(rows[0]!.n).toBe('0');
  });
});
