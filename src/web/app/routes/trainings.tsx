import { BookOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function TrainingsRoute() {
  return (
    <RequirePermission permission="library">
      <AreaPlaceholder area="trainings" icon={<BookOutlined />} />
    </RequirePermission>
  );
}
