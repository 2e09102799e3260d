import { newId } from '../../../../platform/eventstore';
import type { ImageView } from '../../../../shared/contracts/media';
import { contentFileName, isImageType } from '../../domain/rules';
import { commitFile, type ReceivedFile } from '../../storage/file-store';
import { sniff } from '../../storage/sniff';
import type { Actor } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { toHttpError as fail } from '../../shared/errors';
import { recordMedia } from '../../shared/record-media';
import { probe } from '../../shared/tools';
import { imageView } from '../../shared/views';

export interface ImageUploadInput {
  readonly file: ReceivedFile;
  readonly originalName: string;
}

/** Stores a cover image (PNG, JPEG, WebP) as it is. */
export async function storeImage(d: MediaDeps, actor: Actor, input: ImageUploadInput): Promise<ImageView> {
  const sniffed = sniff(input.file.head);
  if (sniffed.kind !== 'image' || !isImageType(sniffed.mimeType)) throw fail('NotAnImageFile');
  const probed = await probe(d, input.file.path, 'ImageUnreadable');
  if (!probed.video) throw fail('ImageUnreadable');
  const fileName = contentFileName(input.file.sha256, sniffed.mimeType);
  await commitFile(d.dirs, input.file.path, actor.companyId, fileName);
  const row = await recordMedia(d, actor, {
    type: 'StoreImage',
    mediaId: newId(),
    companyId: actor.companyId,
    file: { sha256: input.file.sha256, fileName, mimeType: sniffed.mimeType, size: input.file.size },
    width: probed.video.width,
    height: probed.video.height,
    originalName: input.originalName,
    uploadedBy: actor.userId,
    now: d.k.clock.now(),
  });
  return imageView(d, row);
}
