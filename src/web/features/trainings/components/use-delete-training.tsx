import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useToast } from '../../../lib/use-toast';
import { useDeleteTraining } from '../api/mutations';
import type { Training } from '../api/types';
import { useTrainingsT } from '../i18n';
import { BUNDLE_CONFLICT_TOAST_SECONDS } from '../lib/constants';
import { bundleConflict, serverMessageOr } from '../lib/errors';
import { localize } from '../../../lib/localize';

/**
 * Delete with confirmation (spec sections 2 and 8). A training that is part of bundles cannot be
 * deleted: the server answers 409 with the bundle names, shown for 8 seconds.
 */
export function useDeleteTrainingFlow() {
  const { t, language } = useTrainingsT();
  const { modal } = App.useApp();
  const toast = useToast();
  const deleteTraining = useDeleteTraining();

  return (training: Pick<Training, 'id' | 'title'>, onDeleted?: () => void) => {
    const title = localize(training.title, language);
    modal.confirm({
      title: t('delete.confirmTitle'),
      icon: <ExclamationCircleFilled />,
      content: t('delete.confirmText', { title }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      className: 'tr-delete-confirm',
      onOk: async () => {
        try {
          await deleteTraining.mutateAsync(training.id);
        } catch (error) {
          const bundles = bundleConflict(error);
          if (bundles) {
            toast.error(t('delete.inBundlesTitle'), t('delete.inBundlesText', { bundles: bundles.join(', ') }), BUNDLE_CONFLICT_TOAST_SECONDS);
          } else {
            toast.error(t('common.error'), serverMessageOr(error, t('delete.failed')));
          }
          return;
        }
        toast.success(t('delete.success'), t('delete.successText', { title }));
        onDeleted?.();
      },
    });
  };
}
