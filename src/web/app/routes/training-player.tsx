import { PlayCircleOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function TrainingPlayerRoute() {
  return (
    <RequirePermission permission="trainingPlayer">
      <AreaPlaceholder area="trainingPlayer" icon={<PlayCircleOutlined />} />
    </RequirePermission>
  );
}
