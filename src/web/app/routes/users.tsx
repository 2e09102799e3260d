import { RequirePermission } from '../../components/require-permission';
import { UsersPage } from '../../features/users';

export default function UsersRoute() {
  return (
    <RequirePermission permission="users">
      <UsersPage />
    </RequirePermission>
  );
}
