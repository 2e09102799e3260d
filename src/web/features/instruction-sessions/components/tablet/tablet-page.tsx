import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, Spin } from 'antd';
import { CheckCircleOutlined, CloseOutlined, CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { LoadError } from '../../../../components/load-error';
import { serverMessageOr } from '../../../../lib/api';
import { localize } from '../../../../lib/localize';
import { useOpenSession } from '../../api/mutations';
import { useSession, type InstructionParticipant, type InstructionSessionView } from '../../api/queries';
import { useSessionsT } from '../../i18n';
import { useSessionAction } from '../../lib/use-session-action';
import { ContentStep } from './content-step';
import { CloseStep } from './close-step';
import { SignList } from './sign-list';
import { SigningView } from './signing-view';
import { StepHeading } from './step-heading';
import { AddPersonDialog, WithdrawDialog } from './tool-dialogs';
import '../../instruction-sessions.css';

type Step = 'content' | 'list' | 'close';

/** Full screen through the browser when it can (a tablet's browser bar goes away); the overlay covers the window anyway. */
function useFullscreen() {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const changed = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', changed);
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  const supported = typeof document !== 'undefined' && Boolean(document.fullscreenEnabled);
  const toggle = () => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return { on, supported, toggle };
}

/** The page behind does not scroll while the overlay is up. */
function useScrollLock() {
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);
}

function ClosedView({ session }: { session: InstructionSessionView }) {
  const { t } = useSessionsT();
  const signed = session.participants.filter((p) => p.state === 'signed').length;
  return (
    <div className="is-tablet__step is-tablet__done" data-testid="tablet-closed">
      <CheckCircleOutlined className="is-tablet__done-icon" aria-hidden="true" />
      <StepHeading title={t('tablet.closed.heading')} intro={t('tablet.closed.text', { signed, total: session.participants.length })} />
      <Link to="/instruction-sessions/$id" params={{ id: session.id }} className="ant-btn ant-btn-primary ant-btn-lg is-link-button" data-testid="tablet-to-detail">
        {t('tablet.closed.toDetail')}
      </Link>
    </div>
  );
}

/** The steps of a session being conducted: content, the names, one person signing, closing. */
function TabletBody({ session }: { session: InstructionSessionView }) {
  const { t } = useSessionsT();
  const start = useOpenSession();
  const run = useSessionAction();
  const anySigned = session.participants.some((p) => p.state === 'signed');
  const [step, setStep] = useState<Step>(session.status === 'open' && anySigned ? 'list' : 'content');
  const [signing, setSigning] = useState<InstructionParticipant | null>(null);
  const [dialog, setDialog] = useState<'add' | 'withdraw' | null>(null);

  if (session.status === 'closed') return <ClosedView session={session} />;
  if (!session.permissions.conduct) return <Alert type="warning" showIcon title={t('tablet.notConduct')} className="is-tablet__step" />;

  const next = async () => {
    if (session.status === 'planned') await run(() => start.mutateAsync(session.id), () => setStep('list'));
    else setStep('list');
  };

  if (signing) {
    return <SigningView key={signing.id} session={session} participant={signing} onDone={() => setSigning(null)} />;
  }
  if (step === 'content') return <ContentStep session={session} starting={start.isPending} onNext={() => void next()} />;
  if (step === 'close') return <CloseStep session={session} onBack={() => setStep('list')} />;
  return (
    <>
      <SignList
        session={session}
        onSign={setSigning}
        onBack={() => setStep('content')}
        onAddPerson={() => setDialog('add')}
        onWithdraw={() => setDialog('withdraw')}
        onClose={() => setStep('close')}
      />
      <AddPersonDialog session={session} open={dialog === 'add'} onClose={() => setDialog(null)} />
      <WithdrawDialog session={session} open={dialog === 'withdraw'} onClose={() => setDialog(null)} />
    </>
  );
}

/**
 * /instruction-sessions/$id/tablet (issue 32, item 6): the session conducted on a tablet, over the
 * whole window (and full screen on request). Works from 768 px wide in both orientations; every
 * control at least 44 px high.
 */
export function TabletPage({ id }: { id: string }) {
  const { t, language } = useSessionsT();
  const session = useSession(id);
  const fullscreen = useFullscreen();
  useScrollLock();
  const title = session.data ? localize(session.data.trainingTitle, language) : '';

  const body = session.isPending ? (
    <div className="is-tablet__center">
      <Spin size="large" aria-label={t('common.loading')} />
    </div>
  ) : session.isError ? (
    <div className="is-tablet__step">
      <LoadError title={t('detail.loadErrorTitle')} message={serverMessageOr(session.error, session.error.message)} onRetry={() => session.refetch()} />
    </div>
  ) : (
    <TabletBody session={session.data} />
  );

  return createPortal(
    <div className="is-tablet" role="dialog" aria-modal="true" aria-label={t('tablet.label', { title })} data-testid="tablet-mode">
      <header className="is-tablet__bar">
        <span className="is-tablet__title">{title}</span>
        <div className="is-tablet__bar-actions">
          {fullscreen.supported && (
            <Button
              size="large"
              type="text"
              className="is-tablet__bar-button"
              icon={fullscreen.on ? <CompressOutlined /> : <ExpandOutlined />}
              aria-label={fullscreen.on ? t('tablet.exitFullscreen') : t('tablet.fullscreen')}
              title={fullscreen.on ? t('tablet.exitFullscreen') : t('tablet.fullscreen')}
              onClick={fullscreen.toggle}
            />
          )}
          <Link to="/instruction-sessions/$id" params={{ id }} className="is-tablet__exit" aria-label={t('tablet.exit')} title={t('tablet.exit')} data-testid="tablet-exit">
            <CloseOutlined aria-hidden="true" />
          </Link>
        </div>
      </header>
      <div className="is-tablet__body">{body}</div>
    </div>,
    document.body,
  );
}
