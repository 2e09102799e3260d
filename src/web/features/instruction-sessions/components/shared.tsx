/** Small parts the list, the detail page and the tablet mode share. */
import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, LockOutlined, PlayCircleOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { InstructionParticipantState, InstructionSessionStatus } from '../../../../shared/contracts/instruction';
import { formatDate } from '../../../lib/format';
import { localize, personName, type Localized } from '../../../lib/localize';
import { IconStatusTag } from '../../../components/status-tag';
import { signatureQueryOptions } from '../api/queries';
import { useSessionsT, type SessionsT } from '../i18n';

const STATUS_ICONS: Record<InstructionSessionStatus, ReactNode> = {
  planned: <ClockCircleOutlined />,
  open: <PlayCircleOutlined />,
  closed: <LockOutlined />,
};

/** A session's status; the colour (instruction-sessions.css) comes with an icon, so it reads without colour too. */
export function SessionStatusTag({ status }: { status: InstructionSessionStatus }) {
  const { t } = useSessionsT();
  return <IconStatusTag status={status} icons={STATUS_ICONS} className="is-status" label={t(`status.${status}`)} testId="session-status" />;
}

const STATE_ICONS: Record<InstructionParticipantState, ReactNode> = {
  invited: <MailOutlined />,
  signed: <CheckCircleOutlined />,
  absent: <CloseCircleOutlined />,
};

/** A participant's state: eingeladen, unterschrieben, abwesend. */
export function ParticipantStateTag({ state }: { state: InstructionParticipantState }) {
  const { t } = useSessionsT();
  return <IconStatusTag status={state} icons={STATE_ICONS} className="is-state" label={t(`state.${state}`)} testId="participant-state" dataKey="state" />;
}

/** "12.05.2026, 09:00–09:45 Uhr" */
export function timeRange(t: SessionsT, startsAt: string, durationMinutes: number): string {
  const start = dayjs(startsAt);
  return t('timeRange', { date: formatDate(startsAt), from: start.format('HH:mm'), to: start.add(durationMinutes, 'minute').format('HH:mm') });
}

export const sessionTitle = (title: Localized, language: string) => localize(title, language);
export { personName };

/** A participant's signature, loaded with the session's token. */
export function SignatureImage({ url, name }: { url: string; name: string }) {
  const { t } = useSessionsT();
  const image = useQuery(signatureQueryOptions(url));
  if (image.isPending) return <Spin size="small" />;
  if (!image.data) return <span className="is-muted">–</span>;
  return <img className="is-signature" src={image.data} alt={t('detail.signatureOf', { name })} data-testid="participant-signature" />;
}
