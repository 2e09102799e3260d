import type { Role } from '../../shared/policy';
import { isRole } from './authorization';

/** Tag colour of each role in the header badge and the master backoffice's user list. */
export const ROLE_COLORS: Record<Role, string> = {
  master: 'purple',
  root: 'volcano',
  admin: 'blue',
  manager: 'green',
  'non-managing': 'default',
  auditor: 'geekblue',
};

/** The colour of a role from the server; 'default' for one the app does not know. */
export function roleColor(role: string): string {
  return isRole(role) ? ROLE_COLORS[role] : 'default';
}
