import { ReadOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function MyTrainingsRoute() {
  return (
    <RequirePermission permission="myLearning">
      <AreaPlaceholder area="myTrainings" icon={<ReadOutlined />} />
    </RequirePermission>
  );
}
