import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useDeleteBundle } from '../api/mutations';
import type { Bundle } from '../api/types';
import { useBundlesT } from '../i18n';

/**
 * Delete with confirmation. The confirmation says that the bundle also disappears from the groups
 * it is assigned to (the server unassigns it); the trainings themselves stay.
 */
export function useDeleteBundleFlow() {
  const { t } = useBundlesT();
  const { modal } = App.useApp();
  const toast = useToast();
  const deleteBundle = useDeleteBundle();

  return (bundle: Pick<Bundle, 'id' | 'name'>) => {
    modal.confirm({
      title: t('delete.confirmTitle'),
      icon: <ExclamationCircleFilled />,
      content: t('delete.confirmText', { name: bundle.name }),
      okText: t('delete.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      className: 'bd-delete-confirm',
      onOk: async () => {
        try {
          await deleteBundle.mutateAsync(bundle.id);
        } catch (error) {
          toast.error(t('common.error'), serverMessageOr(error, t('delete.failed')));
          return;
        }
        toast.success(t('delete.success'), t('delete.successText', { name: bundle.name }));
      },
    });
  };
}
