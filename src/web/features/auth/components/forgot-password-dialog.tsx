import { useState } from 'react';
import { Button, Form, Input, Modal, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useForgotPassword } from '../api/forgot-password';

/**
 * Forgot-password dialog (spec sections 2, 4, 5, 8): form, then a success view that the user
 * confirms with 'Verstanden'. Closing resets the dialog.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  onBackToLogin,
}: {
  open: boolean;
  onClose: () => void;
  onBackToLogin: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<{ email?: string }>();
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const reset = () => {
    setSentTo(null);
    form.resetFields();
    forgotPassword.reset();
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = async ({ email }: { email?: string }) => {
    const trimmed = (email ?? '').trim();
    if (!trimmed) {
      toast.error(t('common.error'), t('auth.forgot.emailRequired'));
      return;
    }
    try {
      await forgotPassword.mutateAsync({ email: trimmed });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('auth.forgot.notFound')));
      return;
    }
    toast.success(t('auth.forgot.sentTitle'), t('auth.forgot.sentDescription'));
    setSentTo(trimmed);
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      centered
      width={460}
      destroyOnHidden
      title={sentTo ? null : t('auth.forgot.title')}
      className="forgot-password-dialog"
    >
      {sentTo ? (
        <Result
          status="success"
          icon={<MailOutlined className="forgot-success__icon" />}
          title={t('auth.forgot.sentTitle')}
          subTitle={
            <div className="forgot-success__text">
              <p>{t('auth.forgot.successText', { email: sentTo })}</p>
              <p>
                <strong>{t('auth.forgot.successHint')}</strong>
              </p>
            </div>
          }
          extra={
            <Button
              type="primary"
              size="large"
              onClick={() => {
                reset();
                onBackToLogin();
              }}
            >
              {t('auth.forgot.understood')}
            </Button>
          }
        />
      ) : (
        <Form form={form} name="forgot-password" layout="vertical" noValidate requiredMark={false} onFinish={submit}>
          <p className="dialog-intro">{t('auth.forgot.intro')}</p>
          <Form.Item name="email" label={t('auth.fields.email')}>
            <Input type="email" size="large" autoComplete="username" prefix={<MailOutlined />} placeholder={t('auth.placeholders.email')} />
          </Form.Item>
          <div className="dialog-actions">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={forgotPassword.isPending}>
              {t('auth.forgot.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
