/**
 * 'Frage an die Ansprechperson' (issue 16, item 5): from the player a learner asks the training's
 * instructor a question and reads their own questions with the answers. The DGUV accepts
 * e-learning for instruction only when such a conversation is possible at any time.
 */
import { useState } from 'react';
import { Alert, Drawer, Spin } from 'antd';
import { Pagination } from '../../../components/pagination';
import { QuestionTextForm } from '../../../components/question-text-form';
import { QuestionThread } from '../../../components/question-thread';
import { useToast } from '../../../lib/use-toast';
import { OWN_QUESTIONS_PAGE_SIZE, useAskQuestion, useOwnQuestions } from '../api/questions';
import { QUESTION_TEXT_REFUSALS } from '../lib/refusals';
import { usePlayerT } from '../i18n';

function AskForm({ trainingId }: { trainingId: string }) {
  const { t } = usePlayerT();
  const toast = useToast();
  const ask = useAskQuestion(trainingId);
  return (
    <QuestionTextForm
      className="pl-ask"
      label={t('questions.label')}
      placeholder={t('questions.placeholder')}
      hint={{ text: t('questions.hint'), className: 'pl-muted pl-ask__hint' }}
      minRows={3}
      refusals={QUESTION_TEXT_REFUSALS}
      send={(text, callbacks) => ask.mutate(text, callbacks)}
      pending={ask.isPending}
      sendText={t('questions.send')}
      failedTitle={t('questions.sendFailed')}
      onSent={() => toast.success(t('questions.sent'), t('questions.sentText'))}
      testIds={{ text: 'question-text', send: 'question-send' }}
    />
  );
}

function OwnQuestions({ trainingId }: { trainingId: string }) {
  const { t } = usePlayerT();
  const [page, setPage] = useState(1);
  const query = useOwnQuestions(trainingId, page);
  const texts = { own: t('questions.yours'), open: t('questions.statusOpen'), answered: t('questions.statusAnswered'), unknownPerson: t('questions.unknownPerson') };

  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="warning" showIcon title={t('questions.loadFailed')} />;
  const data = query.data;
  return (
    <section aria-labelledby="pl-own-questions" className="pl-own-questions">
      <h3 id="pl-own-questions" className="pl-own-questions__title">
        {t('questions.listTitle', { count: data.totalCount })}
      </h3>
      {data.questions.length === 0 ? (
        <p className="pl-muted" data-testid="questions-empty">
          {t('questions.none')}
        </p>
      ) : (
        <ul className="qt-list" data-testid="own-questions">
          {data.questions.map((q) => (
            <li key={q.id}>
              <QuestionThread question={q} texts={texts} showAsker={false} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pageSize={OWN_QUESTIONS_PAGE_SIZE} total={data.totalCount} onChange={setPage} />
    </section>
  );
}

/** The drawer with the instructor's name, the question form and the learner's own questions. */
export function QuestionsDrawer({ open, trainingId, instructorName, onClose }: { open: boolean; trainingId: string; instructorName: string; onClose: () => void }) {
  const { t } = usePlayerT();
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={480} title={t('questions.title')} rootClassName="pl-questions-drawer" destroyOnHidden>
      <div className="pl-questions" data-testid="questions-panel">
        <p className="pl-questions__intro">
          {instructorName ? t('questions.intro', { name: instructorName }) : t('questions.introNoName')}
        </p>
        <AskForm trainingId={trainingId} />
        <OwnQuestions trainingId={trainingId} />
      </div>
    </Drawer>
  );
}
