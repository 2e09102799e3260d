import { Modal } from 'antd';
import { CoOwnerListEditor, useCoOwnerActions, useDebouncedSearch } from '../../../components/co-owner-list-editor';
import { personName } from '../../../lib/localize';
import { MAX_CO_OWNERS } from '../../../../shared/policy';
import { useAddBundleCoOwner, useRemoveBundleCoOwner } from '../api/mutations';
import { useBundleCoOwnerCandidates } from '../api/queries';
import type { Bundle } from '../api/types';
import { useBundlesT } from '../i18n';

const SEARCH_DEBOUNCE_MS = 300;
const CLASSES = {
  owner: 'bd-person bd-person--owner',
  item: 'bd-person',
  text: 'bd-person__text',
  muted: 'bd-muted',
  title: 'bd-section-title',
  list: 'bd-person-list',
  addRow: 'bd-co-owners__add',
  select: 'bd-co-owners__select',
};

function CoOwnerManager({ bundle }: { bundle: Bundle }) {
  const { t } = useBundlesT();
  const add = useAddBundleCoOwner();
  const remove = useRemoveBundleCoOwner();
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS);
  const coOwners = bundle.coOwnerDetails;
  const candidates = useBundleCoOwnerCandidates(bundle.id, search.search, coOwners.length < MAX_CO_OWNERS);

  const { onAdd, onRemove } = useCoOwnerActions(
    (userId) => add.mutateAsync({ bundleId: bundle.id, userId }),
    (userId) => remove.mutateAsync({ bundleId: bundle.id, userId }),
    {
      error: t('common.error'),
      addFailed: t('coOwners.addFailed'),
      added: t('coOwners.added'),
      addedText: (person) => t('coOwners.addedText', { name: personName(person) }),
      removeFailed: t('coOwners.removeFailed'),
      removed: t('coOwners.removed'),
      removedText: (person) => t('coOwners.removedText', { name: personName(person) }),
    },
  );

  return (
    <div className="bd-co-owners" data-testid="bundle-co-owner-manager">
      <p className="dialog-intro">
        <strong>{bundle.name}</strong> — {t('coOwners.intro', { max: MAX_CO_OWNERS })}
      </p>
      <CoOwnerListEditor
        owner={bundle.owner}
        ownerId={bundle.ownerId}
        coOwners={coOwners}
        max={MAX_CO_OWNERS}
        candidates={candidates.data ?? []}
        candidatesFetching={candidates.isFetching}
        search={search}
        classes={CLASSES}
        testIds={{ item: 'bundle-co-owner', select: 'bundle-co-owner-select' }}
        adding={add.isPending}
        onAdd={onAdd}
        onRemove={onRemove}
        texts={{
          ownerLabel: t('common.owner'),
          unknownOwner: t('common.unknownOwner'),
          listTitle: t('coOwners.listTitle', { count: coOwners.length, max: MAX_CO_OWNERS }),
          none: <p className="bd-co-owners__none">{t('coOwners.none')}</p>,
          removeConfirm: (name) => t('coOwners.removeConfirm', { name }),
          remove: t('common.remove'),
          cancel: t('common.cancel'),
          limitReached: t('coOwners.limitReached', { max: MAX_CO_OWNERS }),
          pickPlaceholder: t('coOwners.pickPlaceholder'),
          noCandidates: t('coOwners.noCandidates'),
          add: t('common.add'),
        }}
      />
    </div>
  );
}

/**
 * Co-owners of a bundle (the owner only, issue 13 item 6): at most five; the owner and existing
 * co-owners are not offered. `bundle` is the page's current copy, refreshed after each change.
 */
export function BundleCoOwnersDialog({ bundle, onClose }: { bundle: Bundle | null; onClose: () => void }) {
  const { t } = useBundlesT();
  return (
    <Modal open={!!bundle} onCancel={onClose} footer={null} width={600} centered destroyOnHidden title={t('coOwners.title')} className="bd-co-owner-dialog">
      {bundle && <CoOwnerManager bundle={bundle} />}
    </Modal>
  );
}
