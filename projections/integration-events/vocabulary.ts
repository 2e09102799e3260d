/**
 * The public language of integration events (issue 17, ADR 0020): small, versioned facts for
 * systems outside the product (HR, payroll, LMS reporting), published to Kafka by the outbox
 * relay. Internal domain events are not the public language: these are derived from them (and
 * from the clock, for expiries), and a `.v1` type never changes meaning; a breaking change is a
 * new `.v2` type published beside it. JSON Schemas: docs/integration-events/<type>.schema.json.
 */
export const INTEGRATION_EVENT_TYPES = [
  'training.assigned.v1',
  'training.unassigned.v1',
  'user.joined-unit.v1',
  'user.left-unit.v1',
  'training.started.v1',
  'training.completed.v1',
  'certification.expired.v1',
] as const;

export type IntegrationEventType = (typeof INTEGRATION_EVENT_TYPES)[number];

/** The `data` of each type. Ids are the product's ids; instants are ISO 8601 in UTC. */
export interface IntegrationEventData {
  /** A training was assigned to a unit (group) directly, with the unit's deadline (null: none). */
  'training.assigned.v1': { unitId: string; trainingId: string; deadline: string | null; assignedAt: string };
  /** A training assigned directly to a unit was taken off it. */
  'training.unassigned.v1': { unitId: string; trainingId: string; unassignedAt: string };
  'user.joined-unit.v1': { unitId: string; userId: string; joinedAt: string };
  'user.left-unit.v1': { unitId: string; userId: string; leftAt: string };
  /** A person started a cycle of a training (cycle 1 the first time, one more per recertification). */
  'training.started.v1': { userId: string; trainingId: string; cycle: number; startedAt: string };
  /** A person completed a cycle and confirmed the instruction with the password. */
  'training.completed.v1': { userId: string; trainingId: string; cycle: number; completionId: string; completedAt: string; percent: number };
  /** The validity of a person's completion of an assigned training that requires recertification ended. */
  'certification.expired.v1': { userId: string; trainingId: string; completedAt: string; validUntil: string };
}
