import path from 'node:path';

/** URL path prefix of stored files. */
export const FILES_PREFIX = '/api/media/files/';

const COMPANY_ID_RE = /^[A-Za-z0-9-]{1,64}$/;
const FILE_NAME_RE = /^[0-9a-f]{64}\.(?:mp4|webm|jpg|png|webp|vtt)$/;
const PATH_RE = /^\/api\/media\/files\/([A-Za-z0-9-]{1,64})\/([0-9a-f]{64}\.(?:mp4|webm|jpg|png|webp|vtt))$/;

export const isCompanyIdSegment = (s: string) => COMPANY_ID_RE.test(s);
export const isStoredFileName = (s: string) => FILE_NAME_RE.test(s);

/** The unsigned path of a stored file. */
export function mediaPath(companyId: string, fileName: string): string {
  return `${FILES_PREFIX}${companyId}/${fileName}`;
}

export interface MediaPath {
  readonly companyId: string;
  readonly fileName: string;
  /** Canonical unsigned path. */
  readonly path: string;
}

/**
 * Parses a stored-file reference: an unsigned or signed path, or an absolute URL of this
 * product. Anything else (gallery images, foreign URLs, traversal attempts) gives null.
 */
export function parseMediaPath(urlOrPath: string): MediaPath | null {
  if (typeof urlOrPath !== 'string' || urlOrPath.length > 2048) return null;
  // no dot segments or escapes: the canonical form is the only accepted spelling
  if (/\.\.|%|\\/.test(urlOrPath.split(/[?#]/)[0]!)) return null;
  let pathname: string;
  try {
    pathname = new URL(urlOrPath, 'http://media.invalid').pathname;
  } catch {
    return null;
  }
  const m = PATH_RE.exec(pathname);
  if (!m) return null;
  return { companyId: m[1]!, fileName: m[2]!, path: pathname };
}

/** Where files live on disk: `<dataDir>/media/<companyId>/<sha256>.<ext>`, uploads in progress under `.tmp`. */
export class MediaDirs {
  readonly root: string;
  readonly tmp: string;
  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'media');
    this.tmp = path.join(this.root, '.tmp');
  }
  company(companyId: string): string {
    if (!isCompanyIdSegment(companyId)) throw new Error(`invalid company id for a media path: ${companyId}`);
    return path.join(this.root, companyId);
  }
  file(companyId: string, fileName: string): string {
    if (!isStoredFileName(fileName)) throw new Error(`invalid stored file name: ${fileName}`);
    return path.join(this.company(companyId), fileName);
  }
}
