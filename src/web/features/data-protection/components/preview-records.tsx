import { Descriptions, type DescriptionsProps } from 'antd';
import type { DataProtectionPreview } from '../api/queries';
import { useDataProtectionT, type DataProtectionT } from '../i18n';

type RecordClass = keyof DataProtectionPreview['records'];

/** What the job will do with each record class: evidence and signatures stay (pseudonymised), the rest goes. */
const FATE: readonly { key: RecordClass; fate: (t: DataProtectionT, preview: DataProtectionPreview) => string }[] = [
  { key: 'evidence', fate: (t, p) => t('preview.records.keptYears', { years: p.evidenceYears }) },
  { key: 'classroomSessions', fate: (t) => t('preview.records.keptWithEvidence') },
  { key: 'questions', fate: (t) => t('preview.records.deleted') },
  { key: 'readReceipts', fate: (t) => t('preview.records.deleted') },
  { key: 'signIns', fate: (t) => t('preview.records.deleted') },
];

/** The records of all due people by class (not only of the page shown), each with what the job will do with them. */
export function PreviewRecords({ preview }: { preview: DataProtectionPreview }) {
  const { t } = useDataProtectionT();
  const items: DescriptionsProps['items'] = FATE.map(({ key, fate }) => ({
    key,
    label: t(`preview.records.${key}`),
    children: (
      <span className="dp-record" data-testid={`preview-records-${key}`}>
        <span className="dp-record__count">{preview.records[key]}</span>
        <span className="dp-muted dp-small">{fate(t, preview)}</span>
      </span>
    ),
  }));
  return (
    <Descriptions
      className="dp-records"
      title={<h3 className="dp-subtitle">{t('preview.records.title')}</h3>}
      items={items}
      size="small"
      bordered
      layout="vertical"
      column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 5, xxl: 5 }}
      data-testid="preview-records"
    />
  );
}
