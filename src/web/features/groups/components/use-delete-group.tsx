import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { useDeleteGroup } from '../api/mutations';
import type { Group } from '../api/types';
import { useGroupsT } from '../i18n';

/**
 * Delete with confirmation (spec sections 2 and 8). Members keep their accounts but lose what was
 * assigned through the group, which the confirmation says.
 */
export function useDeleteGroupFlow() {
  const { t } = useGroupsT();
  const confirmDelete = useConfirmDelete();
  const deleteGroup = useDeleteGroup();

  return (group: Group) =>
    confirmDelete({
      title: t('delete.title'),
      content: (
        <div className="gr-delete-confirm__content">
          <p>{t('delete.text', { name: group.name })}</p>
          <p className={group.memberCount > 0 ? 'gr-delete-confirm__warning' : 'gr-muted'}>
            {group.memberCount > 0 ? t('delete.warning', { count: group.memberCount }) : t('delete.warningEmpty')}
          </p>
        </div>
      ),
      className: 'gr-delete-confirm',
      remove: () => deleteGroup.mutateAsync(group.id),
      successTitle: t('delete.success'),
      successText: t('delete.successText', { name: group.name }),
      failedText: t('delete.failed'),
    });
}
