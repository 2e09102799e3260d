import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useSessionsT } from '../i18n';

/**
 * Runs one of a session's actions: `action`, then `onDone` with its result (the success toast,
 * closing the dialog); when either fails, the 'action failed' toast with the server's reason.
 */
export function useSessionAction() {
  const { t } = useSessionsT();
  const toast = useToast();
  return async <T>(action: () => Promise<T>, onDone: (result: T) => void) => {
    try {
      onDone(await action());
    } catch (error) {
      toast.error(t('actionFailed'), serverMessageOr(error, t('common.genericError')));
    }
  };
}
