import { callerActor } from '../../../../platform/kernel';
import type { ReadReceipt } from '../../../../shared/contracts/infolog';
import { infologEvents, streams, streamTypes } from '../../domain/events';
import { receiptDecider } from '../../domain/receipt';
import { findMessage } from '../../shared/access';
import type { Caller } from '../../shared/caller';
import { toHttpError } from '../../shared/errors';
import type { InfologDeps } from '../../shared/ports';

/** Marks a message read: idempotent; only current members of the message's group. */
export async function markRead(d: InfologDeps, c: Caller, messageId: string): Promise<ReadReceipt> {
  const { m, g } = await findMessage(d, c, messageId);
  const isMember = g ? await d.ports.groups.isGroupMember(g.id, c.actor.userId) : false;
  // concurrent double clicks conflict on this short stream; the runner decides again and appends nothing
  const { state } = await d.k.commands.run({
    decider: receiptDecider,
    codec: infologEvents,
    streamId: streams.receipt(messageId, c.actor.userId),
    streamType: streamTypes.receipt,
    actor: callerActor(c),
    command: { type: 'MarkRead', userId: c.actor.userId, message: m && g ? { id: m.id, groupId: g.id } : null, isMember, now: d.k.clock.now() },
    waitFor: ['infolog.messages'],
    fail: toHttpError,
  });
  if (state.status !== 'read') throw new Error(`receipt of ${messageId} not recorded`);
  return { readAt: state.readAt };
}
