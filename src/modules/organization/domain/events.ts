import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';

const Iso = Schema.String;
/** A training or bundle given to a unit: its deadline (absolute and in weeks, both null: none) and when. */
const ASSIGNED_WITH_DEADLINE = { deadline: Schema.NullOr(Iso), deadlineWeeks: Schema.NullOr(Schema.Number), assignedAt: Iso };

const definitions = {
  'organization.GroupCreated': {
    version: 1,
    schema: Schema.Struct({ groupId: Schema.String, companyId: Schema.String, ownerId: Schema.String, name: Schema.String, description: Schema.String, createdAt: Iso }),
  },
  'organization.GroupDetailsChanged': { version: 1, schema: Schema.Struct({ name: Schema.String, description: Schema.String, changedAt: Iso }) },
  'organization.GroupDeleted': { version: 1, schema: Schema.Struct({ deletedAt: Iso }) },
  // groupId is set on events of a membership stream; events in a group stream (before membership streams) lack it
  'organization.MemberAdded': { version: 1, schema: Schema.Struct({ groupId: Schema.optional(Schema.String), userId: Schema.String, addedAt: Iso }) },
  'organization.MemberRemoved': { version: 1, schema: Schema.Struct({ groupId: Schema.optional(Schema.String), userId: Schema.String, removedAt: Iso }) },
  'organization.TrainingAssigned': { version: 1, schema: Schema.Struct({ trainingId: Schema.String, ...ASSIGNED_WITH_DEADLINE }) },
  'organization.TrainingUnassigned': { version: 1, schema: Schema.Struct({ trainingId: Schema.String, unassignedAt: Iso }) },
  'organization.DeadlineSet': {
    version: 1,
    schema: Schema.Struct({ trainingId: Schema.String, deadline: Iso, deadlineWeeks: Schema.Number, setAt: Iso }),
  },
  'organization.GroupCoOwnerAdded': { version: 1, schema: Schema.Struct({ userId: Schema.String, addedAt: Iso }) },
  'organization.GroupCoOwnerRemoved': { version: 1, schema: Schema.Struct({ userId: Schema.String, removedAt: Iso }) },
  'organization.BundleAssigned': { version: 1, schema: Schema.Struct({ bundleId: Schema.String, ...ASSIGNED_WITH_DEADLINE }) },
  'organization.BundleUnassigned': { version: 1, schema: Schema.Struct({ bundleId: Schema.String, unassignedAt: Iso }) },
  'organization.BundleCreated': {
    version: 1,
    schema: Schema.Struct({ bundleId: Schema.String, companyId: Schema.String, ownerId: Schema.String, name: Schema.String, description: Schema.String, createdAt: Iso }),
  },
  'organization.BundleDetailsChanged': { version: 1, schema: Schema.Struct({ name: Schema.String, description: Schema.String, changedAt: Iso }) },
  'organization.BundleTrainingsSet': { version: 1, schema: Schema.Struct({ trainingIds: Schema.Array(Schema.String), setAt: Iso }) },
  'organization.BundleDeleted': { version: 1, schema: Schema.Struct({ deletedAt: Iso }) },
  'organization.BundleCoOwnerAdded': { version: 1, schema: Schema.Struct({ userId: Schema.String, addedAt: Iso }) },
  'organization.BundleCoOwnerRemoved': { version: 1, schema: Schema.Struct({ userId: Schema.String, removedAt: Iso }) },
} as const;

export const organizationEvents = defineEvents(definitions);
export type OrganizationEvent = EventsOf<typeof definitions>;

/** The group of an event: from its data where it carries one (membership streams), else from its group stream id. */
export function groupIdOf(streamId: string, data: { readonly groupId?: string | undefined }): string {
  return data.groupId ?? streams.group.idOf(streamId);
}

/** Stream ids, one named function per aggregate (those of one id with `idOf`, its inverse). */
export const streams = {
  group: streamName('group'),
  /** One person's membership in one group (ADR 0007); group streams hold no member events any more. */
  membership: (groupId: string, userId: string) => `membership-${groupId}-${userId}`,
  bundle: streamName('bundle'),
};
export const streamTypes = { group: 'organization.Group', membership: 'organization.Membership', bundle: 'organization.Bundle' } as const;
