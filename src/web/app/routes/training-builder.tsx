import { BuildOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function TrainingBuilderRoute() {
  return (
    <RequirePermission permission="trainingBuilder">
      <AreaPlaceholder area="trainingBuilder" icon={<BuildOutlined />} />
    </RequirePermission>
  );
}
