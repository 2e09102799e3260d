import { newId } from '../../../../platform/eventstore';
import { callerActor } from '../../../../platform/kernel';
import type { PostedChangelogEntry } from '../../../../shared/contracts/infolog';
import { infologEvents, streams, streamTypes } from '../../domain/events';
import { messageDecider } from '../../domain/message';
import { getMessage, queuedMailCount } from '../../read/messages/queries';
import { groupFacts } from '../../shared/access';
import type { Caller } from '../../shared/caller';
import { entriesOf } from '../../shared/entries';
import { toHttpError } from '../../shared/errors';
import type { InfologDeps } from '../../shared/ports';
import type { GroupId } from '../../../../shared/contracts/ids';

/** Posts a message to a group's infolog (MessagePosted); the e-mails follow through the outbox. */
export async function postMessage(d: InfologDeps, c: Caller, groupId: GroupId, input: { title: string; message: string; videoUrl: string | null }): Promise<PostedChangelogEntry> {
  const g = await d.ports.groups.group(c.companyId, groupId);
  const videoUrl = input.videoUrl?.trim() ?? '';
  const video = videoUrl ? await d.ports.media.findVideo(c.companyId, videoUrl) : undefined;
  let recipientIds: string[] = [];
  if (g) {
    const memberIds = (await d.ports.groups.groupMemberIds([g.id])).get(g.id) ?? [];
    const people = await d.ports.people.getUserSummaries(memberIds);
    recipientIds = memberIds.filter((id) => {
      const u = people.get(id);
      return u !== undefined && u.isActive && u.companyId === c.companyId;
    });
  }
  const messageId = newId();
  const { events } = await d.k.commands.run({
    decider: messageDecider,
    codec: infologEvents,
    streamId: streams.message(messageId),
    streamType: streamTypes.message,
    actor: callerActor(c),
    command: {
      type: 'PostMessage',
      actor: c.actor,
      messageId,
      companyId: c.companyId,
      group: g ? groupFacts(g) : null,
      title: input.title,
      message: input.message,
      videoRequested: videoUrl !== '',
      video: video ?? null,
      recipientIds,
      mailLang: c.lang,
      now: d.k.clock.now(),
    },
    waitFor: ['infolog.messages', 'infolog.mailOutbox'],
    fail: toHttpError,
  });
  const posted = events.find((e) => e.type === 'infolog.MessagePosted');
  const row = await getMessage(d.k.db, c.companyId, messageId, c.actor.userId);
  if (!row || !g || posted?.type !== 'infolog.MessagePosted') throw new Error(`message ${messageId} not visible after posting`);
  const [entry] = await entriesOf(d, c, [row], new Map([[g.id, g.name]]));
  // the reactor has run (waitFor): what it queued, without the recipients who have no e-mail address (issue 33)
  return { entry: entry!, emailsQueued: await queuedMailCount(d.k.db, messageId) };
}
