import { HttpError } from '../../../../platform/http';
import type { AuthResult, InvitationView } from '../../../../shared/contracts/identity';
import { hashPassword, hashToken } from '../../passwords';
import { findInvitation, type InvitationTarget } from '../../read/users/invitations';
import { IDENTITY_READ_MODELS, tenantOf, type IdentityDeps } from '../../shared/deps';
import { INVITATION_LINK_GONE } from '../../shared/errors';
import { newSession, startedSession } from '../../shared/sessions';
import { applyAuthEffects } from '../../shared/auth-effects';
import { actorOf, newStreamAppend, userStream } from '../../shared/streams';
import { userView } from '../../shared/views';

const linkGone = () => new HttpError(410, 'invitation_link_invalid', INVITATION_LINK_GONE);
const linkExpired = () => new HttpError(410, 'invitation_link_expired', INVITATION_LINK_GONE);

/** The user whose current link this is, counted against the limits; 410 for any link that does not work. */
async function target(d: IdentityDeps, token: string, ip: string): Promise<InvitationTarget> {
  await d.limits.invitationIp.hit(`ip:${ip}`);
  const hash = hashToken(token);
  await d.limits.invitation.hit(`token:${hash}`);
  const found = token.length > 0 && token.length <= 200 ? await findInvitation(d.k.db, hash) : undefined;
  if (!found) throw linkGone();
  if (found.expiresAt.getTime() <= d.k.clock.now().getTime()) throw linkExpired();
  return found;
}

/** GET /api/auth/invitation/{token}: whom the link is for (the set-password page greets them). */
export async function describeInvitation(d: IdentityDeps, token: string, ip: string): Promise<InvitationView> {
  const t = await target(d, token, ip);
  return { email: t.email, firstName: t.firstName, companyName: t.companyName, expiresAt: t.expiresAt.toISOString(), language: t.language };
}

/**
 * POST /api/auth/invitation/{token}: sets the person's own password with their current link and
 * signs them in (as POST /api/auth/login answers). The decider checks the link against the stream:
 * a used, superseded or expired link is refused even if the read model has not caught up.
 */
export async function redeemInvitation(d: IdentityDeps, token: string, password: string, ip: string): Promise<AuthResult> {
  const { k } = d;
  const t = await target(d, token, ip);
  const passwordHash = await hashPassword(password, k.config.passwordHashCost);
  const session = newSession(k, t.userId, t.companyId, false);
  const outcome = await k.commands.run({
    ...userStream(t.userId),
    actor: actorOf(tenantOf(t.companyId), t.userId),
    command: { type: 'RedeemInvitationLink', tokenHash: hashToken(token), passwordHash, sessionId: session.sessionId, now: k.clock.now() },
    alsoAppend: (_events, _state, metadata) => [newStreamAppend(session.stream, session.command, metadata)],
    waitFor: IDENTITY_READ_MODELS,
    // the answer carries the new session's token: it reaches the caller even while the read models lag
    whenReadModelsLate: 'continue',
  });
  await applyAuthEffects(k, t.userId, [outcome, startedSession(session)]);
  return { token: session.token, user: await userView(d, t.userId) };
}
