import { guardedPage } from '../../components/require-permission';
import { AuditPage } from '../../features/audit';
import { useAuditT } from '../../features/audit/i18n';

const useDeniedDescription = () => useAuditT().t('page.noPermission');

/** /audit: auditor, root and admin; everyone else sees 'Access Denied'. */
export default guardedPage('audit', AuditPage, useDeniedDescription);
