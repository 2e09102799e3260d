import { describe, expect, it } from 'vitest';
import { WrongExpectedVersionError, type AllStreamResolvedEvent } from '@kurrent/kurrentdb-client';
import { eventIdFor } from '../ids';
import { ConcurrencyError, START_POSITION, comparePositions, type AppendRequest } from '../types';
import { concurrencyErrorOf, decodePosition, encodePosition, eventDataOf, eventTypeRegex, isWrongExpectedVersion, recordedOf, storedTypeOf, streamNameOf, streamStateOf, versionAfter } from './codec';

/** The KurrentDB adapter's mapping, without a server (the contract suite runs it against one: KURRENTDB_URL). */
const request = (over: Partial<AppendRequest> = {}): AppendRequest => ({
  tenantId: 'tenant-a',
  streamId: 'training-1',
  streamType: 'catalog.Training',
  expectedVersion: 2,
  events: [
    { type: 'catalog.TrainingCreated', schemaVersion: 1, data: { title: 'Brandschutz' } },
    { type: 'catalog.ModuleAdded', schemaVersion: 3, data: { moduleId: 'm1' } },
  ],
  metadata: { actorId: 'user-1', tenantId: 'tenant-a', commandId: 'cmd-1', correlationId: 'corr-1', causationId: null },
  ...over,
});

function resolved(over: Partial<NonNullable<AllStreamResolvedEvent['event']>> = {}): AllStreamResolvedEvent {
  const r = request();
  const [data] = eventDataOf(r);
  return {
    event: {
      streamId: streamNameOf('tenant-a', 'training-1'),
      id: data!.id,
      isJson: true,
      revision: 4n,
      type: 'catalog.TrainingCreated',
      created: new Date('2026-03-02T08:00:00Z'),
      data: { title: 'Brandschutz' },
      metadata: data!.metadata,
      position: { commit: 1200n, prepare: 1180n },
      ...over,
    } as NonNullable<AllStreamResolvedEvent['event']>,
  };
}

describe('KurrentDB adapter: mapping (no server)', () => {
  it('positions: an opaque checkpoint ordered as $all is (commit, then prepare), numerically; START before all', () => {
    const a = encodePosition({ commit: 999n, prepare: 999n });
    const b = encodePosition({ commit: 1000n, prepare: 10n });
    const c = encodePosition({ commit: 1000n, prepare: 11n });
    expect(a).toBe('0/999/999');
    expect([c, START_POSITION, b, a].sort(comparePositions)).toEqual([START_POSITION, a, b, c]);
    expect(decodePosition(b)).toEqual({ commit: 1000n, prepare: 10n });
    expect(decodePosition(START_POSITION)).toBeUndefined();
    // beyond 2^53: no precision lost
    const big = { commit: 2n ** 60n + 7n, prepare: 2n ** 60n + 3n };
    expect(decodePosition(encodePosition(big))).toEqual(big);
    // a PostgreSQL position (another epoch) is not taken for a KurrentDB one
    expect(() => decodePosition('1/5/5')).toThrow(/KurrentDB/);
  });

  it('expected versions: the store counts events, KurrentDB names the last revision (from 0)', () => {
    expect(streamStateOf('no_stream')).toBe('no_stream');
    expect(streamStateOf(0)).toBe('no_stream');
    expect(streamStateOf('any')).toBe('any');
    expect(streamStateOf(1)).toBe(0n);
    expect(streamStateOf(7)).toBe(6n);
    expect(versionAfter(0n)).toBe(1);
    expect(versionAfter(6n)).toBe(7);
  });

  it('streams are per tenant; event ids derive from the command id (a retry carries the same ids)', () => {
    expect(streamNameOf('tenant-a', 'shared-id')).not.toBe(streamNameOf('tenant-b', 'shared-id'));
    const events = eventDataOf(request());
    expect(events.map((e) => e.id)).toEqual([eventIdFor('cmd-1', 'training-1', 0), eventIdFor('cmd-1', 'training-1', 1)]);
    expect(eventDataOf(request()).map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(events[1]).toMatchObject({ contentType: 'application/json', type: 'catalog.ModuleAdded', data: { moduleId: 'm1' } });
    // metadata is a flat map of strings (KurrentDB's multi-stream append takes no other); null ids are left out
    expect(events[1]!.metadata).toEqual({ tenantId: 'tenant-a', streamId: 'training-1', streamType: 'catalog.Training', schemaVersion: '3', commandId: 'cmd-1', correlationId: 'corr-1', actorId: 'user-1' });
    expect(Object.values(events[1]!.metadata).every((v) => typeof v === 'string')).toBe(true);
  });

  it('reads an event back as the store records it', () => {
    expect(recordedOf(resolved())).toEqual({
      eventId: eventIdFor('cmd-1', 'training-1', 0),
      type: 'catalog.TrainingCreated',
      schemaVersion: 1,
      data: { title: 'Brandschutz' },
      metadata: { actorId: 'user-1', tenantId: 'tenant-a', commandId: 'cmd-1', correlationId: 'corr-1', causationId: null },
      tenantId: 'tenant-a',
      streamId: 'training-1',
      streamVersion: 5,
      globalPosition: '1180',
      position: '0/1200/1180',
      recordedAt: new Date('2026-03-02T08:00:00Z'),
    });
    const withCause = eventDataOf(request({ metadata: { actorId: null, tenantId: 'tenant-a', commandId: 'c2', correlationId: 'k2', causationId: 'cause' } }))[0]!;
    expect(recordedOf(resolved({ metadata: withCause.metadata }))!.metadata).toEqual({ actorId: null, tenantId: 'tenant-a', commandId: 'c2', correlationId: 'k2', causationId: 'cause' });
  });

  it('skips what the product did not write: system events, links, binary events, foreign metadata', () => {
    expect(recordedOf(resolved({ type: '$metadata' }))).toBeUndefined();
    expect(recordedOf({})).toBeUndefined();
    expect(recordedOf(resolved({ isJson: false } as never))).toBeUndefined();
    expect(recordedOf(resolved({ metadata: { app: 'someone else' } }))).toBeUndefined();
    expect(recordedOf(resolved({ metadata: undefined }))).toBeUndefined();
  });

  it("maps KurrentDB's wrong expected version (as its client throws it) to the store's ConcurrencyError, with the actual count of events", () => {
    const requests = [request({ streamId: 'fresh', expectedVersion: 'no_stream' }), request({ streamId: 'existing', expectedVersion: 1 })];
    const err = new WrongExpectedVersionError(undefined, { streamName: streamNameOf('tenant-a', 'existing'), expected: 0n, current: 2n });
    expect(isWrongExpectedVersion(err)).toBe(true);
    const mapped = concurrencyErrorOf(err, requests);
    expect(mapped).toBeInstanceOf(ConcurrencyError);
    expect(mapped).toMatchObject({ _tag: 'ConcurrencyError', streamId: 'existing', expected: 1, actual: 3 });
    const missing = new WrongExpectedVersionError(undefined, { streamName: streamNameOf('tenant-a', 'fresh'), expected: 4n, current: 'no_stream' });
    expect(concurrencyErrorOf(missing, requests)).toMatchObject({ streamId: 'fresh', actual: 0 });
    expect(isWrongExpectedVersion(new Error('unavailable'))).toBe(false);
  });

  it('a namespace prefixes stream names and event types; reads strip it and skip other namespaces', () => {
    expect(streamNameOf('tenant-a', 's', 'ns1')).toBe('ns1/tenant-a:s');
    const [stored] = eventDataOf(request(), 'ns1');
    expect(stored!.type).toBe(storedTypeOf('catalog.TrainingCreated', 'ns1'));
    expect(recordedOf(resolved({ type: stored!.type }), 'ns1')!.type).toBe('catalog.TrainingCreated');
    expect(recordedOf(resolved({ type: 'ns2/catalog.TrainingCreated' }), 'ns1')).toBeUndefined();
    expect(recordedOf(resolved(), 'ns1')).toBeUndefined();
    const err = new WrongExpectedVersionError(undefined, { streamName: 'ns1/tenant-a:training-1', expected: 1n, current: 4n });
    expect(concurrencyErrorOf(err, [request({ streamId: 'other' }), request()], 'ns1')).toMatchObject({ streamId: 'training-1', actual: 5 });
  });

  it('filters $all by event type exactly (dots are not wildcards, no prefix matches)', () => {
    const re = new RegExp(eventTypeRegex(['learning.TrainingStarted', 'organization.MemberAdded']));
    expect(re.test('learning.TrainingStarted')).toBe(true);
    expect(re.test('organization.MemberAdded')).toBe(true);
    expect(re.test('learningXTrainingStarted')).toBe(false);
    expect(re.test('learning.TrainingStartedAgain')).toBe(false);
  });
});
