import { Modal } from 'antd';
import { localize } from '../../../lib/localize';
import { useTraining } from '../api/queries';
import { useTrainingsT } from '../i18n';
import { QuestionsList } from './questions-list';

/** The learners' questions about a training, from the library card, the bell and the mails' links (issue 16, item 5). */
export function QuestionsDialog({ trainingId, onClose }: { trainingId: string; onClose: () => void }) {
  const { t, language } = useTrainingsT();
  const training = useTraining(trainingId);
  const title = training.data ? localize(training.data.title, language) : '';
  return (
    <Modal open onCancel={onClose} footer={null} width={720} centered destroyOnHidden title={title ? t('questions.dialogTitle', { title }) : t('questions.title')} className="tr-questions-dialog">
      <QuestionsList trainingId={trainingId} />
    </Modal>
  );
}
