import { Tag } from 'antd';
import { useCommonT } from '../../lib/feature-texts';
import type { Role } from '../../lib/auth';
import { roleKey } from '../../lib/authorization';
import { ROLE_COLORS } from '../../lib/role-colors';

/** 'ROOT ADMIN' for root, 'ADMIN' for admin (spec section 2), and matching badges for the others. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useCommonT();
  return (
    <Tag color={ROLE_COLORS[role]} className="role-badge" data-testid="role-badge">
      {t(`common.roleBadges.${roleKey(role)}`)}
    </Tag>
  );
}
