import type { Principal } from '../../../../platform/http';
import { commandActor } from '../../../../platform/kernel';
import { hashPassword, verifyPassword } from '../../passwords';
import { applyAuthEffects } from '../../shared/auth-effects';
import { IDENTITY_READ_MODELS, tenantOf, type IdentityDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { loadUser, userStream } from '../../shared/streams';

/** Changes the signed-in user's password: other sessions end, this one stays. */
export async function changePassword({ k }: IdentityDeps, principal: Principal, currentPassword: string, newPassword: string): Promise<void> {
  const tenantId = tenantOf(principal.tenantId);
  const loaded = await loadUser(k, tenantId, principal.userId);
  if (loaded.state.status !== 'registered') throw toHttpError('UserNotFound');
  const checkedHash = loaded.state.passwordHash;
  const currentPasswordValid = await verifyPassword(currentPassword, checkedHash);
  const newPasswordHash = await hashPassword(newPassword, k.config.passwordHashCost);
  const outcome = await k.commands.run({
    ...userStream(principal.userId),
    actor: commandActor(tenantId, principal),
    loaded,
    // the check holds only for the password it was made against (a retry may find another one)
    command: (state) => ({
      type: 'ChangePassword' as const,
      currentPasswordValid: currentPasswordValid && state.status === 'registered' && state.passwordHash === checkedHash,
      newPasswordHash,
      now: k.clock.now(),
      keepSessionId: principal.sessionId,
    }),
    waitFor: IDENTITY_READ_MODELS,
    // the other sessions end before the answer, which shows no view of the change
    whenReadModelsLate: 'continue',
  });
  await applyAuthEffects(k, principal.userId, [outcome]);
}
