import type { IncomingMessage } from 'node:http';
import { receiveSingleFile } from '../../../../platform/http';
import type { Lang } from '../../../../platform/i18n';
import { MAX_SCAN_BYTES, type InstructionSessionView } from '../../../../shared/contracts/instruction';
import { getSession } from '../../read/sessions/queries';
import type { Caller, InstructionDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import type { EvidenceExtension } from '../../shared/files';
import { sha256Of } from '../../shared/files';
import { actorOf, loadSession } from '../../shared/session-run';
import { sessionView } from '../../shared/view';
import { closeWith } from '../close-session/handler';

/** The kinds of scan the server keeps, by their first bytes (the declared type is not trusted). */
const KINDS: readonly { readonly ext: EvidenceExtension; readonly type: string; readonly magic: readonly number[] }[] = [
  { ext: 'pdf', type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

export const scanKind = (bytes: Buffer) => KINDS.find((k) => k.magic.every((b, i) => bytes[i] === b));

/** `presentUserIds` as a form field: ids separated by commas (or a JSON array of ids). */
function presentIds(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) && parsed.every((x) => typeof x === 'string') ? parsed : null;
    } catch {
      return null;
    }
  }
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * POST /instruction-sessions/{id}/scan: closes a session from its signed paper list. The scan (PDF,
 * PNG or JPEG, at most 20 MB) is stored by its sha256 and stands as the evidence of everyone listed
 * in `presentUserIds`, who are completed with method `presence-paper` as of the session's end; the
 * others are absent.
 */
export async function closeFromScan(d: InstructionDeps, c: Caller, sessionId: string, req: IncomingMessage, lang: Lang): Promise<InstructionSessionView> {
  const target = await loadSession(d, c, sessionId);
  // who may not close it is refused before the upload is read
  const state = target.loaded.state;
  if (state.status !== 'none' && !actorOf(c, target.training, state).mayConduct) throw toHttpError('NotAllowedToConduct');
  const fields = new Map<string, string>();
  const bytes = await receiveSingleFile(req, { field: 'file', maxBytes: MAX_SCAN_BYTES, fields }, async (chunks) => {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    return Buffer.concat(parts);
  });
  const kind = scanKind(bytes);
  if (!kind) throw toHttpError('ScanWrongType');
  const present = presentIds(fields.get('presentUserIds'));
  if (!present) throw toHttpError('PresentRequired');
  const sha = sha256Of(bytes);
  const now = d.k.clock.now();
  await closeWith(
    d,
    c,
    target,
    (actor) => ({ type: 'CloseFromPaper', actor, presentUserIds: present, scanSha256: sha, scanType: kind.type, now }),
    async () => void (await d.files.put(c.companyId, bytes, kind.ext)),
    // the participants were instructed at the session, not at the upload
    (s) => new Date(Math.min(now.getTime(), Date.parse(s.startsAt) + s.durationMinutes * 60_000)),
  );
  return sessionView(d, c, sessionId, lang);
}

/** GET /instruction-sessions/{id}/scan: the signed paper list a session was closed from. */
export async function scanFile(d: InstructionDeps, c: Caller, sessionId: string): Promise<{ bytes: Buffer; type: string; ext: EvidenceExtension }> {
  const found = await getSession(d.k.db, c.companyId, sessionId);
  if (!found) throw toHttpError('SessionNotFound');
  const { scanSha256, scanType } = found.session;
  const kind = KINDS.find((k) => k.type === scanType);
  const bytes = scanSha256 && kind ? await d.files.get(c.companyId, scanSha256, kind.ext) : null;
  if (!bytes || !kind) throw toHttpError('ScanNotFound');
  return { bytes, type: kind.type, ext: kind.ext };
}
