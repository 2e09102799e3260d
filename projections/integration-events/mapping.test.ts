import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { organizationEvents, type OrganizationEvent } from '../../src/modules/organization';
import { learningEvents } from '../../src/modules/learning';
import { envelopeOf, type IntegrationEvent } from '../../src/platform/integration';
import { eventRecorder } from '../../tests/support/recorded';
import { certificationExpired, derivedId, integrationEventsOf, integrationSourceEventTypes, type EnrolmentRef } from './mapping';
import { INTEGRATION_EVENT_TYPES } from './vocabulary';

const COMPANY = 'c1';
const GROUP = '7d1f2c30-0000-4000-8000-000000000001';
const USER = '7d1f2c30-0000-4000-8000-0000000000aa';
const TRAINING = '7d1f2c30-0000-4000-8000-0000000000bb';
const at = () => new Date('2026-03-02T08:00:00Z');
const org = eventRecorder(organizationEvents, { actorId: 'm1', tenantId: COMPANY, streamVersion: 'per-stream', recordedAt: at });
const learn = eventRecorder(learningEvents, { actorId: USER, tenantId: COMPANY, streamVersion: 'per-stream', recordedAt: at });
const enrolmentStream = `learning-enrolment-${USER}-${TRAINING}-2`;
const noEnrolment = () => undefined;

/** The published JSON Schemas (docs/integration-events), compiled once. */
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats.default(ajv);
const schemaDir = path.resolve(import.meta.dirname, '../../docs/integration-events');
const validators = new Map(
  INTEGRATION_EVENT_TYPES.map((t) => [t, ajv.compile(JSON.parse(readFileSync(path.join(schemaDir, `${t}.schema.json`), 'utf8')) as object)] as const),
);

/** The envelope as a consumer parses it, checked against the schema of its type. */
function expectValid(e: IntegrationEvent): Record<string, unknown> {
  const json = JSON.parse(JSON.stringify(envelopeOf(e))) as Record<string, unknown>;
  const validate = validators.get(e.type as (typeof INTEGRATION_EVENT_TYPES)[number]);
  expect(validate, `a schema for ${e.type}`).toBeDefined();
  const ok = validate!(json);
  expect(validate!.errors ?? [], JSON.stringify(json)).toEqual([]);
  expect(ok).toBe(true);
  return json;
}

const one = (e: OrganizationEvent, stream: string) => integrationEventsOf(org(e, stream), noEnrolment);

const completion = {
  completionId: 'comp-1',
  completedAt: '2026-03-02T09:30:00.000Z',
  percent: 85,
  correct: 6,
  total: 7,
  contentVersion: 'v1',
  confirmation: 'Ich habe die Unterweisung verstanden',
  confirmedBy: 'password' as const,
  snapshot: { companyName: 'Acme', employeeName: 'Anna Adler', employeeEmail: 'anna@acme.test', trainingTitle: 'Brandschutz', ownerId: 'm1', ownerName: 'Jonas', modules: [] },
};

describe('integration events: mapping from domain events (pure)', () => {
  it('TrainingAssigned on a group stream is training.assigned.v1 of that unit, keyed by the company, with a stable id', () => {
    const r = org({ type: 'organization.TrainingAssigned', data: { trainingId: TRAINING, deadline: '2026-03-30T00:00:00Z', deadlineWeeks: 4, assignedAt: '2026-03-02T08:00:00Z' } }, `group-${GROUP}`);
    const [e, ...rest] = integrationEventsOf(r, noEnrolment);
    expect(rest).toEqual([]);
    expect(e).toEqual({
      id: derivedId(r.eventId, 'training.assigned.v1'),
      type: 'training.assigned.v1',
      companyId: COMPANY,
      occurredAt: '2026-03-02T08:00:00.000Z',
      data: { unitId: GROUP, trainingId: TRAINING, deadline: '2026-03-30T00:00:00.000Z', assignedAt: '2026-03-02T08:00:00.000Z' },
    });
    expect(expectValid(e!)).toMatchObject({ source: 'unterweisung', companyId: COMPANY });
    // the same domain event maps to the same id every time (replays, restarts)
    expect(integrationEventsOf(r, noEnrolment)[0]!.id).toBe(e!.id);
    expect(e!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a training without deadline keeps deadline null', () => {
    const [e] = one({ type: 'organization.TrainingAssigned', data: { trainingId: TRAINING, deadline: null, deadlineWeeks: null, assignedAt: '2026-03-02T08:00:00Z' } }, `group-${GROUP}`);
    expect(e!.data).toMatchObject({ deadline: null });
    expectValid(e!);
  });

  it('TrainingUnassigned is training.unassigned.v1', () => {
    const [e] = one({ type: 'organization.TrainingUnassigned', data: { trainingId: TRAINING, unassignedAt: '2026-03-05T10:00:00Z' } }, `group-${GROUP}`);
    expect(e).toMatchObject({ type: 'training.unassigned.v1', occurredAt: '2026-03-05T10:00:00.000Z', data: { unitId: GROUP, trainingId: TRAINING, unassignedAt: '2026-03-05T10:00:00.000Z' } });
    expectValid(e!);
  });

  it('MemberAdded / MemberRemoved of a membership stream are user.joined-unit.v1 / user.left-unit.v1 of its group', () => {
    const stream = `membership-${GROUP}-${USER}`;
    const [joined] = one({ type: 'organization.MemberAdded', data: { groupId: GROUP, userId: USER, addedAt: '2026-03-02T08:00:00Z' } }, stream);
    const [left] = one({ type: 'organization.MemberRemoved', data: { groupId: GROUP, userId: USER, removedAt: '2026-04-01T08:00:00Z' } }, stream);
    expect(joined).toMatchObject({ type: 'user.joined-unit.v1', data: { unitId: GROUP, userId: USER, joinedAt: '2026-03-02T08:00:00.000Z' } });
    expect(left).toMatchObject({ type: 'user.left-unit.v1', occurredAt: '2026-04-01T08:00:00.000Z', data: { unitId: GROUP, userId: USER, leftAt: '2026-04-01T08:00:00.000Z' } });
    expectValid(joined!);
    expectValid(left!);
    expect(joined!.id).not.toBe(left!.id);
  });

  it('legacy member events in a group stream (before membership streams) take the group from the stream id', () => {
    const [joined] = one({ type: 'organization.MemberAdded', data: { userId: USER, addedAt: '2025-01-02T08:00:00Z' } }, `group-${GROUP}`);
    expect(joined!.data).toEqual({ unitId: GROUP, userId: USER, joinedAt: '2025-01-02T08:00:00.000Z' });
  });

  it('TrainingStarted is training.started.v1; TrainingCompleted is training.completed.v1 of the enrolment the stream belongs to', () => {
    const started = learn(
      { type: 'learning.TrainingStarted', data: { enrolmentId: 'en-1', companyId: COMPANY, userId: USER, trainingId: TRAINING, cycle: 2, contentVersion: 'v1', startedAt: '2026-03-02T09:00:00Z' } },
      enrolmentStream,
    );
    const [s] = integrationEventsOf(started, noEnrolment);
    expect(s).toMatchObject({ type: 'training.started.v1', data: { userId: USER, trainingId: TRAINING, cycle: 2, startedAt: '2026-03-02T09:00:00.000Z' } });
    expectValid(s!);

    const enrolments = new Map<string, EnrolmentRef>([[enrolmentStream, { userId: USER, trainingId: TRAINING, cycle: 2 }]]);
    const done = learn({ type: 'learning.TrainingCompleted', data: completion }, enrolmentStream);
    const [c] = integrationEventsOf(done, (id) => enrolments.get(id));
    expect(c).toEqual({
      id: derivedId(done.eventId, 'training.completed.v1'),
      type: 'training.completed.v1',
      companyId: COMPANY,
      occurredAt: '2026-03-02T09:30:00.000Z',
      data: { userId: USER, trainingId: TRAINING, cycle: 2, completionId: 'comp-1', completedAt: '2026-03-02T09:30:00.000Z', percent: 85 },
    });
    // no names, e-mail addresses or answers leave: only ids and facts
    expect(JSON.stringify(expectValid(c!))).not.toMatch(/Anna|anna@|Brandschutz|verstanden/);
  });

  it('a completion whose start is unknown is a broken invariant, not a silent gap', () => {
    expect(() => integrationEventsOf(learn({ type: 'learning.TrainingCompleted', data: completion }, enrolmentStream), noEnrolment)).toThrow(/no TrainingStarted/);
  });

  it('events outside the public language map to nothing', () => {
    expect(one({ type: 'organization.GroupCreated', data: { groupId: GROUP, companyId: COMPANY, ownerId: 'm1', name: 'Lager', description: '', createdAt: '2026-03-02T08:00:00Z' } }, `group-${GROUP}`)).toEqual([]);
    expect(one({ type: 'organization.DeadlineSet', data: { trainingId: TRAINING, deadline: '2026-04-01T00:00:00Z', deadlineWeeks: 2, setAt: '2026-03-02T08:00:00Z' } }, `group-${GROUP}`)).toEqual([]);
    expect(integrationEventsOf(learn({ type: 'learning.ModuleCompleted', data: { moduleId: 'm', completedAt: '2026-03-02T08:00:00Z' } }, enrolmentStream), noEnrolment)).toEqual([]);
    // and the reactor subscribes to exactly the types that can map to something
    expect(integrationSourceEventTypes).toEqual(['organization.TrainingAssigned', 'organization.TrainingUnassigned', 'organization.MemberAdded', 'organization.MemberRemoved', 'learning.TrainingStarted', 'learning.TrainingCompleted']);
  });

  it('certification.expired.v1: the id is derived from person, training and instant', () => {
    const c = { companyId: COMPANY, userId: USER, trainingId: TRAINING, completedAt: new Date('2025-03-02T09:30:00Z'), validUntil: new Date('2026-03-02T09:30:00Z') };
    const e = certificationExpired(c);
    expect(e).toMatchObject({ type: 'certification.expired.v1', companyId: COMPANY, occurredAt: '2026-03-02T09:30:00.000Z', data: { userId: USER, trainingId: TRAINING, completedAt: '2025-03-02T09:30:00.000Z', validUntil: '2026-03-02T09:30:00.000Z' } });
    expectValid(e);
    expect(certificationExpired({ ...c }).id).toBe(e.id);
    // a later completion that expires again is a new fact
    expect(certificationExpired({ ...c, completedAt: new Date('2026-03-01T00:00:00Z'), validUntil: new Date('2027-03-01T00:00:00Z') }).id).not.toBe(e.id);
  });

  it('the published schemas refuse what the contract does not allow (the check can fail)', () => {
    const validate = validators.get('training.assigned.v1')!;
    const good = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', type: 'training.assigned.v1', source: 'unterweisung', companyId: COMPANY, occurredAt: '2026-03-02T08:00:00.000Z', data: { unitId: GROUP, trainingId: TRAINING, deadline: null, assignedAt: '2026-03-02T08:00:00.000Z' } };
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, type: 'training.assigned.v2' })).toBe(false);
    expect(validate({ ...good, data: { unitId: GROUP, trainingId: TRAINING, assignedAt: '2026-03-02T08:00:00.000Z' } })).toBe(false);
    expect(validate({ ...good, occurredAt: 'yesterday' })).toBe(false);
    expect(validate({ ...good, data: { ...good.data, employeeEmail: 'anna@acme.test' } })).toBe(false);
  });
});
