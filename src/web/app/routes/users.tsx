import { UserOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function UsersRoute() {
  return (
    <RequirePermission permission="users">
      <AreaPlaceholder area="users" icon={<UserOutlined />} />
    </RequirePermission>
  );
}
