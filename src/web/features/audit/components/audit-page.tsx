import { Tabs } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { useAuditT } from '../i18n';
import { AUDIT_TABS } from './tabs';

/** /audit (issue 12): the auditor's workspace, one tab per tool. */
export function AuditPage() {
  const { t, language } = useAuditT();
  return (
    <div className="page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Tabs aria-label={t('page.tabsLabel')} destroyOnHidden items={AUDIT_TABS.map((tab) => ({ key: tab.key, label: tab.label(language), children: tab.render() }))} />
    </div>
  );
}
