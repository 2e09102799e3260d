import type { Lang } from '../../../../platform/i18n';
import { PRESENCE_CONFIRMATION, type InstructionSessionView } from '../../../../shared/contracts/instruction';
import { sessionDecider } from '../../domain/session';
import { participantSignature } from '../../read/sessions/queries';
import type { Caller, InstructionDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { actorOf, loadSession, runSession } from '../../shared/session-run';
import { inspectSignature } from '../../shared/signature-png';
import { sessionView } from '../../shared/view';
import type { SignInput } from './schema';

/**
 * POST /instruction-sessions/{id}/signatures: a participant confirms the statement and signs. The
 * PNG is checked (a PNG, at most 200 KB, not blank), the command decided once before the file is
 * written (a refused signature leaves no file), then run; the event keeps the file's sha256.
 */
export async function sign(d: InstructionDeps, c: Caller, sessionId: string, input: SignInput, lang: Lang): Promise<InstructionSessionView> {
  const target = await loadSession(d, c, sessionId);
  const inspected = inspectSignature(input.signature);
  if (!inspected.ok) throw toHttpError(inspected.error);
  const now = d.k.clock.now();
  const command = (actor: ReturnType<typeof actorOf>) =>
    ({ type: 'Sign', actor, userId: input.userId, confirmed: input.confirmed, confirmation: PRESENCE_CONFIRMATION[lang], signatureSha256: inspected.sha256, now }) as const;
  const state = target.loaded.state;
  const dry = sessionDecider.decide(command(actorOf(c, target.training, state.status === 'none' ? null : state)), state);
  if (!dry.ok) throw toHttpError(dry.error);
  await d.files.put(c.companyId, inspected.png, 'png');
  await runSession(d, c, target, command);
  return sessionView(d, c, sessionId, lang);
}

/** DELETE /instruction-sessions/{id}/signatures/{userId}: the instructor undoes a wrong tap before closing, with a reason (the trail shows it). */
export async function withdrawSignature(d: InstructionDeps, c: Caller, sessionId: string, userId: string, reason: string, lang: Lang): Promise<InstructionSessionView> {
  const target = await loadSession(d, c, sessionId);
  await runSession(d, c, target, (actor) => ({ type: 'WithdrawSignature', actor, userId, reason, now: d.k.clock.now() }));
  return sessionView(d, c, sessionId, lang);
}

/** GET /instruction-sessions/{id}/signatures/{userId}/image: the PNG a participant signed with (while it matches its hash). */
export async function signatureImage(d: InstructionDeps, c: Caller, sessionId: string, userId: string): Promise<Buffer> {
  const sha = await participantSignature(d.k.db, c.companyId, sessionId, userId);
  const png = sha ? await d.files.get(c.companyId, sha, 'png') : null;
  if (!png) throw toHttpError('SignatureNotFound');
  return png;
}
