import { useState, type ReactNode } from 'react';
import { Button, Modal, Result, Spin, Tag } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined, EyeOutlined, LeftOutlined, RightOutlined, WarningOutlined } from '@ant-design/icons';
import { useTraining } from '../api/queries';
import type { Localized, TrainingModule } from '../api/types';
import { useTrainingsT } from '../i18n';
import { localize } from '../../../lib/localize';
import { isQuiz, isText, isVideo, ModuleTypeIcon, moduleTypeKey, quizQuestions } from './module-meta';
import { modulesIn } from '../lib/module-texts';

function Fallback({ icon, text, testId }: { icon?: ReactNode; text: string; testId: string }) {
  return (
    <div className="tr-preview__fallback" data-testid={testId}>
      <span className="tr-preview__fallback-icon" aria-hidden="true">
        {icon ?? <WarningOutlined />}
      </span>
      <p>{text}</p>
    </div>
  );
}

function VideoView({ module }: { module: TrainingModule }) {
  const { t } = useTrainingsT();
  const content = isVideo(module) ? module.content : null;
  if (!content?.videoUrl) return <Fallback text={t('preview.noVideo')} testId="preview-no-video" />;
  return (
    <div className="tr-preview__video">
      <video key={content.videoUrl} src={content.videoUrl} poster={content.posterUrl} controls preload="metadata" playsInline data-testid="preview-video">
        {t('preview.videoUnsupported')}
      </video>
      {content.description && <p className="tr-preview__description">{content.description}</p>}
    </div>
  );
}

function TextView({ module }: { module: TrainingModule }) {
  const { t } = useTrainingsT();
  const text = isText(module) && typeof module.content.text === 'string' ? module.content.text : '';
  if (!text.trim()) return <Fallback text={t('preview.noText')} testId="preview-no-text" />;
  return (
    <div className="tr-preview__text" data-testid="preview-text">
      {text}
    </div>
  );
}

function QuizView({ module }: { module: TrainingModule }) {
  const { t } = useTrainingsT();
  let questions;
  try {
    questions = quizQuestions(isQuiz(module) ? module.content : null);
  } catch {
    return <Fallback text={t('preview.quizError')} testId="preview-quiz-error" />;
  }
  if (questions.length === 0) return <Fallback text={t('preview.noQuestions')} testId="preview-no-questions" />;
  return (
    <ol className="tr-preview__quiz" data-testid="preview-quiz">
      {questions.map((q, qi) => {
        const multiple = q.answers.filter((a) => a.isCorrect).length > 1;
        return (
          <li key={qi} className="tr-preview__question">
            <div className="tr-preview__question-head">
              <span className="tr-preview__question-number">{t('preview.questionLabel', { number: qi + 1 })}</span>
              <Tag color={multiple ? 'purple' : 'blue'}>{multiple ? t('preview.multipleChoice') : t('preview.singleChoice')}</Tag>
            </div>
            <p className="tr-preview__question-text">{q.question}</p>
            <ul className="tr-preview__answers">
              {q.answers.map((a, ai) => (
                <li key={ai} className={`tr-preview__answer${a.isCorrect ? ' tr-preview__answer--correct' : ''}`} data-correct={a.isCorrect}>
                  {a.isCorrect ? (
                    <CheckCircleFilled className="tr-preview__answer-icon" aria-label={t('preview.correctAnswer')} />
                  ) : (
                    <CloseCircleOutlined className="tr-preview__answer-icon" aria-hidden="true" />
                  )}
                  <div>
                    <span>{a.text}</span>
                    {a.explanation && <p className="tr-preview__explanation">{a.explanation}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function ModuleView({ module }: { module: TrainingModule }) {
  const { t } = useTrainingsT();
  switch (module.type) {
    case 'video':
      return <VideoView module={module} />;
    case 'text':
      return <TextView module={module} />;
    case 'quiz':
      return <QuizView module={module} />;
    default:
      return <Fallback text={t('preview.unknownType')} testId="preview-unknown-type" />;
  }
}

function PreviewBody({ title, modules }: { title: string; modules: readonly TrainingModule[] }) {
  const { t } = useTrainingsT();
  const [index, setIndex] = useState(0);
  if (modules.length === 0) {
    return (
      <div className="tr-preview__empty" data-testid="preview-no-modules">
        <Result status="info" title={t('preview.noModules')} subTitle={t('preview.noModulesText')} />
      </div>
    );
  }
  const current = Math.min(index, modules.length - 1);
  const module = modules[current]!;
  return (
    <div className="tr-preview">
      <nav className="tr-preview__nav" aria-label={t('preview.modules')}>
        <div className="tr-preview__nav-title">{t('preview.modules')}</div>
        <ol>
          {modules.map((m, i) => (
            <li key={m.id}>
              <button
                type="button"
                className={`tr-preview__nav-item${i === current ? ' tr-preview__nav-item--active' : ''}`}
                aria-current={i === current ? 'step' : undefined}
                onClick={() => setIndex(i)}
              >
                <span className={`tr-module-row__icon tr-module-row__icon--${m.type}`} aria-hidden="true">
                  <ModuleTypeIcon type={m.type} />
                </span>
                <span className="tr-preview__nav-label">
                  <span className="tr-preview__nav-name">{m.title}</span>
                  <span className="tr-preview__nav-type">
                    {t(moduleTypeKey(m.type))}
                    {!m.isActive && ` · ${t('preview.inactive')}`}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section className="tr-preview__main" aria-live="polite">
        <header className="tr-preview__header">
          <span className="tr-preview__step" data-testid="preview-step">
            {t('preview.moduleOf', { current: current + 1, total: modules.length })}
          </span>
          <h3 className="tr-preview__module-title" data-testid="preview-module-title">
            {module.title}
          </h3>
          {!module.isActive && <Tag>{t('preview.inactive')}</Tag>}
        </header>
        <div className="tr-preview__content">
          <ModuleView module={module} />
        </div>
        <footer className="tr-preview__footer">
          <Button icon={<LeftOutlined />} disabled={current === 0} onClick={() => setIndex(current - 1)}>
            {t('preview.previous')}
          </Button>
          <span className="tr-muted tr-preview__training">{title}</span>
          <Button type="primary" disabled={current >= modules.length - 1} onClick={() => setIndex(current + 1)}>
            {t('preview.next')} <RightOutlined />
          </Button>
        </footer>
      </section>
    </div>
  );
}

function LoadedPreview({ trainingId }: { trainingId: string }) {
  const { t, language } = useTrainingsT();
  const training = useTraining(trainingId);
  if (training.isPending) {
    return (
      <div className="list-center tr-preview__loading">
        <Spin />
      </div>
    );
  }
  if (training.isError) return <Result status="warning" title={t('preview.loadError')} subTitle={training.error.message} />;
  return <PreviewBody title={localize(training.data.title, language)} modules={modulesIn(training.data.modules, training.data.defaultLanguage)} />;
}

/**
 * Preview of a training from the operator's perspective (spec section 2): module navigation, video,
 * text and quiz with the correct answers marked. Either loads the training or shows the given
 * (possibly unsaved) module list of the builder.
 */
export function PreviewDialog({
  open,
  trainingId,
  modules,
  title,
  onClose,
}: {
  open: boolean;
  trainingId: string | null;
  /** Module list to show instead of the saved one (the builder's current order). */
  modules?: readonly TrainingModule[];
  title?: Localized;
  onClose: () => void;
}) {
  const { t, language } = useTrainingsT();
  const training = useTraining(open && !modules ? trainingId : null);
  const heading = title !== undefined ? localize(title, language) : training.data ? localize(training.data.title, language) : '';

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={1040}
      centered
      destroyOnHidden
      className="tr-preview-dialog"
      title={
        <span className="tr-preview__dialog-title">
          <EyeOutlined /> {t('preview.title', { title: heading })}
        </span>
      }
    >
      <p className="tr-preview__hint">{t('preview.operatorHint')}</p>
      {open && (modules ? <PreviewBody title={heading} modules={modules} /> : trainingId ? <LoadedPreview trainingId={trainingId} /> : null)}
    </Modal>
  );
}
