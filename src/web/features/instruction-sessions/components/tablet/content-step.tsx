import { Button } from 'antd';
import { FileTextOutlined, PlaySquareOutlined, QuestionCircleOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { InstructionSessionView } from '../../api/queries';
import { useSessionsT } from '../../i18n';
import { StepHeading } from './step-heading';

const MODULE_ICONS: Record<InstructionSessionView['modules'][number]['type'], ReactNode> = {
  video: <PlaySquareOutlined />,
  quiz: <QuestionCircleOutlined />,
  text: <FileTextOutlined />,
};

/** Step 1: the training's modules in order, for the instructor to present; then on to the sign sheet (starting a planned session). */
export function ContentStep({ session, starting, onNext }: { session: InstructionSessionView; starting: boolean; onNext: () => void }) {
  const { t } = useSessionsT();
  return (
    <div className="is-tablet__step is-tablet__content" data-testid="tablet-content">
      <StepHeading title={t('tablet.content.heading')} intro={t('tablet.content.intro')} />
      {session.modules.length === 0 ? (
        <p className="is-tablet__note">{t('tablet.content.none')}</p>
      ) : (
        <ol className="is-modules">
          {session.modules.map((m, index) => (
            <li key={m.id} className="is-modules__item" data-testid="tablet-module">
              <span className="is-modules__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="is-modules__title">{m.title}</span>
              <span className="is-modules__type">
                {MODULE_ICONS[m.type]} {t(`moduleType.${m.type}`)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="is-tablet__actions">
        <Button type="primary" size="large" icon={<RightOutlined />} iconPosition="end" loading={starting} onClick={onNext} data-testid="tablet-next">
          {session.status === 'planned' ? t('tablet.content.startAndNext') : t('tablet.content.next')}
        </Button>
      </div>
    </div>
  );
}
