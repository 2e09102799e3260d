import { RequirePermission } from '../../components/require-permission';
import { GroupsPage } from '../../features/groups';

export default function GroupsRoute() {
  return (
    <RequirePermission permission="groups">
      <GroupsPage />
    </RequirePermission>
  );
}
