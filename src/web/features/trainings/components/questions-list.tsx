/**
 * The learners' questions about a training (issue 16, item 5) for those who answer them (the
 * instructor, owner, co-owners, root) and the company-wide readers (admin, auditor, read-only):
 * open, answered or all, paged on the server, each with its thread and, for those who answer, a
 * form to answer it. Shown in the library's questions dialog and the builder's 'Fragen' tab.
 */
import { useState } from 'react';
import { Alert, Button, Segmented } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { Pagination } from '../../../components/pagination';
import { QuestionTextForm } from '../../../components/question-text-form';
import { QuestionThread } from '../../../components/question-thread';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { QUESTIONS_PAGE_SIZE } from '../../../../shared/rules';
import { useAnswerQuestion, useTrainingQuestions, type QuestionFilter } from '../api/questions';
import { useTrainingsT } from '../i18n';
import { LoadingBlock } from '../../../components/loading-block';

/** An answer refused for its text (the server's codes): shown under the field. */
const ANSWER_TEXT_REFUSALS = ['answer_text_required', 'answer_text_too_long', 'validation_failed'];

function AnswerForm({ trainingId, questionId, onDone }: { trainingId: string; questionId: string; onDone: () => void }) {
  const { t } = useTrainingsT();
  const toast = useToast();
  const answer = useAnswerQuestion(trainingId);
  return (
    <QuestionTextForm
      className="tr-answer"
      label={t('questions.answerLabel')}
      minRows={2}
      autoFocus
      refusals={ANSWER_TEXT_REFUSALS}
      send={(text, callbacks) => answer.mutate({ questionId, text }, callbacks)}
      pending={answer.isPending}
      sendText={t('questions.answerSend')}
      failedTitle={t('questions.answerFailed')}
      onSent={() => {
        toast.success(t('questions.answerSent'), t('questions.answerSentText'));
        onDone();
      }}
      onCancel={onDone}
      testIds={{ text: 'answer-text', send: 'answer-send' }}
    />
  );
}

export function QuestionsList({ trainingId }: { trainingId: string }) {
  const { t } = useTrainingsT();
  const [status, setStatus] = useState<QuestionFilter>('open');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<string | null>(null);
  const query = useTrainingQuestions(trainingId, status, page);
  const texts = { own: '', open: t('questions.statusOpen'), answered: t('questions.statusAnswered'), unknownPerson: t('common.unknownOwner') };

  if (query.isPending) {
    return <LoadingBlock />;
  }
  if (query.isError) return <Alert type="error" showIcon title={serverMessageOr(query.error, t('questions.loadFailed'))} />;
  const data = query.data;
  const instructor = data.instructor ? `${data.instructor.firstName} ${data.instructor.lastName}` : t('common.unknownOwner');
  const filters: { value: QuestionFilter; label: string }[] = [
    { value: 'open', label: t('questions.filterOpen', { count: data.openCount }) },
    { value: 'answered', label: t('questions.filterAnswered', { count: data.answeredCount }) },
    { value: 'all', label: t('questions.filterAll', { count: data.openCount + data.answeredCount }) },
  ];
  const empty = status === 'open' ? t('questions.noneOpen') : status === 'answered' ? t('questions.noneAnswered') : t('questions.none');

  return (
    <div className="tr-questions" data-testid="training-questions">
      <p className="tr-muted tr-questions__intro">
        {t('questions.intro', { name: instructor })}
        {!data.canAnswer && ` ${t('questions.readOnly')}`}
      </p>
      <Segmented<QuestionFilter>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
          setAnswering(null);
        }}
        options={filters}
        aria-label={t('questions.filterLabel')}
        data-testid="questions-filter"
      />
      {data.questions.length === 0 ? (
        <p className="tr-muted" data-testid="questions-empty">
          {empty}
        </p>
      ) : (
        <ul className="qt-list">
          {data.questions.map((q) => (
            <li key={q.id}>
              <QuestionThread question={q} texts={texts} showAsker>
                {data.canAnswer &&
                  (answering === q.id ? (
                    <AnswerForm trainingId={trainingId} questionId={q.id} onDone={() => setAnswering(null)} />
                  ) : (
                    <div>
                      <Button size="small" icon={<MessageOutlined />} onClick={() => setAnswering(q.id)} data-testid="answer-open">
                        {q.answers.length > 0 ? t('questions.answerMore') : t('questions.answer')}
                      </Button>
                    </div>
                  ))}
              </QuestionThread>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pageSize={QUESTIONS_PAGE_SIZE} total={data.totalCount} onChange={setPage} />
    </div>
  );
}
