import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../components/require-permission';
import { BundlesPage } from '../../features/bundles/components/bundles-page';

/** /bundles: root, admin and manager; everyone else sees 'Access Denied' with the bundles notice. */
export default function BundlesRoute() {
  const { t } = useTranslation();
  return (
    <RequirePermission permission="bundles" deniedDescription={t('areas.bundles.noPermission')}>
      <BundlesPage />
    </RequirePermission>
  );
}
