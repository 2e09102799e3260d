import { useState } from 'react';
import { Alert, Button, Checkbox, Radio, Tag } from 'antd';
import { CheckCircleFilled, CheckOutlined, CloseCircleFilled } from '@ant-design/icons';
import type { ModuleProgress, QuizModule, QuizQuestion, QuizResult } from '../api/types';
import { usePlayerT } from '../i18n';

/** Every question has at least one chosen answer (spec section 5: Continue only then). */
export function allAnswered(answers: readonly (readonly number[])[], questionCount: number): boolean {
  return answers.length === questionCount && answers.every((chosen) => chosen.length > 0);
}

function AnswerRow({
  text,
  index,
  chosen,
  multiple,
  result,
}: {
  text: string;
  index: number;
  chosen: boolean;
  multiple: boolean;
  result: QuizResult | undefined;
}) {
  const { t } = usePlayerT();
  const correct = result?.correctAnswers.includes(index) ?? false;
  const explanation = result?.explanations[index] ?? null;
  const state = result ? (correct ? 'correct' : chosen ? 'wrong' : 'neutral') : chosen ? 'chosen' : 'neutral';
  return (
    <li className={`pl-quiz__answer pl-quiz__answer--${state}`} data-testid="player-quiz-answer" data-state={state} data-chosen={chosen}>
      <span className={`pl-quiz__marker pl-quiz__marker--${multiple ? 'multiple' : 'single'}${chosen ? ' pl-quiz__marker--chosen' : ''}`} aria-hidden="true">
        {chosen && multiple && <CheckOutlined />}
      </span>
      <span className="pl-quiz__answer-text">
        {chosen && <span className="sr-only">{t('quiz.yourAnswer')}: </span>}
        {text}
      </span>
      <span className="pl-quiz__answer-marks">
        {chosen && result && <span className="pl-quiz__mark" aria-hidden="true">{t('quiz.yourAnswer')}</span>}
        {correct && (
          <span className="pl-quiz__mark pl-quiz__mark--correct">
            <CheckCircleFilled /> {t('quiz.correctAnswer')}
          </span>
        )}
      </span>
      {explanation && <p className="pl-quiz__explanation">{explanation}</p>}
    </li>
  );
}

function QuestionHead({ question, index, total, result, textId }: { question: QuizQuestion; index: number; total: number; result: QuizResult | undefined; textId?: string }) {
  const { t } = usePlayerT();
  return (
    <>
      <div className="pl-quiz__question-head">
        <span className="pl-quiz__question-number">{t('quiz.question', { number: index + 1, total })}</span>
        {question.multiple && <Tag color="purple">{t('quiz.multipleHint')}</Tag>}
        {result && (
          <Tag color={result.correct ? 'success' : 'error'} icon={result.correct ? <CheckCircleFilled /> : <CloseCircleFilled />} data-testid="player-quiz-result">
            {result.correct ? t('quiz.correct') : t('quiz.wrong')}
          </Tag>
        )}
      </div>
      <p className="pl-quiz__question-text" id={textId}>
        {question.question}
      </p>
    </>
  );
}

/** A question's answers as the options of its group: check boxes (several right) or radio buttons (one). */
function choices(question: QuizQuestion, Choice: typeof Checkbox | typeof Radio) {
  return question.answers.map((answer, ai) => (
    <Choice key={ai} value={ai} className="pl-quiz__choice">
      {answer.text}
    </Choice>
  ));
}

function LockedAnswers({ question, chosen, result }: { question: QuizQuestion; chosen: readonly number[]; result: QuizResult | undefined }) {
  return (
    <ul className="pl-quiz__answers">
      {question.answers.map((answer, ai) => (
        <AnswerRow key={ai} text={answer.text} index={ai} chosen={chosen.includes(ai)} multiple={question.multiple} result={result} />
      ))}
    </ul>
  );
}

/**
 * The solutions of one answered quiz (after the evaluation was passed): every question with the
 * learner's answers, whether they were right, the correct answers and the explanations.
 */
export function QuizSolutions({ module, progress }: { module: QuizModule; progress: ModuleProgress | undefined }) {
  const { t } = usePlayerT();
  const results = progress?.results;
  if (!results) return null;
  const questions = Array.isArray(module.content.questions) ? module.content.questions : [];
  const correctCount = results.filter((r) => r.correct).length;
  return (
    <section className="pl-quiz pl-solutions__quiz" aria-labelledby={`pl-solutions-${module.id}`} data-testid="player-solutions-quiz">
      <h4 className="pl-solutions__quiz-title" id={`pl-solutions-${module.id}`}>
        {module.title} · {t('quiz.score', { correct: correctCount, total: results.length })}
      </h4>
      <ol className="pl-quiz__questions">
        {questions.map((question, qi) => (
          <li key={qi} className="pl-quiz__question" data-testid="player-solutions-question">
            <QuestionHead question={question} index={qi} total={questions.length} result={results[qi]} />
            <LockedAnswers question={question} chosen={progress?.answers?.[qi] ?? []} result={results[qi]} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Quiz module (spec sections 4 and 5): single choice as radio buttons, multiple choice as
 * checkboxes with the hint 'Mehrere Antworten möglich'; 'Weiter' only once every question is
 * answered. The answers go to the server (PATCH {moduleId, answers}) and the module is locked from
 * then on, showing the chosen answers. Whether they were right, the correct answers and the
 * explanations come from the server only once the evaluation was passed (issue 13); then they are
 * shown per question.
 */
export function QuizModuleView({
  module,
  progress,
  record,
  pending,
  error,
  onSubmit,
}: {
  module: QuizModule;
  progress: ModuleProgress | undefined;
  record: boolean;
  pending: boolean;
  error: string | null;
  onSubmit: (answers: number[][]) => void;
}) {
  const { t } = usePlayerT();
  const questions = Array.isArray(module.content.questions) ? module.content.questions : [];
  const stored = progress?.answers;
  const results = progress?.results;
  const locked = Boolean(progress?.completed || stored || !record);
  const [draft, setDraft] = useState<number[][]>(() => questions.map(() => []));
  const answers = locked ? (stored ?? questions.map(() => [])) : draft;
  const ready = allAnswered(draft, questions.length);
  const correctCount = results ? results.filter((r) => r.correct).length : 0;
  // Answered, not yet passed: the server keeps the solutions back until the evaluation is passed.
  const awaiting = locked && Boolean(stored) && !results;

  const choose = (questionIndex: number, chosen: number[]) =>
    setDraft((current) => current.map((value, i) => (i === questionIndex ? [...chosen].sort((a, b) => a - b) : value)));

  return (
    <div className="pl-quiz" data-testid="player-quiz-module">
      {results && (
        <Alert
          type={correctCount === results.length ? 'success' : 'info'}
          showIcon
          title={t('quiz.score', { correct: correctCount, total: results.length })}
          data-testid="player-quiz-score"
        />
      )}
      {awaiting && <Alert type="info" showIcon title={t('quiz.answered')} description={t('quiz.solutionsLater')} data-testid="player-quiz-saved" />}
      {questions.length === 0 && <p className="pl-muted">{t('quiz.noQuestions')}</p>}
      <ol className="pl-quiz__questions">
        {questions.map((question, qi) => {
          const chosen = answers[qi] ?? [];
          const result = results?.[qi];
          return (
            <li key={qi} className="pl-quiz__question" data-testid="player-quiz-question">
              <QuestionHead question={question} index={qi} total={questions.length} result={result} textId={`pl-q-${module.id}-${qi}`} />
              {locked ? (
                <LockedAnswers question={question} chosen={chosen} result={result} />
              ) : question.multiple ? (
                <Checkbox.Group
                  className="pl-quiz__choices"
                  value={chosen}
                  onChange={(values) => choose(qi, values as number[])}
                  aria-labelledby={`pl-q-${module.id}-${qi}`}
                >
                  {choices(question, Checkbox)}
                </Checkbox.Group>
              ) : (
                <Radio.Group
                  className="pl-quiz__choices"
                  value={chosen[0]}
                  onChange={(event) => choose(qi, [event.target.value as number])}
                  aria-labelledby={`pl-q-${module.id}-${qi}`}
                >
                  {choices(question, Radio)}
                </Radio.Group>
              )}
            </li>
          );
        })}
      </ol>
      {!locked && (
        <div className="pl-quiz__actions">
          {!ready && <span className="pl-muted">{t('quiz.answerAll')}</span>}
          <Button type="primary" disabled={!ready} loading={pending} onClick={() => onSubmit(draft)} data-testid="player-quiz-continue">
            {t('quiz.continue')}
          </Button>
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="player-quiz-error" />}
    </div>
  );
}
