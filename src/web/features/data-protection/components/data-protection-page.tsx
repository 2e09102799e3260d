import { Alert } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { LoadError } from '../../../components/load-error';
import { SurfaceSkeleton } from '../../../components/list-page';
import { useCurrentUser } from '../../../lib/auth';
import { privacyPolicy } from '../../../../shared/policy';
import { useDataProtectionSettings } from '../api/queries';
import { RETENTION_FIELDS } from '../lib/report';
import { useDataProtectionT } from '../i18n';
import { ErasuresCard } from './erasures-card';
import { LegalHoldsCard } from './legal-holds-card';
import { PreviewCard } from './preview-card';
import { RetentionCard } from './retention-card';
import { WorksCouncilModeCard } from './works-council-mode-card';
import { WorksCouncilReportCard } from './works-council-report-card';
import '../data-protection.css';

/** The policy's two cards: the periods and the works-council switch (one GET for both). */
function PolicyCards({ canChange }: { canChange: boolean }) {
  const { t } = useDataProtectionT();
  const settings = useDataProtectionSettings(true);
  if (settings.isPending) return <SurfaceSkeleton className="dp-skeleton" rows={6} />;
  if (settings.isError) return <LoadError surface title={t('page.loadErrorTitle')} message={settings.error.message} onRetry={() => settings.refetch()} />;
  // the form starts again from the server's values when they change (saved here or elsewhere)
  const policyKey = RETENTION_FIELDS.map(({ name }) => settings.data[name]).join('-');
  return (
    <div className="dp-policy">
      <RetentionCard key={policyKey} settings={settings.data} canChange={canChange} />
      <WorksCouncilModeCard settings={settings.data} canChange={canChange} />
    </div>
  );
}

/**
 * /data-protection (issue 35). Root: the retention periods and the works-council mode (changes
 * both), the preview of the data protection job (pseudonymise a leaver now), the legal holds, the
 * pseudonymisations done, the works council's report.
 * Admins: the same, the policy read-only. Auditors: the report only. Cards stack on narrow screens; the tables scroll sideways.
 */
export function DataProtectionPage() {
  const { t } = useDataProtectionT();
  const { data: me } = useCurrentUser();
  const role = me?.role ?? '';
  const readsPolicy = privacyPolicy.readPolicy(role);
  const changesPolicy = privacyPolicy.changePolicy(role);
  const managesHolds = privacyPolicy.manageLegalHolds(role);
  const erases = privacyPolicy.erasePerson(role);
  const readsReport = privacyPolicy.worksCouncilReport(role);

  return (
    <div className="page dp-page" data-testid="data-protection-page">
      <PageHeader title={t('page.title')} subtitle={t(readsPolicy ? 'page.subtitle' : 'page.subtitleReport')} />
      {readsPolicy && !changesPolicy && <Alert type="info" showIcon title={t('page.readOnly')} data-testid="data-protection-read-only" />}
      {readsPolicy && <PolicyCards canChange={changesPolicy} />}
      {readsPolicy && <PreviewCard />}
      {managesHolds && <LegalHoldsCard />}
      {erases && <ErasuresCard />}
      {readsReport && <WorksCouncilReportCard />}
    </div>
  );
}
