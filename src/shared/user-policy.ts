/**
 * Who may manage which users (spec section 6, Users), as ONE table. The identity module's decider
 * enforces it on the server; the web app imports the same table to show or hide controls and to
 * offer role options. Pure TypeScript: no imports except types.
 *
 * - Users page: root, admin, manager; the auditor sees it read-only (area `users` of policy.ts).
 * - Invite roles: root any (root/admin/manager/employee/auditor; never master);
 *   admin manager/employee/auditor; manager manager/employee.
 * - Edit-role options: root admin/manager/employee/auditor; admin manager/employee/auditor;
 *   manager manager/employee. Nobody makes an existing user root (spec: "Edit-role options: root
 *   admin/manager/employee"), and nobody acts on a root, so a root never loses the role.
 * - Acting (edit, deactivate, activate) never on oneself; root and admin on anyone except root;
 *   manager on manager and employee.
 * - Delete: root on non-root others; admin on manager/employee/auditor; manager on
 *   manager/employee (never oneself).
 * - The auditor manages nobody.
 */
import type { Role } from './policy';

/** The roles a company user can be given by someone else in an edit (never root, never master). */
export type ManagedRole = 'admin' | 'manager' | 'non-managing' | 'auditor';

/** The roles a new user can be invited with: the managed ones and, by root only, root (never master). */
export type InvitableRole = ManagedRole | 'root';

export interface UserManagementRights {
  /** Roles this role may give to a new user. */
  readonly invite: readonly InvitableRole[];
  /** Roles this role may set when editing a user. */
  readonly assign: readonly ManagedRole[];
  /** Roles of users this role may edit, deactivate and activate. */
  readonly act: readonly Role[];
  /** Roles of users this role may delete. */
  readonly delete: readonly Role[];
}

const NONE: UserManagementRights = { invite: [], assign: [], act: [], delete: [] };

/** The table of spec section 6. Rows: the acting role. */
export const USER_MANAGEMENT: Readonly<Record<Role, UserManagementRights>> = {
  master: NONE,
  root: {
    invite: ['root', 'admin', 'manager', 'non-managing', 'auditor'],
    assign: ['admin', 'manager', 'non-managing', 'auditor'],
    act: ['admin', 'manager', 'non-managing', 'auditor'],
    delete: ['admin', 'manager', 'non-managing', 'auditor'],
  },
  admin: {
    invite: ['manager', 'non-managing', 'auditor'],
    assign: ['manager', 'non-managing', 'auditor'],
    act: ['admin', 'manager', 'non-managing', 'auditor'],
    delete: ['manager', 'non-managing', 'auditor'],
  },
  manager: {
    invite: ['manager', 'non-managing'],
    assign: ['manager', 'non-managing'],
    act: ['manager', 'non-managing'],
    delete: ['manager', 'non-managing'],
  },
  'non-managing': NONE,
  auditor: NONE,
};

/**
 * Sort order of the users list: root, admin, manager, non-managing, auditor (master, never listed,
 * shares the last rank: the SQL of identity/read/users/users-page.ts ranks every other role 4).
 */
export const ROLE_RANK: Readonly<Record<Role, number>> = { root: 0, admin: 1, manager: 2, 'non-managing': 3, auditor: 4, master: 4 };

export type UserAction = 'edit' | 'deactivate' | 'activate' | 'delete';

/** Why the policy says no; each name is a rule of spec section 6. */
export type UserPolicyRefusal =
  /** The acting role has no user management at all (non-managing, master). */
  | 'NotAllowedToManageUsers'
  /** Edit, deactivate, activate and delete never apply to one's own account. */
  | 'CannotActOnSelf'
  /** Nobody acts on the root administrator (nor on the platform operator). */
  | 'RootIsUntouchable'
  /** The target's role is outside what the acting role may act on (e.g. manager on admin, admin deleting admin). */
  | 'TargetRoleOutOfReach'
  /** The role to invite with, or to set, is not among the acting role's options. */
  | 'RoleNotAssignable'
  /** A date of birth is set (and seen) by root and admin only (issue 16, item 6). */
  | 'NotAllowedToSetDateOfBirth';

export interface Actor {
  readonly userId: string;
  readonly role: Role | string;
}

export interface Target {
  readonly userId: string;
  readonly role: Role | string;
}

function rightsOf(role: Role | string): UserManagementRights {
  return Object.prototype.hasOwnProperty.call(USER_MANAGEMENT, role) ? USER_MANAGEMENT[role as Role] : NONE;
}

/** True when the role manages users at all (invites someone); seeing the users page is the area `users` of policy.ts. */
export function managesUsers(role: Role | string | undefined): boolean {
  return !!role && rightsOf(role).invite.length > 0;
}

/** Roles the actor may invite with. */
export function invitableRoles(role: Role | string | undefined): readonly InvitableRole[] {
  return role ? rightsOf(role).invite : [];
}

/** Role options when the actor edits a user. */
export function assignableRoles(role: Role | string | undefined): readonly ManagedRole[] {
  return role ? rightsOf(role).assign : [];
}

/** Why the actor may not invite someone with this role, or null when allowed. */
export function inviteRefusal(actorRole: Role | string, role: Role | string): UserPolicyRefusal | null {
  if (!managesUsers(actorRole)) return 'NotAllowedToManageUsers';
  return (rightsOf(actorRole).invite as readonly string[]).includes(role) ? null : 'RoleNotAssignable';
}

/**
 * Why the actor may not send the target a new invitation link, or null when allowed: the same
 * rule as inviting someone with the target's role, never to oneself (issue 13, item 2).
 */
export function resendInvitationRefusal(actor: Actor, target: Target): UserPolicyRefusal | null {
  if (!managesUsers(actor.role)) return 'NotAllowedToManageUsers';
  if (actor.userId === target.userId) return 'CannotActOnSelf';
  return inviteRefusal(actor.role, target.role);
}

/** Why the actor may not do this action to the target, or null when allowed. */
export function actionRefusal(action: UserAction, actor: Actor, target: Target): UserPolicyRefusal | null {
  if (!managesUsers(actor.role)) return 'NotAllowedToManageUsers';
  if (actor.userId === target.userId) return 'CannotActOnSelf';
  if (target.role === 'root' || target.role === 'master') return 'RootIsUntouchable';
  const rights = rightsOf(actor.role);
  const reach: readonly string[] = action === 'delete' ? rights.delete : rights.act;
  return reach.includes(target.role) ? null : 'TargetRoleOutOfReach';
}

/** Why the actor may not give the target this role in an edit, or null when allowed. */
export function roleChangeRefusal(actor: Actor, target: Target, role: Role | string): UserPolicyRefusal | null {
  const act = actionRefusal('edit', actor, target);
  if (act) return act;
  return (rightsOf(actor.role).assign as readonly string[]).includes(role) ? null : 'RoleNotAssignable';
}

export function mayDo(action: UserAction, actor: Actor, target: Target): boolean {
  return actionRefusal(action, actor, target) === null;
}

/** What the actor may do to the target: sent with every row of the users list. */
export interface UserPermissions {
  readonly edit: boolean;
  readonly deactivate: boolean;
  readonly activate: boolean;
  readonly delete: boolean;
}

export function userPermissions(actor: Actor, target: Target): UserPermissions {
  return {
    edit: mayDo('edit', actor, target),
    deactivate: mayDo('deactivate', actor, target),
    activate: mayDo('activate', actor, target),
    delete: mayDo('delete', actor, target),
  };
}

/**
 * A person's date of birth (issue 16, item 6: a person under 18 recertifies at least every six
 * months) is personal data: root and admin set it (invite, edit, import) and see it; the answers of
 * every other role leave it out.
 */
const DATE_OF_BIRTH_ROLES: readonly Role[] = ['root', 'admin'];

/**
 * Accounts without an e-mail address (issue 33: site, production and logistics workers, who sign
 * in with their personnel number) are employees' only: every other role manages or audits and is
 * reached by mail.
 */
const WITHOUT_EMAIL_ROLES: readonly Role[] = ['non-managing'];

export function mayGoWithoutEmail(role: Role | string): boolean {
  return (WITHOUT_EMAIL_ROLES as readonly string[]).includes(role);
}

export function seesDateOfBirth(role: Role | string | undefined): boolean {
  return !!role && (DATE_OF_BIRTH_ROLES as readonly string[]).includes(role);
}

/** Why the actor may not set a date of birth, or null when allowed (the edit rules of `actionRefusal` apply as well). */
export function dateOfBirthRefusal(actorRole: Role | string): UserPolicyRefusal | null {
  return seesDateOfBirth(actorRole) ? null : 'NotAllowedToSetDateOfBirth';
}
