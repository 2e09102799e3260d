import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useDeleteGroup } from '../api/mutations';
import type { Group } from '../api/types';
import { useGroupsT } from '../i18n';

/**
 * Delete with confirmation (spec sections 2 and 8). Members keep their accounts but lose what was
 * assigned through the group, which the confirmation says.
 */
export function useDeleteGroupFlow() {
  const { t } = useGroupsT();
  const { modal } = App.useApp();
  const toast = useToast();
  const deleteGroup = useDeleteGroup();

  return (group: Group) => {
    modal.confirm({
      title: t('delete.title'),
      icon: <ExclamationCircleFilled />,
      content: (
        <div className="gr-delete-confirm__content">
          <p>{t('delete.text', { name: group.name })}</p>
          <p className={group.memberCount > 0 ? 'gr-delete-confirm__warning' : 'gr-muted'}>
            {group.memberCount > 0 ? t('delete.warning', { count: group.memberCount }) : t('delete.warningEmpty')}
          </p>
        </div>
      ),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      className: 'gr-delete-confirm',
      onOk: async () => {
        try {
          await deleteGroup.mutateAsync(group.id);
        } catch (error) {
          toast.error(t('common.error'), serverMessageOr(error, t('delete.failed')));
          return;
        }
        toast.success(t('delete.success'), t('delete.successText', { name: group.name }));
      },
    });
  };
}
