import { Button } from 'antd';
import { CheckCircleFilled, EditOutlined, LeftOutlined, LockOutlined, RollbackOutlined, UserAddOutlined } from '@ant-design/icons';
import { personName } from '../../../../lib/localize';
import type { InstructionParticipant, InstructionSessionView } from '../../api/queries';
import { useSessionsT } from '../../i18n';
import { StepHeading } from './step-heading';

/**
 * Step 2: one large button per name (and nothing else of a person: no address, no status but
 * "unterschrieben"), then the instructor's tools: back to the content, add a walk-in, withdraw a
 * signature, close.
 */
export function SignList({
  session,
  onSign,
  onBack,
  onAddPerson,
  onWithdraw,
  onClose,
}: {
  session: InstructionSessionView;
  onSign: (participant: InstructionParticipant) => void;
  onBack: () => void;
  onAddPerson: () => void;
  onWithdraw: () => void;
  onClose: () => void;
}) {
  const { t } = useSessionsT();
  const signed = session.participants.filter((p) => p.state === 'signed').length;
  return (
    <div className="is-tablet__step" data-testid="tablet-list">
      <StepHeading title={t('tablet.list.heading')} intro={t('tablet.list.intro')} />
      <p className="is-tablet__count" aria-live="polite" data-testid="tablet-signed-count">
        {t('tablet.list.signedCount', { signed, total: session.participants.length })}
      </p>
      {session.participants.length === 0 ? (
        <p className="is-tablet__note">{t('tablet.list.empty')}</p>
      ) : (
        <ul className="is-tiles">
          {session.participants.map((p) => {
            const name = personName(p);
            const done = p.state === 'signed';
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className={`is-tile${done ? ' is-tile--signed' : ''}`}
                  aria-disabled={done}
                  aria-label={t(done ? 'tablet.list.signedLabel' : 'tablet.list.signLabel', { name })}
                  onClick={() => !done && onSign(p)}
                  data-testid="tablet-name"
                  data-state={p.state}
                >
                  <span className="is-tile__icon" aria-hidden="true">
                    {done ? <CheckCircleFilled /> : <EditOutlined />}
                  </span>
                  <span className="is-tile__text">
                    <span className="is-tile__name">{name}</span>
                    {done && <span className="is-tile__state">{t('tablet.list.signed')}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <section className="is-tools" aria-label={t('tablet.list.instructorTools')}>
        <span className="is-tools__label">{t('tablet.list.instructorTools')}</span>
        <div className="is-tools__buttons">
          <Button size="large" icon={<LeftOutlined />} onClick={onBack} data-testid="tablet-back-content">
            {t('tablet.list.backToContent')}
          </Button>
          <Button size="large" icon={<UserAddOutlined />} onClick={onAddPerson} data-testid="tablet-add-person">
            {t('tablet.list.addPerson')}
          </Button>
          <Button size="large" icon={<RollbackOutlined />} disabled={signed === 0} onClick={onWithdraw} data-testid="tablet-withdraw">
            {t('tablet.list.withdraw')}
          </Button>
          <Button size="large" type="primary" icon={<LockOutlined />} onClick={onClose} data-testid="tablet-close">
            {t('tablet.list.close')}
          </Button>
        </div>
      </section>
    </div>
  );
}
