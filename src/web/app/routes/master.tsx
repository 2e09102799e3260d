import { RequirePermission } from '../../components/require-permission';
import { MasterPage } from '../../features/master';

/** /master: the platform operator only; everyone else sees 'Access Denied'. */
export default function MasterRoute() {
  return (
    <RequirePermission permission="master">
      <MasterPage />
    </RequirePermission>
  );
}
