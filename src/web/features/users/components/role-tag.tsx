import { Tag } from 'antd';
import { useUsersT } from '../i18n';
import type { Role } from '../../../lib/auth';
import { roleKey } from '../../../lib/authorization';

const ROLE_COLORS: Record<Role, string> = {
  master: 'purple',
  root: 'red',
  admin: 'volcano',
  manager: 'blue',
  'non-managing': 'default',
  auditor: 'geekblue',
};

/** The role of a user as a coloured tag (names from the global `roles.*`). */
export function RoleTag({ role }: { role: Role }) {
  const t = useUsersT();
  return (
    <Tag color={ROLE_COLORS[role]} className="us-role-tag" data-testid="role-tag">
      {t(`common.roles.${roleKey(role)}`)}
    </Tag>
  );
}

/** Options of a role select, labelled like the tags. */
export function useRoleLabel() {
  const t = useUsersT();
  return (role: Role) => t(`common.roles.${roleKey(role)}`);
}
