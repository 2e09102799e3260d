import { useBundlesT } from '../../features/bundles/i18n';
import { RequirePermission } from '../../components/require-permission';
import { BundlesPage } from '../../features/bundles/components/bundles-page';

/** /bundles: root, admin and manager; everyone else sees 'Access Denied' with the bundles notice. */
export default function BundlesRoute() {
  const { t } = useBundlesT();
  return (
    <RequirePermission permission="bundles" deniedDescription={t('area.noPermission')}>
      <BundlesPage />
    </RequirePermission>
  );
}
