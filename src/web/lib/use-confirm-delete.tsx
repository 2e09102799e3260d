import type { ReactNode } from 'react';
import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { serverMessageOr } from './api';
import { useCommonT } from './feature-texts';
import { useToast } from './use-toast';

/** What a delete does and how it reports: the success toast, and the fallback text of a failure. */
export interface DeleteRun {
  remove: () => Promise<unknown>;
  successTitle: string;
  successText: string;
  /** The failure toast's text when the server sends no message of its own. */
  failedText: string;
  /** Reports a failure itself (e.g. a conflict with a longer toast); true when it did. */
  reportError?: (error: unknown) => boolean;
  onDeleted?: () => void;
}

/**
 * Runs a delete and reports it: a success toast, or an error toast with the server's message (or
 * the fallback). Resolves to whether the delete went through.
 */
export function useRunDelete() {
  const { t } = useCommonT();
  const toast = useToast();
  return async ({ remove, successTitle, successText, failedText, reportError, onDeleted }: DeleteRun): Promise<boolean> => {
    try {
      await remove();
    } catch (error) {
      if (!reportError?.(error)) toast.error(t('common.error'), serverMessageOr(error, failedText));
      return false;
    }
    toast.success(successTitle, successText);
    onDeleted?.();
    return true;
  };
}

/** The confirmation's texts: title, content, the danger button ('Löschen' unless given) and its class. */
export interface DeleteConfirmation extends DeleteRun {
  title: string;
  content: ReactNode;
  okText?: string;
  className: string;
}

/**
 * Delete with confirmation (spec section 8): a modal with a warning icon, 'Abbrechen' and a danger
 * button; on OK the delete runs and is reported as by useRunDelete.
 */
export function useConfirmDelete() {
  const { t } = useCommonT();
  const { modal } = App.useApp();
  const runDelete = useRunDelete();
  return ({ title, content, okText, className, ...run }: DeleteConfirmation) => {
    modal.confirm({
      title,
      icon: <ExclamationCircleFilled />,
      content,
      okText: okText ?? t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      className,
      onOk: async () => {
        await runDelete(run);
      },
    });
  };
}
