/**
 * 'Frage an die Ansprechperson' (issue 16, item 5): from the player a learner asks the training's
 * instructor a question and reads their own questions with the answers. The DGUV accepts
 * e-learning for instruction only when such a conversation is possible at any time.
 */
import { useId, useState } from 'react';
import { Alert, Button, Drawer, Input, Spin } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { Pagination } from '../../../components/pagination';
import { QuestionThread } from '../../../components/question-thread';
import { hasErrorCode, isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { MAX_QUESTION_LENGTH } from '../../../../shared/rules';
import { OWN_QUESTIONS_PAGE_SIZE, useAskQuestion, useOwnQuestions } from '../api/questions';
import { QUESTION_TEXT_REFUSALS } from '../lib/refusals';
import { usePlayerT } from '../i18n';

function AskForm({ trainingId }: { trainingId: string }) {
  const { t } = usePlayerT();
  const toast = useToast();
  const ask = useAskQuestion(trainingId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = () => {
    if (!text.trim() || ask.isPending) return;
    setError(null);
    ask.mutate(text, {
      onSuccess: () => {
        setText('');
        toast.success(t('questions.sent'), t('questions.sentText'));
      },
      onError: (e) => {
        if (hasErrorCode(e, QUESTION_TEXT_REFUSALS)) setError(e.serverMessage ?? e.message);
        else toast.error(t('questions.sendFailed'), isApiError(e) && e.serverMessage ? e.serverMessage : e.message);
      },
    });
  };

  return (
    <form
      className="pl-ask"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="pl-ask__label">
        {t('questions.label')}
      </label>
      <Input.TextArea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
        placeholder={t('questions.placeholder')}
        maxLength={MAX_QUESTION_LENGTH}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        status={error ? 'error' : undefined}
        aria-describedby={`${id}-hint`}
        data-testid="question-text"
      />
      <p id={`${id}-hint`} className="pl-muted pl-ask__hint">
        {t('questions.hint')}
      </p>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <div className="pl-ask__actions">
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={!text.trim()} loading={ask.isPending} data-testid="question-send">
          {t('questions.send')}
        </Button>
      </div>
    </form>
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
