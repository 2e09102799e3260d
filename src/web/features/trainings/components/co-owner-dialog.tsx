import { Alert, Modal } from 'antd';
import { CoOwnersPanel } from '../../../components/co-owners-panel';
import { useAddCoOwner, useRemoveCoOwner } from '../api/mutations';
import { useCoOwnerCandidates, useTraining } from '../api/queries';
import { useTrainingsT } from '../i18n';
import { MAX_CO_OWNERS, SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { serverMessageOr } from '../lib/errors';
import { localize, personName } from '../../../lib/localize';
import { LoadingBlock } from '../../../components/loading-block';

const CLASSES = {
  owner: 'tr-person tr-person--owner',
  item: 'tr-person',
  text: 'tr-person__text',
  muted: 'tr-muted',
  title: 'tr-tag-list__title',
  list: 'tr-person-list',
  addRow: 'tr-co-owners__add',
  select: 'tr-co-owners__select',
};

function CoOwnerManager({ trainingId }: { trainingId: string }) {
  const { t, language } = useTrainingsT();
  const training = useTraining(trainingId);
  const add = useAddCoOwner();
  const remove = useRemoveCoOwner();

  if (training.isPending) {
    return <LoadingBlock />;
  }
  if (training.isError) return <Alert type="error" showIcon title={serverMessageOr(training.error, t('common.loadError'))} />;
  const data = training.data;
  const count = data.coOwnerDetails.length;

  return (
    <div className="tr-co-owners" data-testid="co-owner-manager">
      <p className="dialog-intro">
        <strong>{localize(data.title, language)}</strong> — {t('coOwners.intro', { max: MAX_CO_OWNERS })}
      </p>
      <CoOwnersPanel
        id={trainingId}
        subject={data}
        max={MAX_CO_OWNERS}
        debounceMs={SEARCH_DEBOUNCE_MS}
        useCandidates={useCoOwnerCandidates}
        add={(userId) => add.mutateAsync({ trainingId, userId })}
        remove={(userId) => remove.mutateAsync({ trainingId, userId })}
        adding={add.isPending}
        classes={CLASSES}
        testIds={{ item: 'co-owner', select: 'co-owner-select' }}
        texts={{
          error: t('common.error'),
          addFailed: t('coOwners.addFailed'),
          added: t('coOwners.added'),
          addedText: personName,
          removeFailed: t('coOwners.removeFailed'),
          removed: t('coOwners.removed'),
          removedText: personName,
          ownerLabel: t('coOwners.owner'),
          unknownOwner: t('common.unknownOwner'),
          listTitle: t('coOwners.current', { count, max: MAX_CO_OWNERS }),
          none: <p className="tr-muted">{t('coOwners.none')}</p>,
          removeConfirm: (name) => t('coOwners.removeConfirm', { name }),
          remove: t('coOwners.remove'),
          cancel: t('common.cancel'),
          limitReached: t('coOwners.limitReached', { max: MAX_CO_OWNERS }),
          pickPlaceholder: t('coOwners.searchPlaceholder'),
          noCandidates: t('coOwners.noCandidates'),
          add: t('coOwners.add'),
        }}
      />
    </div>
  );
}

/** Co-owner management (owner only): list, add (max 5), remove. */
export function CoOwnerDialog({ open, trainingId, onClose }: { open: boolean; trainingId: string; onClose: () => void }) {
  const { t } = useTrainingsT();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={600} centered destroyOnHidden title={t('coOwners.dialogTitle')} className="tr-co-owner-dialog">
      {open && <CoOwnerManager trainingId={trainingId} />}
    </Modal>
  );
}
