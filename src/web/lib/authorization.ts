/**
 * What each role may see in the web app (spec section 6). The server enforces the same table;
 * the web app uses it only to show and hide tabs and pages.
 */
import type { Role, User } from './auth';

const COMPANY_ROLES = ['root', 'admin', 'manager', 'non-managing'] as const satisfies readonly Role[];
const MANAGING_ROLES = ['root', 'admin', 'manager'] as const satisfies readonly Role[];

export const policy = {
  masterBackoffice: ['master'],
  dashboard: COMPANY_ROLES,
  myLearning: COMPANY_ROLES,
  trainingPlayer: COMPANY_ROLES,
  library: MANAGING_ROLES,
  bundles: MANAGING_ROLES,
  users: MANAGING_ROLES,
  groups: MANAGING_ROLES,
  // Finer rules (root, owner, co-owner of the training) apply once trainings exist.
  trainingBuilder: MANAGING_ROLES,
  videoEditor: MANAGING_ROLES,
  companyProfile: ['root'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof policy;

export function can(user: Pick<User, 'role'> | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return (policy[permission] as readonly Role[]).includes(user.role);
}

/** Where a user lands after signing in. */
export function homePathFor(user: Pick<User, 'role'>): '/' | '/master' {
  return user.role === 'master' ? '/master' : '/';
}

export type RoleKey = 'master' | 'root' | 'admin' | 'manager' | 'nonManaging';

/** Translation key part for a role ('roles.<key>', 'roleBadges.<key>'). */
export function roleKey(role: Role): RoleKey {
  return role === 'non-managing' ? 'nonManaging' : role;
}
