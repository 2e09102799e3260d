import type { ReactNode } from 'react';
import { CloseCircleOutlined, ExclamationCircleOutlined, HistoryOutlined } from '@ant-design/icons';
import type { ProgressStatus } from '../../../../shared/contracts/learning';
import { IconStatusTag } from '../../../components/status-tag';
import { useAsOfT } from './i18n';

/** The icons and colours of the group progress dialog's status tags (as-of.css mirrors groups.css), so a status looks the same everywhere. */
const ICONS: Partial<Record<ProgressStatus, ReactNode>> = {
  recertification_due: <HistoryOutlined />,
  expired: <CloseCircleOutlined />,
  overdue: <ExclamationCircleOutlined />,
};

export function AsOfStatusTag({ status }: { status: ProgressStatus }) {
  const { t } = useAsOfT();
  return <IconStatusTag status={status} icons={ICONS} className="aof-status" label={t(`status.${status}`)} />;
}
