import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Input, Progress as ProgressCircle, Tag } from 'antd';
import { BulbOutlined, CheckCircleFilled, CloseCircleFilled, LockOutlined, RedoOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { hasErrorCode, isApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useCurrentUser } from '../../../lib/auth';
import { useCompleteTraining } from '../api/mutations';
import { refreshProgress } from '../api/queries';
import type { Evaluation, Progress, QuizModule } from '../api/types';
import { PASSWORD_REFUSALS } from '../lib/refusals';
import { usePlayerT } from '../i18n';
import { EvidenceDownload } from './evidence-download';
import { QuizSolutions } from './quiz-module';

function Score({ evaluation, passed }: { evaluation: Evaluation; passed: boolean }) {
  const { t } = usePlayerT();
  return (
    <div className="pl-eval__score">
      <ProgressCircle
        type="circle"
        percent={evaluation.percent}
        size={112}
        status={passed ? 'success' : 'exception'}
        format={() => t('evaluation.percent', { percent: evaluation.percent })}
        aria-label={t('evaluation.percent', { percent: evaluation.percent })}
      />
      <p className="pl-eval__achieved" data-testid="player-eval-percent">
        {evaluation.total > 0
          ? t('evaluation.achieved', { percent: evaluation.percent, correct: evaluation.correct, total: evaluation.total })
          : t('evaluation.achievedNoQuiz', { percent: evaluation.percent })}
      </p>
    </div>
  );
}

/**
 * The solutions of every quiz of the cycle with their explanations (issue 13): the server sends them
 * only once the evaluation was passed, so this shows after passing and after completing.
 */
function Solutions({ progress }: { progress: Progress }) {
  const { t } = usePlayerT();
  const quizzes = progress.modules.filter((m): m is QuizModule => m.type === 'quiz' && Boolean(progress.progress.modules[m.id]?.results));
  if (quizzes.length === 0) return null;
  return (
    <section className="pl-solutions" aria-labelledby="pl-solutions-title" data-testid="player-solutions">
      <h3 className="pl-solutions__title" id="pl-solutions-title">
        <BulbOutlined /> {t('evaluation.solutions')}
      </h3>
      {quizzes.map((m) => (
        <QuizSolutions key={m.id} module={m} progress={progress.progress.modules[m.id]} />
      ))}
    </section>
  );
}

function PassedStep({ progress, title, onCompleted }: { progress: Progress; title: string; onCompleted?: () => void }) {
  const { t } = usePlayerT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const complete = useCompleteTraining(progress.trainingId);
  // people who sign in with their personnel number confirm with their PIN
  const withPin = useCurrentUser().data?.confirmsWith === 'pin';
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const evaluation = progress.evaluation;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!understood) return;
    if (!password) {
      setPasswordError(t(withPin ? 'evaluation.pinRequired' : 'evaluation.passwordRequired'));
      return;
    }
    setPasswordError(null);
    complete.mutate(withPin ? { pin: password } : { password }, {
      onSuccess: () => {
        if (onCompleted) return onCompleted();
        toast.success(t('evaluation.completedTitle'), t('evaluation.completedText'));
        void navigate({ to: '/' });
      },
      onError: (error) => {
        if (hasErrorCode(error, PASSWORD_REFUSALS)) {
          // wrong password or PIN (WrongPassword, WrongPin): the server's message goes under the field
          setPasswordError(error.serverMessage ?? t('evaluation.completeError'));
          return;
        }
        toast.error(t('evaluation.completeErrorTitle'), t('evaluation.completeError'));
        if (isApiError(error) && error.status === 409) void refreshProgress(queryClient, progress.trainingId);
      },
    });
  };

  return (
    <div className="pl-eval pl-eval--passed" data-testid="player-eval-passed">
      <div className="pl-eval__head">
        {evaluation && <Score evaluation={evaluation} passed />}
        <div className="pl-eval__verdict">
          <Tag color="success" icon={<CheckCircleFilled />} className="pl-eval__tag">
            {t('evaluation.passed')}
          </Tag>
          <p>{t('evaluation.passedText')}</p>
        </div>
      </div>
      <form className="pl-eval__confirm surface" onSubmit={submit} noValidate>
        <h3 className="pl-eval__confirm-title">
          <SafetyCertificateOutlined /> {t('evaluation.confirmTitle')}
        </h3>
        <p className="pl-muted pl-eval__training">{title}</p>
        <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} data-testid="player-confirm-understood">
          {t('evaluation.confirmation')}
        </Checkbox>
        <div className="pl-eval__field">
          <label htmlFor="pl-confirm-password" className="pl-eval__label">
            {t(withPin ? 'evaluation.pinLabel' : 'evaluation.passwordLabel')}
          </label>
          <p className="pl-muted pl-eval__help" id="pl-confirm-password-help">
            {t(withPin ? 'evaluation.pinHelp' : 'evaluation.passwordHelp')}
          </p>
          <Input.Password
            id="pl-confirm-password"
            prefix={<LockOutlined />}
            autoComplete={withPin ? 'off' : 'current-password'}
            {...(withPin ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
            value={password}
            status={passwordError ? 'error' : undefined}
            aria-describedby={passwordError ? 'pl-confirm-password-error' : 'pl-confirm-password-help'}
            aria-invalid={passwordError ? true : undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              if (passwordError) setPasswordError(null);
            }}
            data-testid="player-confirm-password"
          />
          {passwordError && (
            <p className="pl-eval__error" id="pl-confirm-password-error" role="alert" data-testid="player-confirm-password-error">
              {passwordError}
            </p>
          )}
        </div>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          disabled={!understood || !password}
          loading={complete.isPending}
          data-testid="player-complete"
        >
          {complete.isPending ? t('evaluation.completing') : t('evaluation.complete')}
        </Button>
      </form>
      <Solutions progress={progress} />
    </div>
  );
}

function FailedStep({ progress, onRepeat }: { progress: Progress; onRepeat: () => void }) {
  const { t } = usePlayerT();
  const evaluation = progress.evaluation;
  return (
    <div className="pl-eval pl-eval--failed" data-testid="player-eval-failed">
      <div className="pl-eval__head">
        {evaluation && <Score evaluation={evaluation} passed={false} />}
        <div className="pl-eval__verdict">
          <h3 className="pl-eval__title">
            <CloseCircleFilled className="pl-eval__fail-icon" /> {t('evaluation.failed')}
          </h3>
          {evaluation && <p className="pl-eval__failed-percent">{t('evaluation.failedPercent', { percent: evaluation.percent })}</p>}
          <p className="pl-eval__required">{t('evaluation.required')}</p>
          <p className="pl-muted">{t('evaluation.failedReset')}</p>
          <Button type="primary" icon={<RedoOutlined />} onClick={onRepeat} data-testid="player-repeat">
            {t('evaluation.repeat')}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function CompletionSummary({ progress, title }: { progress: Progress; title: string }) {
  const { t } = usePlayerT();
  const completion = progress.completion;
  if (!completion) return null;
  return (
    <div className="pl-eval pl-eval--completed" data-testid="player-eval-completed">
      <div className="pl-eval__head">
        {progress.evaluation && <Score evaluation={progress.evaluation} passed />}
        <div className="pl-eval__verdict">
          <Tag color="success" icon={<CheckCircleFilled />} className="pl-eval__tag">
            {t('completion.title')}
          </Tag>
          <p data-testid="player-completed-at">{t('completion.completedAt', { date: formatDateTime(completion.completedAt) })}</p>
          <p className="pl-muted">{t('completion.result', { percent: completion.percent })}</p>
          {completion.practical && (
            <p className="pl-muted" data-testid="player-practical">
              {t('completion.practicalDone', { date: formatDate(completion.practical.practicalDate), place: completion.practical.place, instructor: completion.practical.instructorName })}
            </p>
          )}
          {completion.evidenceUrl ? (
            <EvidenceDownload completionId={completion.id} title={title} completedAt={completion.completedAt} />
          ) : (
            <p data-testid="player-awaiting-practical">{t('completion.awaitingPractical')}</p>
          )}
        </div>
      </div>
      <Solutions progress={progress} />
    </div>
  );
}

/** The step after the last module: passed (confirm and complete), failed (repeat) or completed. `onCompleted` replaces the toast and the way to the dashboard. */
export function EvaluationStep({ progress, title, onRepeat, onCompleted }: { progress: Progress; title: string; onRepeat: () => void; onCompleted?: () => void }) {
  const { t } = usePlayerT();
  switch (progress.step) {
    case 'passed':
      return <PassedStep progress={progress} title={title} onCompleted={onCompleted} />;
    case 'failed':
      return <FailedStep progress={progress} onRepeat={onRepeat} />;
    case 'completed':
      return <CompletionSummary progress={progress} title={title} />;
    default:
      return <Alert type="info" showIcon title={t('evaluation.locked')} />;
  }
}
