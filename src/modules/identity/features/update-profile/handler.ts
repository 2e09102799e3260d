import type { Principal } from '../../../../platform/http';
import { commandActor } from '../../../../platform/kernel';
import type { UserView } from '../../../../shared/contracts/identity';
import type { UserState } from '../../domain/user';
import { requireContentLanguage } from '../../shared/content-language-field';
import { IDENTITY_READ_MODELS, tenantOf, type IdentityDeps } from '../../shared/deps';
import { changeEmail, emailTakenOn } from '../../shared/email-claims';
import { loadUser, userStream } from '../../shared/streams';
import { HttpError } from '../../../../platform/http';
import { verifyPassword } from '../../passwords';
import { toHttpError } from '../../shared/errors';
import { userView } from '../../shared/views';
import type { LanguageInput, ProfileInput } from './schema';

/**
 * The signed-in user's own name and address (a new address is claimed and the old one released),
 * their UI language and their content language (issue 34). Together in one request they are
 * commands on the user's stream in this order; an unknown content language refuses the request
 * before any of them runs.
 */
export async function updateProfile(d: IdentityDeps, principal: Principal, input: ProfileInput | null, languages: LanguageInput): Promise<UserView> {
  const { k } = d;
  const { language, contentLanguage } = languages;
  requireContentLanguage(contentLanguage);
  const tenantId = tenantOf(principal.tenantId);
  const stream = { ...userStream(principal.userId), actor: commandActor(tenantId, principal), waitFor: IDENTITY_READ_MODELS };
  // a command that another of the same request follows must run whatever the read models say
  const followed = { whenReadModelsLate: 'continue' as const };
  if (input) {
    const loaded = await loadUser(k, tenantId, principal.userId);
    if (loaded.state.status === 'registered' && loaded.state.email !== input.email) await checkCurrentPassword(d, principal.userId, loaded.state.passwordHash, input.currentPassword);
    let before: UserState = { status: 'none' };
    const { firstName, lastName, email } = input;
    await k.commands.run({
      ...stream,
      loaded,
      command: (state) => {
        before = state;
        return { type: 'UpdateProfile' as const, firstName, lastName, email };
      },
      alsoAppend: (_events, _state, metadata) => (before.status === 'registered' ? changeEmail(k, before.email, email, principal.userId, metadata) : []),
      onConflict: emailTakenOn(email),
      ...(language || contentLanguage ? followed : {}),
    });
    // a changed address: the notice to the old one is queued with the change (identity.emailNoticeOutbox)
  }
  if (language) await k.commands.run({ ...stream, command: { type: 'ChangeLanguage', language, now: k.clock.now() }, ...(contentLanguage ? followed : {}) });
  if (contentLanguage) {
    const actor = { userId: principal.userId, role: principal.role };
    await k.commands.run({ ...stream, command: { type: 'ChangeContentLanguage', contentLanguage, actor, now: k.clock.now() } });
  }
  return userView(d, principal.userId);
}

/** A new sign-in address needs the current password (limited like sign-ins, so it cannot be used to guess). */
async function checkCurrentPassword({ limits }: IdentityDeps, userId: string, passwordHash: string, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) {
    throw new HttpError(400, 'current_password_required', {
      de: 'Bitte geben Sie Ihr aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.',
      en: 'Please enter your current password to change the e-mail address.',
    });
  }
  await limits.confirm.hit(`confirm:${userId}`);
  if (!(await verifyPassword(currentPassword, passwordHash))) throw toHttpError('CurrentPasswordWrong');
  await limits.confirm.reset(`confirm:${userId}`);
}
