import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../lib/auth';
import { roleKey } from '../../lib/authorization';

const COLORS: Record<Role, string> = {
  master: 'purple',
  root: 'volcano',
  admin: 'blue',
  manager: 'green',
  'non-managing': 'default',
};

/** 'ROOT ADMIN' for root, 'ADMIN' for admin (spec section 2), and matching badges for the others. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[role]} className="role-badge" data-testid="role-badge">
      {t(`roleBadges.${roleKey(role)}`)}
    </Tag>
  );
}
