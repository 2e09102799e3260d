import { newId } from '../../../../platform/eventstore';
import type { AuthResult } from '../../../../shared/contracts/identity';
import { TRIAL_DAYS } from '../../domain/company';
import type { Language } from '../../domain/events';
import { hashPassword } from '../../passwords';
import { IDENTITY_READ_MODELS, type IdentityDeps } from '../../shared/deps';
import { claimEmail, emailTakenOn } from '../../shared/email-claims';
import { changeLoginCode, generateLoginCode } from '../../shared/login-codes';
import { newSession } from '../../shared/sessions';
import { companyDecider } from '../../domain/company';
import { actorOf, companyStream, newStreamAppend, unopened, userStream } from '../../shared/streams';
import { userView } from '../../shared/views';
import type { RegisterInput } from './schema';

/**
 * Registers a company with a 14-day trial and its first user as root, and signs them in: the
 * company with a generated login code, the user, the address and code claims and the session in one transaction.
 */
/** `language`: the root's language (the request's); absent: not recorded (German). */
export async function registerCompany(d: IdentityDeps, input: RegisterInput, ip: string, language?: Language): Promise<AuthResult> {
  const { k } = d;
  await d.limits.registerIp.hit(`ip:${ip}`);
  const companyId = newId();
  const userId = newId();
  const now = k.clock.now();
  const passwordHash = await hashPassword(input.password, k.config.passwordHashCost);
  const session = newSession(k, userId, companyId, false);
  const loginCode = generateLoginCode();
  await k.commands.run({
    ...companyStream(companyId),
    actor: actorOf(companyId, userId),
    loaded: unopened(companyDecider),
    command: { type: 'RegisterCompany', companyId, name: input.companyName, email: input.companyEmail, now, trialDays: TRIAL_DAYS, loginCode },
    // the user first (consent is its rule), then the address; the session after the user, so that the sign-in is its last login
    alsoAppend: async (_events, _state, metadata) => {
      const root = newStreamAppend(
        userStream(userId),
        { type: 'RegisterUser', userId, companyId, email: input.email, firstName: input.firstName, lastName: input.lastName, role: 'root', passwordHash, gdprConsent: input.gdprConsent, now, ...(language ? { language } : {}) },
        metadata,
      );
      return [
        ...(await claimEmail(k, input.email, userId, metadata)),
        ...(await changeLoginCode(k, companyId, null, loginCode, metadata)),
        root,
        newStreamAppend(session.stream, session.command, metadata),
      ];
    },
    onConflict: emailTakenOn(input.email),
    waitFor: IDENTITY_READ_MODELS,
  });
  return { token: session.token, user: await userView(d, userId) };
}
