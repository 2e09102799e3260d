import { commandActor } from '../../../platform/kernel';
import { mediaEvents, streams, streamTypes } from '../domain/events';
import { mediaItemDecider, type MediaItemCommand } from '../domain/media-item';
import { getMedia, type MediaRow } from '../read/queries';
import type { Actor } from './access';
import type { MediaDeps } from './deps';
import { toHttpError } from './errors';

/** Records a stored file (`StoreVideo` / `StoreImage`) and answers its read-model row. */
export async function recordMedia(d: MediaDeps, actor: Actor, command: MediaItemCommand): Promise<MediaRow> {
  await d.k.commands.run({
    decider: mediaItemDecider,
    codec: mediaEvents,
    streamId: streams.media(command.mediaId),
    streamType: streamTypes.media,
    actor: commandActor(actor.companyId, actor.principal),
    command,
    waitFor: ['media.items'],
    fail: toHttpError,
  });
  const row = await getMedia(d.k.db, actor.companyId, command.mediaId);
  if (!row) throw new Error(`media ${command.mediaId} not in the read model after waiting`);
  return row;
}
