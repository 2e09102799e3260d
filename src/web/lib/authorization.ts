/**
 * What each role may see in the web app (spec section 6): the permission table is the shared one
 * (src/shared/policy.ts, enforced by the server); the web app uses it only to show and hide tabs
 * and pages.
 */
import { ROLES, isPlatformOperator, mayAccess, type Area, type Role } from '../../shared/policy';
import type { User } from './auth';

export type { Area } from '../../shared/policy';

/** Thin adapter over the shared table: may this (possibly signed-out) user open `area`? */
export function can(user: Pick<User, 'role'> | null | undefined, area: Area): boolean {
  return mayAccess(user?.role, area);
}

/** Where a user lands after signing in. */
export function homePathFor(user: Pick<User, 'role'>): '/' | '/master' {
  return isPlatformOperator(user.role) ? '/master' : '/';
}

export type RoleKey = 'master' | 'root' | 'admin' | 'manager' | 'nonManaging' | 'auditor';

const ROLE_KEYS: Record<Role, RoleKey> = {
  master: 'master',
  root: 'root',
  admin: 'admin',
  manager: 'manager',
  'non-managing': 'nonManaging',
  auditor: 'auditor',
};

/** Translation key part for a role ('roles.<key>', 'roleBadges.<key>'). */
export function roleKey(role: Role): RoleKey {
  return ROLE_KEYS[role];
}

/** Whether a string from the server is one of the known roles. */
export function isRole(role: string): role is Role {
  return (ROLES as readonly string[]).includes(role);
}
