import { UsergroupAddOutlined } from '@ant-design/icons';
import { CoOwnerListEditor, useCoOwnerActions, useDebouncedSearch } from '../../../components/co-owner-list-editor';
import { useAddCoOwner, useRemoveCoOwner } from '../api/mutations';
import { useCoOwnerCandidates } from '../api/queries';
import { useGroupsT } from '../i18n';
import { MAX_CO_OWNERS, SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { personName } from '../lib/people';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';

const CLASSES = { owner: 'gr-list__item gr-owner-box', item: 'gr-list__item', text: 'gr-list__text', muted: 'gr-muted', title: 'gr-section-title', list: 'gr-list', addRow: 'gr-add-row' };

/** Co-owners of a group (root and the owner): at most five; the owner and existing ones are not offered. */
export function CoOwnersDialog(props: GroupDialogProps) {
  const { group, open } = props;
  const { t } = useGroupsT();
  const add = useAddCoOwner();
  const remove = useRemoveCoOwner();
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS);
  const coOwners = group.coOwnerDetails;
  const candidates = useCoOwnerCandidates(group.id, search.search, open && coOwners.length < MAX_CO_OWNERS);

  const { onAdd, onRemove } = useCoOwnerActions(
    (userId) => add.mutateAsync({ groupId: group.id, userId }),
    (userId) => remove.mutateAsync({ groupId: group.id, userId }),
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
    <GroupDialog
      {...props}
      kind="co-owners"
      width={600}
      icon={<UsergroupAddOutlined />}
      title={t('coOwners.title')} bodyTestId="group-co-owner-manager"
    >
      <p className="dialog-intro gr-intro">{t('coOwners.intro', { max: MAX_CO_OWNERS })}</p>
      <CoOwnerListEditor
        owner={group.owner}
        ownerId={group.ownerId}
        coOwners={coOwners}
        max={MAX_CO_OWNERS}
        candidates={candidates.data ?? []}
        candidatesFetching={candidates.isFetching}
        search={search}
        classes={CLASSES}
        testIds={{ item: 'group-co-owner', select: 'group-co-owner-select' }}
        adding={add.isPending}
        onAdd={onAdd}
        onRemove={onRemove}
        texts={{
          ownerLabel: t('common.owner'),
          unknownOwner: t('common.unknownOwner'),
          listTitle: t('coOwners.listTitle', { count: coOwners.length, max: MAX_CO_OWNERS }),
          none: (
            <div className="gr-empty">
              <UsergroupAddOutlined className="gr-empty__icon" />
              <span>{t('coOwners.none')}</span>
            </div>
          ),
          removeConfirm: (name) => t('coOwners.removeConfirm', { name }),
          remove: t('common.remove'),
          cancel: t('common.cancel'),
          limitReached: t('coOwners.limitReached', { max: MAX_CO_OWNERS }),
          pickPlaceholder: t('coOwners.pickPlaceholder'),
          noCandidates: t('coOwners.noCandidates'),
          add: t('common.add'),
        }}
      />
    </GroupDialog>
  );
}
