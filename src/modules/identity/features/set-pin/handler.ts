import type { Principal } from '../../../../platform/http';
import { commandActor } from '../../../../platform/kernel';
import type { UserView } from '../../../../shared/contracts/identity';
import { hashPassword, verifyPassword } from '../../passwords';
import { applyAuthEffects } from '../../shared/auth-effects';
import { IDENTITY_READ_MODELS, tenantOf, type IdentityDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { loadUser, userStream } from '../../shared/streams';
import { userView } from '../../shared/views';

/**
 * PATCH /api/user/pin: the signed-in person sets their six-digit PIN: right after a start code
 * without more, later only with the current one (checked against the limit of confirmations). The
 * rules (six digits, not trivial, not the date of birth) are the user decider's. The new PIN holds
 * before the answer, which is the person's view (mustSetPin false).
 */
export async function setPin(d: IdentityDeps, principal: Principal, pin: string, currentPin: string | undefined): Promise<UserView> {
  const { k } = d;
  const tenantId = tenantOf(principal.tenantId);
  const loaded = await loadUser(k, tenantId, principal.userId);
  if (loaded.state.status !== 'registered') throw toHttpError('UserNotFound');
  const storedPin = loaded.state.pinHash;
  let currentPinMatched: string | null = null;
  if (storedPin !== null && !loaded.state.mustSetPin && currentPin !== undefined) {
    // a wrong current PIN is a guess like a wrong sign-in: limited the same way as confirmations
    await d.limits.confirm.hit(`confirm:${principal.userId}`);
    if (await verifyPassword(currentPin, storedPin)) currentPinMatched = storedPin;
  }
  const pinHash = await hashPassword(pin, k.config.pinHashCost);
  const outcome = await k.commands.run({
    ...userStream(principal.userId),
    actor: commandActor(tenantId, principal),
    loaded,
    command: { type: 'SetPin' as const, pin, pinHash, currentPinMatched, now: k.clock.now() },
    waitFor: IDENTITY_READ_MODELS,
    whenReadModelsLate: 'continue',
  });
  await applyAuthEffects(k, principal.userId, [outcome]);
  if (currentPinMatched !== null) await d.limits.confirm.reset(`confirm:${principal.userId}`);
  return userView(d, principal.userId);
}
