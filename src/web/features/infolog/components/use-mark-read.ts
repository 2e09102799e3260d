import { useCallback } from 'react';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useMarkRead } from '../api/mutations';
import { useInfologT } from '../i18n';

/**
 * Marks an entry read and says so when it fails (destructive toast 'Fehler beim Markieren als
 * gelesen.'). Resolves to the server's readAt, or null after a failure.
 */
export function useMarkReadAction() {
  const { t } = useInfologT();
  const toast = useToast();
  const mutation = useMarkRead();
  const { mutateAsync } = mutation;
  const markRead = useCallback(
    async (entryId: string): Promise<string | null> => {
      try {
        const result = await mutateAsync(entryId);
        return result?.readAt ?? new Date().toISOString();
      } catch (error) {
        toast.error(t('errors.markRead'), serverMessageOr(error, '') || undefined);
        return null;
      }
    },
    [mutateAsync, toast, t],
  );
  return { markRead, isPending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables : undefined };
}
