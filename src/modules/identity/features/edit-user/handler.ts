import type { Principal } from '../../../../platform/http';
import type { ManagedUserView } from '../../../../shared/contracts/identity';
import type { UserChanges, UserState } from '../../domain/user';
import type { IdentityDeps } from '../../shared/deps';
import { requireContentLanguage } from '../../shared/content-language-field';
import { changeEmail, emailTakenOn } from '../../shared/email-claims';
import { changePersonnelNumber, personnelNumberTakenOn } from '../../shared/personnel-number-claims';
import { managedUser, manageUser, userAdminCaller } from '../../shared/user-admin';

/** PATCH /api/users/{id}: only the changed fields; a new address or personnel number is claimed and the old one released. */
export async function editUser(d: IdentityDeps, principal: Principal | null, userId: string, changes: UserChanges): Promise<ManagedUserView> {
  const c = userAdminCaller(principal);
  requireContentLanguage(changes.contentLanguage);
  let before: UserState = { status: 'none' };
  await manageUser(
    d,
    c,
    userId,
    (actor, now, state) => {
      before = state;
      return { type: 'EditUser', actor, changes, now };
    },
    {
      alsoAppend: async (_events, _state, metadata) =>
        before.status !== 'registered'
          ? []
          : [
              ...(changes.email !== undefined ? await changeEmail(d.k, before.email, changes.email, userId, metadata) : []),
              ...(changes.personnelNumber !== undefined ? await changePersonnelNumber(d.k, c.companyId, before.personnelNumber, changes.personnelNumber, userId, metadata) : []),
            ],
      onConflict: (err) => emailTakenOn(changes.email)(err) ?? personnelNumberTakenOn(c.companyId, changes.personnelNumber)(err),
    },
  );
  // the person hears of a new sign-in address at both addresses (issue 14, item 3): queued with the change (identity.emailNoticeOutbox)
  return managedUser(d, c, userId);
}
