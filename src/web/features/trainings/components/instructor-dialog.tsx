/**
 * The training's responsible instructor ('Ansprechperson', issue 16 item 5): shown in the player and
 * on the evidence, answers the learners' questions. Those who edit the training pick an active
 * root, admin or manager user of the company (the owner until another is named).
 */
import { useState } from 'react';
import { Alert, Button, Modal, Select, Spin } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import { useDebouncedSearch } from '../../../components/co-owner-list-editor';
import { serverMessageOr } from '../../../lib/api';
import { personName } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { useChangeInstructor } from '../api/mutations';
import { useInstructorCandidates } from '../api/queries';
import type { TrainingDetail } from '../api/types';
import { useTrainingsT } from '../i18n';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants';

function InstructorPicker({ training, onDone }: { training: TrainingDetail; onDone: () => void }) {
  const { t } = useTrainingsT();
  const toast = useToast();
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS);
  const candidates = useInstructorCandidates(training.id, search.search, true);
  const change = useChangeInstructor();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = personName(training.instructor) || t('common.unknownOwner');

  const save = async () => {
    if (!chosen) return;
    try {
      await change.mutateAsync({ trainingId: training.id, userId: chosen });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('instructor.failed')));
      return;
    }
    toast.success(t('instructor.saved'), personName(candidates.data?.find((c) => c.id === chosen)));
    onDone();
  };

  return (
    <div className="tr-instructor" data-testid="instructor-picker">
      <p className="dialog-intro">{t('instructor.intro')}</p>
      <p>
        {t('instructor.current')}: <strong data-testid="instructor-current">{current}</strong>
      </p>
      {candidates.isError && <Alert type="warning" showIcon title={serverMessageOr(candidates.error, t('common.loadError'))} />}
      <div className="tr-co-owners__add">
        <Select<string>
          showSearch={{ filterOption: false, searchValue: search.searchText, onSearch: search.onSearch }}
          className="tr-co-owners__select"
          placeholder={t('instructor.searchPlaceholder')}
          aria-label={t('instructor.searchPlaceholder')}
          value={chosen ?? undefined}
          onChange={(value) => setChosen(value)}
          notFoundContent={candidates.isFetching ? <Spin size="small" /> : t('instructor.noCandidates')}
          options={(candidates.data ?? []).map((c) => ({ value: c.id, label: `${personName(c)} (${c.email})` }))}
          data-testid="instructor-select"
        />
        <Button type="primary" icon={<UserSwitchOutlined />} disabled={!chosen} loading={change.isPending} onClick={() => void save()} data-testid="instructor-save">
          {t('instructor.save')}
        </Button>
      </div>
    </div>
  );
}

export function InstructorDialog({ open, training, onClose }: { open: boolean; training: TrainingDetail; onClose: () => void }) {
  const { t } = useTrainingsT();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={600} centered destroyOnHidden title={t('instructor.dialogTitle')} className="tr-co-owner-dialog">
      {open && <InstructorPicker training={training} onDone={onClose} />}
    </Modal>
  );
}
