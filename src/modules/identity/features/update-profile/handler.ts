import type { Principal } from '../../../../platform/http';
import { commandActor } from '../../../../platform/kernel';
import type { UserView } from '../../../../shared/contracts/identity';
import type { Language } from '../../domain/events';
import type { UserState } from '../../domain/user';
import { IDENTITY_READ_MODELS, tenantOf, type IdentityDeps } from '../../shared/deps';
import { changeEmail, emailTakenOn } from '../../shared/email-claims';
import { userStream } from '../../shared/streams';
import { userView } from '../../shared/views';
import type { ProfileInput } from './schema';

/**
 * The signed-in user's own name and address (a new address is claimed and the old one released)
 * and their language. Both in one request are two commands on the user's stream, name first.
 */
export async function updateProfile(d: IdentityDeps, principal: Principal, input: ProfileInput | null, language: Language | null): Promise<UserView> {
  const { k } = d;
  const stream = { ...userStream(principal.userId), actor: commandActor(tenantOf(principal.tenantId), principal), waitFor: IDENTITY_READ_MODELS };
  if (input) {
    let before: UserState = { status: 'none' };
    await k.commands.run({
      ...stream,
      command: (state) => {
        before = state;
        return { type: 'UpdateProfile' as const, ...input };
      },
      alsoAppend: (_events, _state, metadata) => (before.status === 'registered' ? changeEmail(k, before.email, input.email, principal.userId, metadata) : []),
      onConflict: emailTakenOn(input.email),
    });
  }
  if (language) await k.commands.run({ ...stream, command: { type: 'ChangeLanguage', language, now: k.clock.now() } });
  return userView(d, principal.userId);
}
