import { useBundlesT } from '../../features/bundles/i18n';
import { guardedPage } from '../../components/require-permission';
import { BundlesPage } from '../../features/bundles/components/bundles-page';

const useDeniedDescription = () => useBundlesT().t('area.noPermission');

/** /bundles: root, admin and manager; everyone else sees 'Access Denied' with the bundles notice. */
export default guardedPage('bundles', BundlesPage, useDeniedDescription);
