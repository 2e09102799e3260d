import { VideoCameraOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function VideoEditorRoute() {
  return (
    <RequirePermission permission="videoEditor">
      <AreaPlaceholder area="videoEditor" icon={<VideoCameraOutlined />} />
    </RequirePermission>
  );
}
