import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What is kept as a file: a signature (PNG) or the scan of a signed paper list (PDF, PNG, JPEG). */
export type EvidenceExtension = 'png' | 'pdf' | 'jpg';

/**
 * Signatures and scans, stored by company under their sha256 (the events keep the hash, so a file
 * is found by it and a changed file no longer matches its event). Written once: the same bytes
 * twice are one file.
 */
export interface EvidenceFiles {
  put(companyId: string, bytes: Buffer, ext: EvidenceExtension): Promise<string>;
  /** The file's bytes, or null when there is none (or it no longer matches its hash). */
  get(companyId: string, sha256: string, ext: EvidenceExtension): Promise<Buffer | null>;
  /** Removes a company's files (the operator deletes the company). */
  purge(companyId: string): Promise<void>;
  /** Removes one file (a pseudonymised person's signature, ADR 0033: the events keep its hash). */
  remove(companyId: string, sha256: string, ext: EvidenceExtension): Promise<void>;
}

const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;
const SHA = /^[0-9a-f]{64}$/;

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Files under `dir/<companyId>/<sha256>.<ext>`, written to a temporary name and renamed. */
export function localEvidenceFiles(dir: string): EvidenceFiles {
  const fileOf = (companyId: string, sha: string, ext: EvidenceExtension) => {
    if (!SAFE_ID.test(companyId) || !SHA.test(sha)) throw new Error('evidence file: bad company id or hash');
    return path.join(dir, companyId, `${sha}.${ext}`);
  };
  return {
    async put(companyId, bytes, ext) {
      const sha = sha256Of(bytes);
      const file = fileOf(companyId, sha, ext);
      if (fs.existsSync(file)) return sha;
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      await fs.promises.writeFile(tmp, bytes, { mode: 0o600 });
      await fs.promises.rename(tmp, file);
      return sha;
    },
    async get(companyId, sha, ext) {
      let bytes: Buffer;
      try {
        bytes = await fs.promises.readFile(fileOf(companyId, sha, ext));
      } catch {
        return null;
      }
      return sha256Of(bytes) === sha ? bytes : null;
    },
    async remove(companyId, sha, ext) {
      await fs.promises.rm(fileOf(companyId, sha, ext), { force: true });
    },
    async purge(companyId) {
      if (!SAFE_ID.test(companyId)) return;
      await fs.promises.rm(path.join(dir, companyId), { recursive: true, force: true });
    },
  };
}
