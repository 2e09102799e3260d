import { useId, useState } from 'react';
import { Button, Checkbox, Form, Input, Tag, Tooltip } from 'antd';
import { CloseOutlined, DeleteOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { QuizContent } from '../api/types';
import { useTrainingsT, type TrainingsKey } from '../i18n';
import { MIN_ANSWERS } from '../lib/constants';
import { ModuleFormDialog, ModuleSaveActions, useModuleSave, type ModuleFormProps } from './module-form-dialog';

export interface QuizModuleValue {
  title: string;
  content: QuizContent;
}

interface DraftAnswer {
  key: string;
  text: string;
  isCorrect: boolean;
  explanation: string;
}
interface DraftQuestion {
  key: string;
  question: string;
  answers: DraftAnswer[];
}
interface Draft {
  title: string;
  questions: DraftQuestion[];
  /** Counter for list keys of questions and answers added in the dialog. */
  seq: number;
}

const blankAnswer = (key: string): DraftAnswer => ({ key, text: '', isCorrect: false, explanation: '' });
const blankQuestion = (key: string): DraftQuestion => ({ key, question: '', answers: [blankAnswer(`${key}-a0`), blankAnswer(`${key}-a1`)] });

function initialDraft(initial?: QuizModuleValue): Draft {
  const questions = initial?.content.questions ?? [];
  if (questions.length === 0) return { title: initial?.title ?? '', questions: [blankQuestion('q0')], seq: 1 };
  return {
    title: initial?.title ?? '',
    questions: questions.map((q, qi) => ({
      key: `q${qi}`,
      question: q.question,
      answers: q.answers.map((a, ai) => ({ key: `q${qi}-a${ai}`, text: a.text, isCorrect: a.isCorrect, explanation: a.explanation ?? '' })),
    })),
    seq: questions.length,
  };
}

/**
 * Quiz rules of spec section 5: title and every question text non-empty; at least two answers
 * with text; at least one correct answer with text.
 */
function validate(draft: Draft): TrainingsKey | null {
  if (!draft.title.trim()) return 'quizDialog.titleRequired';
  if (draft.questions.length === 0) return 'quizDialog.needsQuestion';
  for (const q of draft.questions) {
    if (!q.question.trim()) return 'quizDialog.questionRequired';
    const answers = q.answers.filter((a) => a.text.trim());
    if (answers.length < MIN_ANSWERS) return 'quizDialog.minAnswers';
    if (!answers.some((a) => a.isCorrect)) return 'quizDialog.correctRequired';
  }
  return null;
}

function toContent(draft: Draft): QuizContent {
  return {
    questions: draft.questions.map((q) => ({
      question: q.question.trim(),
      answers: q.answers
        .filter((a) => a.text.trim())
        .map((a) => ({ text: a.text.trim(), isCorrect: a.isCorrect, ...(a.explanation.trim() ? { explanation: a.explanation.trim() } : {}) })),
    })),
  };
}

function ChoiceBadge({ answers }: { answers: DraftAnswer[] }) {
  const { t } = useTrainingsT();
  const correct = answers.filter((a) => a.isCorrect).length;
  if (correct === 0) return <Tag color="warning">{t('quizDialog.noCorrect')}</Tag>;
  return correct > 1 ? <Tag color="purple">{t('quizDialog.multipleChoice')}</Tag> : <Tag color="blue">{t('quizDialog.singleChoice')}</Tag>;
}

function QuizForm({ initial, onSave, onClose }: ModuleFormProps<QuizModuleValue>) {
  const { t } = useTrainingsT();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(initial));
  const { saving, showErrors, save } = useModuleSave({ onSave, onClose });

  const updateQuestion = (qi: number, change: (q: DraftQuestion) => DraftQuestion) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q, i) => (i === qi ? change(q) : q)) }));
  const updateAnswer = (qi: number, ai: number, change: Partial<DraftAnswer>) =>
    updateQuestion(qi, (q) => ({ ...q, answers: q.answers.map((a, i) => (i === ai ? { ...a, ...change } : a)) }));
  const addAnswer = (qi: number) =>
    setDraft((d) => ({
      ...d,
      seq: d.seq + 1,
      questions: d.questions.map((q, i) => (i === qi ? { ...q, answers: [...q.answers, blankAnswer(`n${d.seq}`)] } : q)),
    }));
  const removeAnswer = (qi: number, ai: number) =>
    updateQuestion(qi, (q) => (q.answers.length <= MIN_ANSWERS ? q : { ...q, answers: q.answers.filter((_, i) => i !== ai) }));
  const addQuestion = () => setDraft((d) => ({ ...d, seq: d.seq + 1, questions: [...d.questions, blankQuestion(`n${d.seq}`)] }));
  const removeQuestion = (qi: number) => setDraft((d) => ({ ...d, questions: d.questions.filter((_, i) => i !== qi) }));

  const submit = () => save(validate(draft), () => ({ title: draft.title.trim(), content: toContent(draft) }));

  return (
    <Form layout="vertical" component="div" className="tr-quiz-form">
      <Form.Item label={t('quizDialog.title')} htmlFor={`${id}-title`} required validateStatus={showErrors && !draft.title.trim() ? 'error' : undefined}>
        <Input
          id={`${id}-title`}
          value={draft.title}
          maxLength={200}
          placeholder={t('quizDialog.titlePlaceholder')}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          autoFocus
        />
      </Form.Item>

      <p className="tr-hint tr-quiz-form__hint">
        <QuestionCircleOutlined /> {t('quizDialog.choiceHint')}
      </p>

      {draft.questions.map((q, qi) => {
        const number = qi + 1;
        const questionId = `${id}-q-${q.key}`;
        const noCorrect = showErrors && !q.answers.some((a) => a.isCorrect && a.text.trim());
        return (
          <section key={q.key} className="tr-quiz-question" data-testid="quiz-question" aria-label={t('quizDialog.question', { number })}>
            <header className="tr-quiz-question__header">
              <span className="tr-quiz-question__number">{t('quizDialog.question', { number })}</span>
              <ChoiceBadge answers={q.answers} />
              <span className="tr-flex-spacer" />
              <Tooltip title={t('quizDialog.removeQuestion')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('quizDialog.removeQuestion')} ${number}`}
                  disabled={draft.questions.length <= 1}
                  onClick={() => removeQuestion(qi)}
                />
              </Tooltip>
            </header>
            <Form.Item
              label={t('quizDialog.questionText')}
              htmlFor={questionId}
              required
              validateStatus={showErrors && !q.question.trim() ? 'error' : undefined}
            >
              <Input.TextArea
                id={questionId}
                value={q.question}
                autoSize={{ minRows: 1, maxRows: 4 }}
                placeholder={t('quizDialog.questionPlaceholder')}
                onChange={(e) => updateQuestion(qi, (old) => ({ ...old, question: e.target.value }))}
              />
            </Form.Item>
            <div className={`tr-quiz-answers${noCorrect ? ' tr-quiz-answers--error' : ''}`} role="group" aria-label={t('quizDialog.answers')}>
              <div className="tr-quiz-answers__label">{t('quizDialog.answers')}</div>
              {q.answers.map((a, ai) => (
                <div key={a.key} className={`tr-quiz-answer${a.isCorrect ? ' tr-quiz-answer--correct' : ''}`} data-testid="quiz-answer">
                  <Checkbox
                    checked={a.isCorrect}
                    aria-label={t('quizDialog.correctLabel', { number: ai + 1 })}
                    onChange={(e) => updateAnswer(qi, ai, { isCorrect: e.target.checked })}
                  >
                    {t('quizDialog.correct')}
                  </Checkbox>
                  <div className="tr-quiz-answer__fields">
                    <Input
                      value={a.text}
                      placeholder={t('quizDialog.answerPlaceholder', { number: ai + 1 })}
                      aria-label={t('quizDialog.answerPlaceholder', { number: ai + 1 })}
                      onChange={(e) => updateAnswer(qi, ai, { text: e.target.value })}
                    />
                    <Input
                      size="small"
                      variant="filled"
                      value={a.explanation}
                      placeholder={t('quizDialog.explanationPlaceholder')}
                      aria-label={`${t('quizDialog.explanationPlaceholder')} ${ai + 1}`}
                      onChange={(e) => updateAnswer(qi, ai, { explanation: e.target.value })}
                    />
                  </div>
                  <Tooltip title={q.answers.length <= MIN_ANSWERS ? t('quizDialog.minAnswers') : t('quizDialog.removeAnswer')}>
                    <Button
                      type="text"
                      icon={<CloseOutlined />}
                      aria-label={`${t('quizDialog.removeAnswer')} ${ai + 1}`}
                      disabled={q.answers.length <= MIN_ANSWERS}
                      onClick={() => removeAnswer(qi, ai)}
                    />
                  </Tooltip>
                </div>
              ))}
              <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => addAnswer(qi)}>
                {t('quizDialog.addAnswer')}
              </Button>
            </div>
          </section>
        );
      })}

      <Button type="dashed" block icon={<PlusOutlined />} onClick={addQuestion} className="tr-quiz-form__add-question">
        {t('quizDialog.addQuestion')}
      </Button>

      <ModuleSaveActions saving={saving} onCancel={onClose} onSubmit={submit} />
    </Form>
  );
}

/** Quiz module: questions with answers (text, correct, optional explanation). */
export function QuizModuleDialog(props: ModuleFormProps<QuizModuleValue> & { open: boolean }) {
  const { t } = useTrainingsT();
  const title = props.initial ? t('quizDialog.editTitle') : t('quizDialog.createTitle');
  return <ModuleFormDialog {...props} form={QuizForm} width={760} title={title} className="tr-quiz-dialog" />;
}
