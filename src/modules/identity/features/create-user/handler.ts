import { newId } from '../../../../platform/eventstore';
import type { Role } from '../../domain/events';
import { hashPassword } from '../../passwords';
import { tenantOf, type IdentityDeps } from '../../shared/deps';
import { claimEmail, emailTakenOn } from '../../shared/email-claims';
import { userDecider } from '../../domain/user';
import { actorOf, unopened, userStream } from '../../shared/streams';

export interface NewUserInput {
  readonly companyId: string | null;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly password: string;
  readonly gdprConsent: boolean;
}

/**
 * Creates a registered user in a company (or the platform operator when companyId is null), with
 * the address claim in the same transaction. For start-up and seeding: no HTTP route, no policy,
 * no read-model wait (the caller waits for the returned position when it needs to).
 */
export async function createUser({ k }: IdentityDeps, input: NewUserInput, actorId: string | null, commandId?: string): Promise<{ userId: string; position: string }> {
  const userId = newId();
  const { position } = await k.commands.run({
    ...userStream(userId),
    actor: actorOf(tenantOf(input.companyId), actorId, commandId),
    loaded: unopened(userDecider),
    command: {
      type: 'RegisterUser',
      userId,
      companyId: input.companyId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      passwordHash: await hashPassword(input.password, k.config.passwordHashCost),
      gdprConsent: input.gdprConsent,
      now: k.clock.now(),
    },
    alsoAppend: (_events, _state, metadata) => claimEmail(k, input.email, userId, metadata),
    onConflict: emailTakenOn(input.email),
    waitFor: [],
  });
  if (position === undefined) throw new Error(`creating user ${input.email} appended nothing`);
  return { userId, position };
}
