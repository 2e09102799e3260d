import type { CommandSpec } from '../../../platform/eventstore';
import { bundleDecider, type BundleCommand, type BundleError, type BundleState } from '../domain/bundle';
import { organizationEvents, streams, streamTypes, type OrganizationEvent } from '../domain/events';
import { groupDecider, type GroupCommand, type GroupError, type GroupState } from '../domain/group';
import { actorOf, type Caller } from './deps';
import { toHttpError } from './errors';

type Target<C, S, F> = Omit<CommandSpec<C, OrganizationEvent, S, F>, 'command'>;

/** Everything `k.commands.run` needs about a group's stream except the command. */
export const groupStream = (c: Caller, groupId: string): Target<GroupCommand, GroupState, GroupError> => ({
  decider: groupDecider,
  codec: organizationEvents,
  streamId: streams.group(groupId),
  streamType: streamTypes.group,
  actor: actorOf(c),
  waitFor: ['organization.groups'],
  fail: toHttpError,
});

/** Everything `k.commands.run` needs about a bundle's stream except the command. */
export const bundleStream = (c: Caller, bundleId: string): Target<BundleCommand, BundleState, BundleError> => ({
  decider: bundleDecider,
  codec: organizationEvents,
  streamId: streams.bundle(bundleId),
  streamType: streamTypes.bundle,
  actor: actorOf(c),
  waitFor: ['organization.bundles'],
  fail: toHttpError,
});
