import type { ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { useProfileT } from '../i18n';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';

/** One tab's form of the profile dialog: its fields, then the submit button (its own text while it is pending). */
export function ProfileForm<T extends object>({
  form,
  name,
  initialValues,
  onFinish,
  pending,
  submitText,
  pendingText,
  children,
}: {
  form: FormInstance<T>;
  name: string;
  initialValues?: T;
  onFinish: (values: T) => unknown;
  pending: boolean;
  submitText: string;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <Form<T> form={form} name={name} layout="vertical" noValidate initialValues={initialValues} onFinish={onFinish}>
      {children}
      <div className="dialog-actions">
        <Button type="primary" htmlType="submit" disabled={pending}>
          {pending ? pendingText : submitText}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The profile forms' toasts: `invalid(message)` for a check that failed, and `save(run, failed, success)`,
 * which runs the save and then shows the server's message (or `failed`) or `success`; true when it saved.
 */
export function useProfileToasts() {
  const { t } = useProfileT();
  const toast = useToast();
  return {
    invalid: (message: string) => toast.error(t('common.error'), message),
    save: async (run: () => Promise<unknown>, failed: string, success: string): Promise<boolean> => {
      try {
        await run();
      } catch (error) {
        toast.error(t('common.error'), serverMessageOr(error, failed));
        return false;
      }
      toast.success(t('common.success'), success);
      return true;
    },
  };
}
