import { commandActor } from '../../../../platform/kernel';
import type { Principal } from '../../../../platform/http';
import { applyAuthEffects } from '../../shared/auth-effects';
import { tenantOf, type IdentityDeps } from '../../shared/deps';
import { sessionStream } from '../../shared/streams';

/** Ends the caller's session: its token stops working at once. */
export async function signOut({ k }: IdentityDeps, principal: Principal): Promise<void> {
  const outcome = await k.commands.run({
    ...sessionStream(principal.sessionId),
    actor: commandActor(tenantOf(principal.tenantId), principal),
    command: { type: 'EndSession', sessionId: principal.sessionId, now: k.clock.now() },
    waitFor: ['identity.sessions'],
    // the token stops working before the answer, which shows nothing of the change
    whenReadModelsLate: 'continue',
  });
  await applyAuthEffects(k, principal.userId, [outcome]);
}
