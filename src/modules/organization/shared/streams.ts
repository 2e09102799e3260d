import type { CommandSpec, LoadedStream } from '../../../platform/eventstore';
import { bundleDecider, type BundleCommand, type BundleError, type BundleState } from '../domain/bundle';
import { organizationEvents, streams, streamTypes, type OrganizationEvent } from '../domain/events';
import { groupDecider, type GroupCommand, type GroupError, type GroupState } from '../domain/group';
import { membershipDecider, type MembershipCommand, type MembershipError, type MembershipState } from '../domain/membership';
import { actorOf, type Caller, type OrganizationDeps } from './deps';
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

/**
 * A group's stream folded into state, in one read. Bounded: member events live on membership
 * streams (ADR 0007); only groups from before them hold their old member events.
 */
export const loadGroup = (deps: OrganizationDeps, c: Caller, groupId: string): Promise<LoadedStream<GroupState>> =>
  deps.k.commands.load(c.companyId, streams.group(groupId), groupDecider, organizationEvents);

/**
 * Everything `k.commands.run` needs about one person's membership in a group except the command.
 * Without a person (unknown id or e-mail) there is no stream to read: the decider refuses
 * (`MemberNotFound`, after the group's own checks) and nothing is appended.
 */
export const membershipStream = (c: Caller, groupId: string, userId: string | undefined): Target<MembershipCommand, MembershipState, MembershipError> => ({
  decider: membershipDecider,
  codec: organizationEvents,
  streamId: streams.membership(groupId, userId ?? ''),
  streamType: streamTypes.membership,
  actor: actorOf(c),
  ...(userId === undefined ? { loaded: { state: membershipDecider.initialState, version: 0, recorded: [] } } : {}),
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
