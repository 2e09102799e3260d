import { useToast } from '../../../lib/use-toast';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { useDeleteTraining } from '../api/mutations';
import type { Training } from '../api/types';
import { useTrainingsT } from '../i18n';
import { BUNDLE_CONFLICT_TOAST_SECONDS } from '../lib/constants';
import { bundleConflict } from '../lib/errors';
import { localize } from '../../../lib/localize';

/**
 * Delete with confirmation (spec sections 2 and 8). A training that is part of bundles cannot be
 * deleted: the server answers 409 with the bundle names, shown for 8 seconds.
 */
export function useDeleteTrainingFlow() {
  const { t, language } = useTrainingsT();
  const confirmDelete = useConfirmDelete();
  const toast = useToast();
  const deleteTraining = useDeleteTraining();

  return (training: Pick<Training, 'id' | 'title'>, onDeleted?: () => void) => {
    const title = localize(training.title, language);
    confirmDelete({
      title: t('delete.confirmTitle'),
      content: t('delete.confirmText', { title }),
      className: 'tr-delete-confirm',
      remove: () => deleteTraining.mutateAsync(training.id),
      successTitle: t('delete.success'),
      successText: t('delete.successText', { title }),
      failedText: t('delete.failed'),
      reportError: (error) => {
        const bundles = bundleConflict(error);
        if (bundles) toast.error(t('delete.inBundlesTitle'), t('delete.inBundlesText', { bundles: bundles.join(', ') }), BUNDLE_CONFLICT_TOAST_SECONDS);
        return !!bundles;
      },
      onDeleted,
    });
  };
}
