import type { AppendRequest, ConcurrencyError, EventMetadata, LoadedStream } from '../../../platform/eventstore';
import { throwIfBehind } from '../../../platform/eventstore';
import type { Principal } from '../../../platform/http';
import { callerActor } from '../../../platform/kernel';
import { companyCaller, type Caller } from '../../../shared/contracts/ids';
import type { CompanyUserRow, ManagedUserView } from '../../../shared/contracts/identity';
import { mayAccess, privacyPolicy, type Role } from '../../../shared/policy';
import { managesUsers, resendInvitationRefusal, seesDateOfBirth, userPermissions } from '../../../shared/user-policy';
import type { UserCommand, UserManager, UserState } from '../domain/user';
import { getCompanyUser } from '../read/users/users-page';
import { requireUser, type IdentityDeps } from './deps';
import { applyAuthEffects, type StoredOutcome } from './auth-effects';
import { toHttpError } from './errors';
import { userStream } from './streams';

/**
 * Users page (spec sections 2, 5, 6, 7). Every rule of who may do what to whom lives in
 * `src/shared/user-policy.ts` and is applied by the user decider; the slices load, decide, append
 * and wait for the read models through the command runner.
 */

/** Read models a users-page command changes; sessions too, because deactivation and deletion end sessions. */
const USER_READ_MODELS = ['identity.users', 'identity.sessions'];


/** 401 without a session, 403 for roles that manage no users (the auditor reads the list only: `usersPageCaller`). */
export function userAdminCaller(principal: Principal | null): Caller {
  const p = requireUser(principal);
  if (!p.tenantId || !managesUsers(p.role)) throw toHttpError('NotAllowedToManageUsers');
  return companyCaller(p.tenantId, p.userId, p.role as Role);
}

/** 401 without a session, 403 for roles that may not see the users page (area `users`: managing roles and the auditor). */
export function usersPageCaller(principal: Principal | null): Caller {
  const p = requireUser(principal);
  if (!p.tenantId || !mayAccess(p.role, 'users')) throw toHttpError('NotAllowedToManageUsers');
  return companyCaller(p.tenantId, p.userId, p.role as Role);
}

/** A row with what the caller may do to that user (field by field: rows of a users page come frozen from the cache, a spread per row costs more). */
export const withPermissions = (c: Caller, row: CompanyUserRow, learningDetails = true): ManagedUserView => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  isActive: row.isActive,
  // the last sign-in is a learning detail: not in the answer under the works-council mode for managers (issue 35, item 6)
  ...(learningDetails ? { lastLogin: row.lastLogin } : {}),
  personnelNumber: row.personnelNumber,
  createdAt: row.createdAt,
  accessUntil: row.accessUntil,
  invitationPending: row.invitationPending,
  language: row.language,
  contentLanguage: row.contentLanguage,
  permissions: userPermissions(c.actor, { userId: row.id, role: row.role }),
  canResendInvitation: row.invitationPending && resendInvitationRefusal(c.actor, { userId: row.id, role: row.role }) === null,
  // personal data for root and admin only: for every other role the field is not in the answer at all
  ...(seesDateOfBirth(c.actor.role) ? { dateOfBirth: row.dateOfBirth ?? null } : {}),
});

/** A user of the caller's company with what the caller may do to them, or 404. */
export async function managedUser(d: Pick<IdentityDeps, 'k' | 'ports'>, c: Caller, userId: string): Promise<ManagedUserView> {
  const [row, details] = await Promise.all([getCompanyUser(d.k.db, c.companyId, userId), seesLearningDetails(d, c)]);
  if (!row) throw toHttpError('UserNotFound');
  return withPermissions(c, row, details);
}

/** Whether the caller sees others' learning details (last sign-in) under the company's works-council mode (policy.ts). */
export async function seesLearningDetails(d: Pick<IdentityDeps, 'ports'>, c: Caller): Promise<boolean> {
  return privacyPolicy.seesLearningDetails(c.actor.role, await d.ports.privacy.worksCouncilMode(c.companyId));
}

export interface ManageOptions {
  readonly loaded?: LoadedStream<UserState>;
  readonly alsoAppend?: (events: unknown, state: UserState, metadata: EventMetadata) => Promise<readonly AppendRequest[]> | readonly AppendRequest[];
  readonly onConflict?: (error: ConcurrencyError) => Error | undefined;
  /** Answer even while the users page lags (no 202): the answer carries something that is shown once (a start code). */
  readonly answerWhileBehind?: boolean;
}

/**
 * Runs one command of the users page on a user of the caller's company (the stream is read in the
 * caller's tenant: another company's user is simply not found).
 */
export async function manageUser(
  { k }: IdentityDeps,
  c: Caller,
  userId: string,
  command: (actor: UserManager, now: Date, state: UserState) => UserCommand,
  options: ManageOptions = {},
): Promise<StoredOutcome> {
  const outcome = await k.commands.run({
    ...userStream(userId),
    actor: callerActor(c),
    command: (state) => command(c.actor, k.clock.now(), state),
    ...(options.loaded ? { loaded: options.loaded } : {}),
    ...(options.alsoAppend ? { alsoAppend: options.alsoAppend } : {}),
    ...(options.onConflict ? { onConflict: options.onConflict } : {}),
    waitFor: USER_READ_MODELS,
    whenReadModelsLate: 'continue',
  });
  // deactivation, deletion and role changes reach authentication before the answer, whatever the projections do
  await applyAuthEffects(k, userId, [outcome]);
  // then, if the users page would not show the change yet: 202 "wird verarbeitet"
  if (!options.answerWhileBehind) throwIfBehind(outcome);
  return outcome;
}
