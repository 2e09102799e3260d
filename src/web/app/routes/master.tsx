import { BankOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function MasterRoute() {
  return (
    <RequirePermission permission="masterBackoffice">
      <AreaPlaceholder area="master" icon={<BankOutlined />} />
    </RequirePermission>
  );
}
