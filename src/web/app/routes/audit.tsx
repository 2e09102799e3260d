import { RequirePermission } from '../../components/require-permission';
import { AuditPage } from '../../features/audit';
import { useAuditT } from '../../features/audit/i18n';

/** /audit: auditor, root and admin; everyone else sees 'Access Denied'. */
export default function AuditRoute() {
  const { t } = useAuditT();
  return (
    <RequirePermission permission="audit" deniedDescription={t('page.noPermission')}>
      <AuditPage />
    </RequirePermission>
  );
}
