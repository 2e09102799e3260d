import { uuidV5, type RecordedEvent } from '../../src/platform/eventstore';
import type { IntegrationEvent } from '../../src/platform/integration';
import { groupIdOf, organizationEvents, organizationStreams } from '../../src/modules/organization';
import { learningEvents } from '../../src/modules/learning';
import type { ExpiredCertification } from '../compliance';
import type { IntegrationEventData, IntegrationEventType } from './vocabulary';

/** The domain events the public language is derived from. */
export const integrationSourceEventTypes: readonly string[] = [
  'organization.TrainingAssigned',
  'organization.TrainingUnassigned',
  'organization.MemberAdded',
  'organization.MemberRemoved',
  'learning.TrainingStarted',
  'learning.TrainingCompleted',
];

/** Who and what an enrolment stream is about (from its `TrainingStarted`). */
export interface EnrolmentRef {
  readonly userId: string;
  readonly trainingId: string;
  readonly cycle: number;
}

const event = <T extends IntegrationEventType>(id: string, type: T, companyId: string, occurredAt: string, data: IntegrationEventData[T]): IntegrationEvent => ({
  id,
  type,
  companyId,
  occurredAt: new Date(occurredAt).toISOString(),
  data,
});

/** The stable id of the integration event of a type derived from one domain event: the same on every replay. */
export const derivedId = (domainEventId: string, type: IntegrationEventType) => uuidV5(`integration:${domainEventId}:${type}`);

/**
 * The integration events one domain event stands for (none for most): pure. `enrolmentOf` tells
 * the person and training of an enrolment stream (its `TrainingStarted`, which a completion does
 * not repeat). The company is the event's tenant.
 */
export function integrationEventsOf(r: RecordedEvent, enrolmentOf: (streamId: string) => EnrolmentRef | undefined): IntegrationEvent[] {
  const company = r.tenantId;
  if (organizationEvents.handles(r.type)) {
    const e = organizationEvents.decode(r);
    const group = () => organizationStreams.group.idOf(r.streamId);
    switch (e.type) {
      case 'organization.TrainingAssigned': {
        const { trainingId, deadline, assignedAt } = e.data;
        return [event(derivedId(r.eventId, 'training.assigned.v1'), 'training.assigned.v1', company, assignedAt, { unitId: group(), trainingId, deadline: deadline && new Date(deadline).toISOString(), assignedAt: iso(assignedAt) })];
      }
      case 'organization.TrainingUnassigned': {
        const { trainingId, unassignedAt } = e.data;
        return [event(derivedId(r.eventId, 'training.unassigned.v1'), 'training.unassigned.v1', company, unassignedAt, { unitId: group(), trainingId, unassignedAt: iso(unassignedAt) })];
      }
      case 'organization.MemberAdded': {
        const { userId, addedAt } = e.data;
        return [event(derivedId(r.eventId, 'user.joined-unit.v1'), 'user.joined-unit.v1', company, addedAt, { unitId: groupIdOf(r.streamId, e.data), userId, joinedAt: iso(addedAt) })];
      }
      case 'organization.MemberRemoved': {
        const { userId, removedAt } = e.data;
        return [event(derivedId(r.eventId, 'user.left-unit.v1'), 'user.left-unit.v1', company, removedAt, { unitId: groupIdOf(r.streamId, e.data), userId, leftAt: iso(removedAt) })];
      }
      default:
        return [];
    }
  }
  if (learningEvents.handles(r.type)) {
    const e = learningEvents.decode(r);
    if (e.type === 'learning.TrainingStarted') {
      const { userId, trainingId, cycle, startedAt } = e.data;
      return [event(derivedId(r.eventId, 'training.started.v1'), 'training.started.v1', company, startedAt, { userId, trainingId, cycle, startedAt: iso(startedAt) })];
    }
    if (e.type === 'learning.TrainingCompleted') {
      const enrolment = enrolmentOf(r.streamId);
      // a completion is decided on a started cycle: its start is always in the log before it
      if (!enrolment) throw new Error(`integration events: no TrainingStarted known for enrolment stream ${r.streamId}`);
      const { completionId, completedAt, percent } = e.data;
      return [
        event(derivedId(r.eventId, 'training.completed.v1'), 'training.completed.v1', company, completedAt, { ...enrolment, completionId, completedAt: iso(completedAt), percent }),
      ];
    }
  }
  return [];
}

/** The enrolment a `TrainingStarted` opens, or undefined for any other event. */
export function enrolmentStartedBy(r: RecordedEvent): (EnrolmentRef & { readonly streamId: string; readonly companyId: string }) | undefined {
  if (r.type !== 'learning.TrainingStarted') return undefined;
  const e = learningEvents.decode(r);
  if (e.type !== 'learning.TrainingStarted') return undefined;
  return { streamId: r.streamId, companyId: e.data.companyId, userId: e.data.userId, trainingId: e.data.trainingId, cycle: e.data.cycle };
}

/**
 * `certification.expired.v1` for a completion whose validity ended: its id is derived from the
 * person, the training and the instant, so finding it again (a look back, a restart) adds nothing,
 * while a later completion that expires again is a new fact with a new id.
 */
export function certificationExpired(c: ExpiredCertification): IntegrationEvent {
  const validUntil = c.validUntil.toISOString();
  return event(uuidV5(`integration:certification.expired.v1:${c.userId}:${c.trainingId}:${validUntil}`), 'certification.expired.v1', c.companyId, validUntil, {
    userId: c.userId,
    trainingId: c.trainingId,
    completedAt: c.completedAt.toISOString(),
    validUntil,
  });
}

const iso = (s: string) => new Date(s).toISOString();
