import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '../../components/area-placeholder';
import { RequirePermission } from '../../components/require-permission';

export default function BundlesRoute() {
  const { t } = useTranslation();
  return (
    <RequirePermission permission="bundles" deniedDescription={t('areas.bundles.noPermission')}>
      <AreaPlaceholder area="bundles" icon={<AppstoreOutlined />} />
    </RequirePermission>
  );
}
