import { UsergroupAddOutlined } from '@ant-design/icons';
import { CoOwnersPanel, coOwnerTexts } from '../../../components/co-owners-panel';
import { useAddCoOwner, useRemoveCoOwner } from '../api/mutations';
import { useCoOwnerCandidates } from '../api/queries';
import { useGroupsT } from '../i18n';
import { MAX_CO_OWNERS, SEARCH_DEBOUNCE_MS } from '../lib/constants';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';
import { EmptyNote } from './shared';

const CLASSES = { owner: 'gr-list__item gr-owner-box', item: 'gr-list__item', text: 'gr-list__text', muted: 'gr-muted', title: 'gr-section-title', list: 'gr-list', addRow: 'gr-add-row' };

/** Co-owners of a group (root and the owner): at most five; the owner and existing ones are not offered. */
export function CoOwnersDialog(props: GroupDialogProps) {
  const { group, open } = props;
  const { t } = useGroupsT();
  const add = useAddCoOwner();
  const remove = useRemoveCoOwner();

  return (
    <GroupDialog {...props} kind="co-owners" bodyTestId="group-co-owner-manager">
      <p className="dialog-intro gr-intro">{t('coOwners.intro', { max: MAX_CO_OWNERS })}</p>
      <CoOwnersPanel
        id={group.id}
        subject={group}
        max={MAX_CO_OWNERS}
        debounceMs={SEARCH_DEBOUNCE_MS}
        enabled={open}
        useCandidates={useCoOwnerCandidates}
        add={(userId) => add.mutateAsync({ groupId: group.id, userId })}
        remove={(userId) => remove.mutateAsync({ groupId: group.id, userId })}
        adding={add.isPending}
        classes={CLASSES}
        testIds={{ item: 'group-co-owner', select: 'group-co-owner-select' }}
        texts={coOwnerTexts(t, group.coOwnerDetails.length, MAX_CO_OWNERS, (none) => (
          <EmptyNote icon={UsergroupAddOutlined} text={none} />
        ))}
      />
    </GroupDialog>
  );
}
