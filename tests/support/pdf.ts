import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The text of a PDF as `pdftotext -layout` lays it out (the bytes pass through a temporary file). */
export function pdfText(pdf: ArrayBuffer | Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'r.pdf');
    writeFileSync(file, pdf instanceof Uint8Array ? pdf : Buffer.from(pdf));
    return execFileSync('pdftotext', ['-layout', file, '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
