import { TeamOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function GroupsRoute() {
  return (
    <RequirePermission permission="groups">
      <AreaPlaceholder area="groups" icon={<TeamOutlined />} />
    </RequirePermission>
  );
}
