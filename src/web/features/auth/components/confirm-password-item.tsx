import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { useAuthT } from '../i18n';

/** The second password field: required, and marked at once while it differs from the first (spec section 5). */
export function ConfirmPasswordItem({ requiredMessage, mismatch, prefix }: { requiredMessage: string; mismatch: boolean; prefix?: ReactNode }) {
  const { t } = useAuthT();
  return (
    <Form.Item
      name="confirmPassword"
      label={t('fields.confirmPassword')}
      rules={[{ required: true, message: requiredMessage }]}
      {...(mismatch ? { validateStatus: 'error' as const, help: t('register.mismatchTitle') } : {})}
    >
      <Input.Password autoComplete="new-password" prefix={prefix} />
    </Form.Item>
  );
}
