import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, FilePdfOutlined, PlayCircleOutlined, TabletOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from '@tanstack/react-router';
import { SurfaceSkeleton } from '../../../components/list-page';
import { LoadError } from '../../../components/load-error';
import { serverMessageOr } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { localize, personName } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { downloadScan, openDocument } from '../api/documents';
import { useOpenSession } from '../api/mutations';
import { sessionPath, useSession, type InstructionSessionView } from '../api/queries';
import { useSessionsT } from '../i18n';
import { useSessionAction } from '../lib/use-session-action';
import { CorrectionsPanel } from './corrections-panel';
import { ParticipantsPanel } from './participants-panel';
import { ScanDialog } from './scan-dialog';
import { SessionStatusTag, timeRange } from './shared';
import '../instruction-sessions.css';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="is-facts__item" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Start, duration, location, instructor, who planned it, notes, and when it was started and closed. */
function FactsPanel({ session }: { session: InstructionSessionView }) {
  const { t } = useSessionsT();
  return (
    <section className="surface is-panel" aria-labelledby="is-facts-heading">
      <h2 className="is-panel__title" id="is-facts-heading">
        {t('detail.dataHeading')}
      </h2>
      <dl className="is-facts">
        <Fact label={t('detail.startsAt')} testId="session-time">
          {timeRange(t, session.startsAt, session.durationMinutes)}
        </Fact>
        <Fact label={t('detail.duration')}>{t('minutes', { count: session.durationMinutes })}</Fact>
        <Fact label={t('detail.location')} testId="session-location">
          {session.location}
        </Fact>
        <Fact label={t('detail.instructor')}>{personName(session.instructor)}</Fact>
        <Fact label={t('detail.plannedBy')}>{personName(session.plannedBy)}</Fact>
        <Fact label={t('detail.status')}>
          <SessionStatusTag status={session.status} />
          {session.method && <span className="is-muted"> {t(`method.${session.method}`)}</span>}
        </Fact>
        {session.openedAt && <Fact label={t('detail.openedAt')}>{formatDateTime(session.openedAt)}</Fact>}
        {session.closedAt && <Fact label={t('detail.closedAt')}>{formatDateTime(session.closedAt)}</Fact>}
        {session.notes && (
          <Fact label={t('detail.notes')}>
            <span className="is-notes">{session.notes}</span>
          </Fact>
        )}
      </dl>
    </section>
  );
}

/** The sign sheet (always) and the attendance list (once closed), and the scan upload of a planned session. */
function DocumentsPanel({ session, title }: { session: InstructionSessionView; title: string }) {
  const { t, language } = useSessionsT();
  const toast = useToast();
  const [pending, setPending] = useState<'attendance' | 'signSheet' | 'scan' | null>(null);
  const [scanOpen, setScanOpen] = useState(false);
  const open = async (kind: 'attendance' | 'signSheet' | 'scan', path: string) => {
    setPending(kind);
    try {
      if (kind === 'scan') await downloadScan(path, language);
      else await openDocument(path, language, `${t(kind === 'attendance' ? 'detail.attendance' : 'detail.signSheet')} - ${title}.pdf`);
    } catch (error) {
      toast.error(t('detail.pdfFailed'), serverMessageOr(error, t('common.genericError')));
    } finally {
      setPending(null);
    }
  };
  const attendance = session.documents.attendancePdf;
  return (
    <section className="surface is-panel" aria-labelledby="is-documents-heading" data-testid="documents-panel">
      <h2 className="is-panel__title" id="is-documents-heading">
        {t('detail.documentsHeading')}
      </h2>
      <ul className="is-documents">
        <li>
          <Button icon={<FilePdfOutlined />} loading={pending === 'signSheet'} onClick={() => void open('signSheet', session.documents.signSheetPdf)} data-testid="sign-sheet-pdf">
            {t('detail.signSheet')}
          </Button>
          <span className="is-muted">{t('detail.signSheetHint')}</span>
        </li>
        <li>
          <Button
            type={attendance ? 'primary' : 'default'}
            icon={<FilePdfOutlined />}
            disabled={!attendance}
            loading={pending === 'attendance'}
            onClick={() => attendance && void open('attendance', attendance)}
            data-testid="attendance-pdf"
          >
            {t('detail.attendance')}
          </Button>
          <span className="is-muted">{t('detail.attendanceHint')}</span>
        </li>
        {session.method === 'presence-paper' && (
          <li>
            <Button icon={<DownloadOutlined />} loading={pending === 'scan'} onClick={() => void open('scan', sessionPath(session.id))} data-testid="scan-download">
              {t('detail.scan.download')}
            </Button>
            <span className="is-muted">{t('detail.scan.downloadHint')}</span>
          </li>
        )}
        {session.status === 'planned' && session.permissions.conduct && (
          <li>
            <Button icon={<UploadOutlined />} onClick={() => setScanOpen(true)} data-testid="scan-button">
              {t('detail.scan.button')}
            </Button>
          </li>
        )}
      </ul>
      {session.status === 'planned' && <ScanDialog session={session} open={scanOpen} onClose={() => setScanOpen(false)} />}
    </section>
  );
}

/** 'Unterweisung starten' (planned) or 'Tablet-Modus' (open), for those who conduct it. */
function ConductButton({ session }: { session: InstructionSessionView }) {
  const { t } = useSessionsT();
  const toast = useToast();
  const navigate = useNavigate();
  const start = useOpenSession();
  const attempt = useSessionAction();
  if (!session.permissions.conduct || session.status === 'closed') return null;
  const toTablet = () => void navigate({ to: '/instruction-sessions/$id/tablet', params: { id: session.id } });
  if (session.status === 'open') {
    return (
      <Button type="primary" size="large" icon={<TabletOutlined />} onClick={toTablet} data-testid="tablet-button">
        {t('detail.tablet')}
      </Button>
    );
  }
  const run = () =>
    attempt(
      () => start.mutateAsync(session.id),
      () => {
        toast.success(t('detail.started'));
        toTablet();
      },
    );
  return (
    <Button type="primary" size="large" icon={<PlayCircleOutlined />} loading={start.isPending} onClick={() => void run()} title={t('detail.startHint')} data-testid="start-session">
      {t('detail.start')}
    </Button>
  );
}

/** /instruction-sessions/$id: the session's data, its list, documents and corrections. */
export function SessionDetailPage({ id }: { id: string }) {
  const { t, language } = useSessionsT();
  const session = useSession(id);

  const back = (
    <Link to="/instruction-sessions" className="is-back" data-testid="sessions-back">
      <ArrowLeftOutlined aria-hidden="true" /> {t('detail.back')}
    </Link>
  );
  if (session.isPending) {
    return (
      <div className="page">
        {back}
        <SurfaceSkeleton className="is-panel" rows={8} />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="page">
        {back}
        <LoadError surface title={t('detail.loadErrorTitle')} message={serverMessageOr(session.error, session.error.message)} onRetry={() => session.refetch()} />
      </div>
    );
  }
  const view = session.data;
  const title = localize(view.trainingTitle, language);
  return (
    <div className="page is-page is-detail" data-testid="session-detail" data-session-id={view.id} data-status={view.status}>
      {back}
      <header className="page-header is-detail__header">
        <div>
          <h1 className="page-header__title" data-testid="session-title">
            {title}
          </h1>
          <p className="page-header__subtitle is-detail__subtitle">
            <SessionStatusTag status={view.status} />
            <span>{timeRange(t, view.startsAt, view.durationMinutes)}</span>
            <span>· {view.location}</span>
          </p>
        </div>
        <div className="page-header__extra">
          <ConductButton session={view} />
        </div>
      </header>
      <div className="is-detail__grid">
        <div className="is-detail__main">
          <ParticipantsPanel session={view} />
          <CorrectionsPanel session={view} />
        </div>
        <div className="is-detail__side">
          <FactsPanel session={view} />
          <DocumentsPanel session={view} title={title} />
        </div>
      </div>
    </div>
  );
}
