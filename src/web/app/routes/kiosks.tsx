import { guardedPage } from '../../components/require-permission';
import { KiosksPage, useKiosksT } from '../../features/kiosks';

const useDeniedDescription = () => useKiosksT().t('page.noPermission');

/** /kiosks: root and admin manage the company's kiosk devices; everyone else sees 'Access Denied'. */
export default guardedPage('kiosks', KiosksPage, useDeniedDescription);
