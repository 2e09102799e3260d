import fs from 'node:fs';
import { TenantErasedError } from '../../../platform/eventstore';
import { commandActor } from '../../../platform/kernel';
import { mediaEvents, streams, streamTypes } from '../domain/events';
import { mediaItemDecider, type MediaItemCommand } from '../domain/media-item';
import { getMedia, type MediaRow } from '../read/library/queries';
import type { Actor } from './access';
import type { MediaDeps } from './deps';
import { toHttpError } from './errors';

/** Records a stored file (`StoreVideo` / `StoreImage`) and answers its read-model row. */
export async function recordMedia(d: MediaDeps, actor: Actor, command: MediaItemCommand): Promise<MediaRow> {
  await run(d, actor, command).catch(async (err: unknown) => {
    // the company was deleted while the file was being stored: its files go too (the purge ran already)
    if (err instanceof TenantErasedError) await fs.promises.rm(d.dirs.company(actor.companyId), { recursive: true, force: true });
    throw err;
  });
  const row = await getMedia(d.k.db, actor.companyId, command.mediaId);
  if (!row) throw new Error(`media ${command.mediaId} not in the read model after waiting`);
  return row;
}

async function run(d: MediaDeps, actor: Actor, command: MediaItemCommand): Promise<void> {
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
}
