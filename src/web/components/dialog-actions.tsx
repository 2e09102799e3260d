import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useCommonT } from '../lib/feature-texts';

/** The end of a dialog's form: 'Abbrechen' and the primary action (`.dialog-actions` in global.css). */
export function DialogActions({
  onCancel,
  onSubmit,
  submitText,
  loading,
  disabled,
  icon,
  testId,
}: {
  onCancel: () => void;
  onSubmit: () => unknown;
  submitText: string;
  loading: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  testId?: string;
}) {
  const { t } = useCommonT();
  return (
    <div className="dialog-actions">
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" icon={icon} disabled={disabled} loading={loading} onClick={() => void onSubmit()} data-testid={testId}>
        {submitText}
      </Button>
    </div>
  );
}

/**
 * The end of a dialog's form that submits it: 'Abbrechen' (off while `pending`) and the primary
 * submit button, loading while `pending`.
 */
export function SubmitActions({
  onCancel,
  pending,
  submitText,
  disabled,
  danger,
  icon,
  testId,
  className,
}: {
  onCancel: () => void;
  pending: boolean;
  submitText: string;
  disabled?: boolean;
  danger?: boolean;
  icon?: ReactNode;
  testId?: string;
  className?: string;
}) {
  const { t } = useCommonT();
  return (
    <div className={className ? `dialog-actions ${className}` : 'dialog-actions'}>
      <Button onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="primary" danger={danger} htmlType="submit" icon={icon} loading={pending} disabled={disabled} data-testid={testId}>
        {submitText}
      </Button>
    </div>
  );
}
