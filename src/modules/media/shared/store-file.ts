import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STORED_FILE_TYPES, type StoredFileType } from '../domain/rules';
import { commitFile, removeFile, tempFile } from '../storage/file-store';
import { mediaPath } from '../storage/paths';
import type { MediaDeps } from './deps';

/** A file stored for a company by its content: the unsigned path the file route serves it at, and its sha256. */
export interface StoredFile {
  readonly path: string;
  readonly sha256: string;
}

/**
 * Stores bytes another module checked already (a video's WebVTT subtitles) under the company's
 * media directory, content-addressed (`<sha256>.<ext>`; the same bytes twice are one file). They
 * are served like every stored file: by signed URL, or to the media edit level with the bearer
 * header. Removed with the company's files; no media item is recorded for them.
 */
export async function storeCompanyFile(d: MediaDeps, companyId: string, bytes: Uint8Array, type: StoredFileType): Promise<StoredFile> {
  const ext = STORED_FILE_TYPES[type];
  if (!ext) throw new Error(`not a type media stores for other modules: ${String(type)}`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fileName = `${sha256}.${ext}`;
  const tmp = tempFile(d.dirs, ext);
  try {
    await fs.promises.mkdir(path.dirname(tmp), { recursive: true });
    await fs.promises.writeFile(tmp, bytes, { mode: 0o600, flag: 'wx' });
    await commitFile(d.dirs, tmp, companyId, fileName);
  } catch (err) {
    await removeFile(tmp);
    throw err;
  }
  return { path: mediaPath(companyId, fileName), sha256 };
}
