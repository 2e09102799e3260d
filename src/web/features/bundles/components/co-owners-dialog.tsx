import { Modal } from 'antd';
import { CoOwnersPanel, coOwnerTexts } from '../../../components/co-owners-panel';
import { MAX_CO_OWNERS } from '../../../../shared/rules';
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

  return (
    <div className="bd-co-owners" data-testid="bundle-co-owner-manager">
      <p className="dialog-intro">
        <strong>{bundle.name}</strong> — {t('coOwners.intro', { max: MAX_CO_OWNERS })}
      </p>
      <CoOwnersPanel
        id={bundle.id}
        subject={bundle}
        max={MAX_CO_OWNERS}
        debounceMs={SEARCH_DEBOUNCE_MS}
        useCandidates={useBundleCoOwnerCandidates}
        add={(userId) => add.mutateAsync({ bundleId: bundle.id, userId })}
        remove={(userId) => remove.mutateAsync({ bundleId: bundle.id, userId })}
        adding={add.isPending}
        classes={CLASSES}
        testIds={{ item: 'bundle-co-owner', select: 'bundle-co-owner-select' }}
        texts={coOwnerTexts(t, bundle.coOwnerDetails.length, MAX_CO_OWNERS, (none) => <p className="bd-co-owners__none">{none}</p>)}
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
