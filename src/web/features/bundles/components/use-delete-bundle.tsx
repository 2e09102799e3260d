import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { useDeleteBundle } from '../api/mutations';
import type { Bundle } from '../api/types';
import { useBundlesT } from '../i18n';

/**
 * Delete with confirmation. The confirmation says that the bundle also disappears from the groups
 * it is assigned to (the server unassigns it); the trainings themselves stay.
 */
export function useDeleteBundleFlow() {
  const { t } = useBundlesT();
  const confirmDelete = useConfirmDelete();
  const deleteBundle = useDeleteBundle();

  return (bundle: Pick<Bundle, 'id' | 'name'>) =>
    confirmDelete({
      title: t('delete.confirmTitle'),
      content: t('delete.confirmText', { name: bundle.name }),
      okText: t('delete.confirmOk'),
      className: 'bd-delete-confirm',
      remove: () => deleteBundle.mutateAsync(bundle.id),
      successTitle: t('delete.success'),
      successText: t('delete.successText', { name: bundle.name }),
      failedText: t('delete.failed'),
    });
}
