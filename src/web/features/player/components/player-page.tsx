/**
 * Training player (spec sections 2, 4, 5, 8; docs/api/learning.md). Opening it starts the training
 * (POST /api/trainings/{id}/start -> Progress) and everything on screen follows that Progress:
 * modules in order, each reachable once all earlier ones are completed, then the final evaluation
 * (passed: confirm with the login password; failed: start again). A completed cycle is shown
 * view-only with the completion date and the evidence PDF.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Progress as ProgressBar, Spin, Tag } from 'antd';
import { ArrowLeftOutlined, CheckCircleFilled, LeftOutlined, QuestionCircleOutlined, RightOutlined } from '@ant-design/icons';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageResult } from '../../../components/page-result';
import { hasErrorCode, isApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { localize } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { useRecordProgress } from '../api/mutations';
import { refreshProgress, useStartedProgress } from '../api/queries';
import { ID_REFUSALS, REPORT_REFUSALS } from '../lib/refusals';
import type { PlayerModule, Progress, ProgressPatch } from '../api/types';
import { usePlayerT } from '../i18n';
import { EvaluationStep } from './evaluation-step';
import { EvidenceDownload } from './evidence-download';
import { ModuleNav, type View } from './module-nav';
import { QuestionsDrawer } from './questions-drawer';
import { QuizModuleView } from './quiz-module';
import { TextModuleView } from './text-module';
import { VideoModuleView } from './video-module';
import { LanguageBar } from './language-bar';
import '../player.css';

/**
 * Where the player sits when it is not a page of the app (the kiosk, issue 33 item 5): `onExit`
 * replaces the way back, `onCompleted` the way to the dashboard after a completion.
 */
export interface PlayerHost {
  readonly onExit?: () => void;
  readonly onCompleted?: () => void;
  /** The language chosen on the kiosk for this session (issue 34 item 3): the version switches to it when the training has it. */
  readonly sessionLanguage?: string | undefined;
}

function BackButton({ onExit }: Pick<PlayerHost, 'onExit'>) {
  const { t } = usePlayerT();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => (onExit ? onExit() : canGoBack ? router.history.back() : void navigate({ to: '/' }))}
      data-testid="player-back"
    >
      {t('common.back')}
    </Button>
  );
}

function NotFound({ onExit }: Pick<PlayerHost, 'onExit'>) {
  const { t } = usePlayerT();
  return <PageResult testId="player-not-found" status="404" title={t('notFound.title')} subTitle={t('notFound.text')} extra={<BackButton onExit={onExit} />} />;
}

/** The first module that is not completed (the server's currentModuleId), else the evaluation. */
function initialView(progress: Progress): View {
  if (progress.step === 'completed') return 0;
  if (progress.step === 'passed' || progress.step === 'failed') return 'evaluation';
  const index = progress.modules.findIndex((m) => m.id === progress.currentModuleId);
  return index >= 0 ? index : 0;
}

function PlayerView({ progress, openQuestions, host }: { progress: Progress; openQuestions: boolean; host: PlayerHost }) {
  const { t, uiLanguage: language } = usePlayerT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const record = useRecordProgress(progress.trainingId);
  const mainRef = useRef<HTMLElement>(null);
  const [selected, setSelected] = useState<View>(() => initialView(progress));
  const [dismissedFailure, setDismissedFailure] = useState<string | null>(null);
  const [actionError, setActionError] = useState<{ moduleId: string; message: string } | null>(null);
  const [questionsOpen, setQuestionsOpen] = useState(openQuestions);

  // a version other than the training's default shows its own title (issue 34); otherwise the title in the UI language
  const version = progress.language;
  const ownTitle = typeof progress.training.title === 'object' ? progress.training.title[version] : undefined;
  const title = ownTitle && version !== progress.training.defaultLanguage ? ownTitle : localize(progress.training.title, language);
  const modules = progress.modules;
  const viewOnly = progress.step === 'completed';
  const completed = modules.map((m) => progress.progress.modules[m.id]?.completed ?? false);
  const reachable = modules.map((_, i) => viewOnly || completed.slice(0, i).every(Boolean));
  const doneCount = completed.filter(Boolean).length;
  // A failed evaluation shows until the user starts again (a later failure has another date).
  const failure = progress.step === 'failed' && progress.evaluation !== null && progress.evaluation.at !== dismissedFailure;
  const evaluationReachable = viewOnly || progress.step === 'passed' || failure;
  const firstOpen = Math.max(0, reachable.lastIndexOf(true));

  let view: View = failure ? 'evaluation' : selected;
  if (view === 'evaluation' && !evaluationReachable) view = firstOpen;
  if (typeof view === 'number' && (view >= modules.length || !reachable[view])) view = firstOpen;

  const go = (next: View) => {
    setActionError(null);
    setSelected(next);
    const top = mainRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) mainRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const repeat = () => {
    setDismissedFailure(progress.evaluation?.at ?? null);
    go(0);
  };

  const send = (module: PlayerModule, patch: ProgressPatch) => {
    setActionError(null);
    record.mutate(patch, {
      onError: (error) => {
        if (hasErrorCode(error, REPORT_REFUSALS) || (isApiError(error) && error.status === 409)) {
          setActionError({ moduleId: module.id, message: error.serverMessage ?? error.message });
          if (error.status === 409) void refreshProgress(queryClient, progress.trainingId);
          return;
        }
        toast.error(t('module.saveErrorTitle'), isApiError(error) && error.serverMessage ? error.serverMessage : t('module.saveError'));
      },
    });
  };

  const current = typeof view === 'number' ? modules[view] : undefined;
  const currentProgress = current ? progress.progress.modules[current.id] : undefined;
  const currentDone = typeof view === 'number' ? (completed[view] ?? false) : false;
  const isLast = typeof view === 'number' && view === modules.length - 1;
  const nextEnabled =
    typeof view === 'number' && (isLast ? evaluationReachable : (viewOnly || currentDone) && (reachable[view + 1] ?? false));
  /** What a module view that records an answer is told: its progress, whether it records, the pending save, its error. */
  const sending = (module: PlayerModule) => ({
    progress: currentProgress,
    record: !viewOnly,
    pending: record.isPending,
    error: actionError?.moduleId === module.id ? actionError.message : null,
  });
  // Module views start afresh after an evaluation (a failed one reset every answer).
  const cycleKey = `${progress.cycle}-${progress.evaluation?.at ?? ''}`;

  let content = null;
  if (view === 'evaluation') {
    content = <EvaluationStep progress={progress} title={title} onRepeat={repeat} onCompleted={host.onCompleted} />;
  } else if (current?.type === 'video') {
    content = (
      <VideoModuleView
        key={`${current.id}-${cycleKey}`}
        trainingId={progress.trainingId}
        module={current}
        progress={currentProgress}
        record={!viewOnly}
        subtitleLanguage={progress.language}
      />
    );
  } else if (current?.type === 'text') {
    const onMarkRead = () => send(current, { moduleId: current.id, completed: true });
    content = <TextModuleView key={`${current.id}-${cycleKey}`} module={current} {...sending(current)} onMarkRead={onMarkRead} />;
  } else if (current?.type === 'quiz') {
    const onSubmit = (answers: number[][]) => send(current, { moduleId: current.id, answers });
    content = <QuizModuleView key={`${current.id}-${cycleKey}`} module={current} {...sending(current)} onSubmit={onSubmit} />;
  } else if (current) {
    content = <Alert type="warning" showIcon title={t('module.unknownType')} />;
  }

  return (
    <div className="page pl-page" data-testid="training-player" data-step={progress.step}>
      <header className="pl-header">
        <div className="pl-header__text">
          <p className="pl-header__eyebrow">{t('header.eyebrow')}</p>
          <h1 className="pl-header__title" data-testid="player-title">
            {title}
          </h1>
          {progress.training.instructorName && (
            <p className="pl-muted" data-testid="player-instructor">
              {t('header.instructor', { name: progress.training.instructorName })}
            </p>
          )}
        </div>
        <div className="pl-header__side">
          <div className="pl-header__progress" data-testid="player-overall">
            <span>{t('header.progress', { done: doneCount, total: modules.length })}</span>
            <ProgressBar percent={modules.length ? Math.round((doneCount / modules.length) * 100) : 0} size="small" showInfo={false} aria-label={t('header.progress', { done: doneCount, total: modules.length })} />
          </div>
          <Button icon={<QuestionCircleOutlined />} onClick={() => setQuestionsOpen(true)} data-testid="player-ask">
            {t('questions.button')}
          </Button>
          <BackButton onExit={host.onExit} />
        </div>
      </header>
      <LanguageBar progress={progress} sessionLanguage={host.sessionLanguage} />
      <QuestionsDrawer open={questionsOpen} trainingId={progress.trainingId} instructorName={progress.training.instructorName} onClose={() => setQuestionsOpen(false)} />

      {viewOnly && progress.completion && (
        <Alert
          type="success"
          showIcon
          className="pl-banner"
          data-testid="player-completed-banner"
          title={
            <span>
              {t('completion.completedAt', { date: formatDateTime(progress.completion.completedAt) })} · {t('completion.result', { percent: progress.completion.percent })}
            </span>
          }
          description={progress.completion.evidenceUrl ? t('completion.viewOnly') : t('completion.awaitingPractical')}
          action={progress.completion.evidenceUrl ? <EvidenceDownload completionId={progress.completion.id} title={title} completedAt={progress.completion.completedAt} /> : undefined}
        />
      )}
      {!viewOnly && progress.previousCompletion && (
        <Alert
          type="info"
          showIcon
          className="pl-banner"
          data-testid="player-previous-completion"
          title={
            <span>
              {t('completion.previous', { date: formatDateTime(progress.previousCompletion.completedAt) })}
              {progress.previousCompletion.dueDate && ` · ${t('completion.validUntil', { date: formatDate(progress.previousCompletion.dueDate) })}`}
            </span>
          }
          action={
            <EvidenceDownload
              completionId={progress.previousCompletion.id}
              title={title}
              completedAt={progress.previousCompletion.completedAt}
            />
          }
        />
      )}

      <div className="pl-layout">
        <ModuleNav
          modules={modules}
          completed={completed}
          reachable={reachable}
          evaluationReachable={evaluationReachable}
          view={view}
          onSelect={go}
        />
        <section className="pl-main surface" ref={mainRef} aria-live="polite">
          <header className="pl-main__header">
            <span className="pl-main__step" data-testid="player-step">
              {view === 'evaluation' ? t('evaluation.title') : t('module.step', { current: view + 1, total: modules.length })}
            </span>
            <div className="pl-main__title-row">
              <h2 className="pl-main__title" data-testid="player-module-title">
                {view === 'evaluation' ? t('evaluation.title') : current?.title}
              </h2>
              {currentDone && (
                <Tag color="success" icon={<CheckCircleFilled />} data-testid="player-module-completed">
                  {t('module.completed')}
                </Tag>
              )}
            </div>
          </header>
          <div className="pl-main__content">{content}</div>
          <footer className="pl-main__footer">
            <Button
              icon={<LeftOutlined />}
              disabled={view === 0}
              onClick={() => go(view === 'evaluation' ? modules.length - 1 : Math.max(0, view - 1))}
              data-testid="player-previous"
            >
              {t('footer.previous')}
            </Button>
            {typeof view === 'number' && !nextEnabled && !viewOnly && <span className="pl-muted pl-main__next-hint">{t('footer.nextLocked')}</span>}
            {typeof view === 'number' && (
              <Button
                type="primary"
                disabled={!nextEnabled}
                onClick={() => go(isLast ? 'evaluation' : view + 1)}
                data-testid="player-next"
              >
                {isLast ? t('footer.toEvaluation') : t('footer.next')} <RightOutlined />
              </Button>
            )}
          </footer>
        </section>
      </div>
    </div>
  );
}

export function PlayerPage({ trainingId, openQuestions = false, ...host }: { trainingId: string; openQuestions?: boolean } & PlayerHost) {
  const { t } = usePlayerT();
  const query = useStartedProgress(trainingId);

  if (query.isPending) {
    return (
      <div className="page page-centered pl-loading" role="status" aria-live="polite">
        <Spin size="large" />
        <span className="sr-only">{t('general.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    if ((isApiError(error) && error.status === 404) || hasErrorCode(error, ID_REFUSALS)) return <NotFound onExit={host.onExit} />;
    if (isApiError(error) && error.status === 409) {
      return <PageResult testId="player-no-modules" status="info" title={t('noModules.title')} subTitle={error.serverMessage ?? t('noModules.text')} extra={<BackButton onExit={host.onExit} />} />;
    }
    return (
      <PageResult
        testId="player-load-error"
        status="warning"
        title={t('loadError.title')}
        subTitle={error.message}
        extra={[
          <Button key="retry" type="primary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>,
          <BackButton key="back" onExit={host.onExit} />,
        ]}
      />
    );
  }
  return <PlayerView progress={query.data} openQuestions={openQuestions} host={host} />;
}

/** The route's entry: an empty id is not found without asking the server. `openQuestions`: the questions drawer opens at once (links of answer mails and the bell). */
export function TrainingPlayer({ trainingId, openQuestions = false, ...host }: { trainingId: string | null; openQuestions?: boolean } & PlayerHost) {
  if (!trainingId) return <NotFound onExit={host.onExit} />;
  return <PlayerPage key={trainingId} trainingId={trainingId} openQuestions={openQuestions} {...host} />;
}
