import { useState } from 'react';
import { Button, Form, Input, Modal, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useAuthT } from '../i18n';
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
  const { t } = useAuthT();
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
      toast.error(t('common.error'), t('forgot.emailRequired'));
      return;
    }
    try {
      await forgotPassword.mutateAsync({ email: trimmed });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('forgot.notFound')));
      return;
    }
    toast.success(t('forgot.sentTitle'), t('forgot.sentDescription'));
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
      title={sentTo ? null : t('forgot.title')}
      className="forgot-password-dialog"
    >
      {sentTo ? (
        <Result
          status="success"
          icon={<MailOutlined className="forgot-success__icon" />}
          title={t('forgot.sentTitle')}
          subTitle={
            <div className="forgot-success__text">
              <p>{t('forgot.successText', { email: sentTo })}</p>
              <p>
                <strong>{t('forgot.successHint')}</strong>
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
              {t('forgot.understood')}
            </Button>
          }
        />
      ) : (
        <Form form={form} name="forgot-password" layout="vertical" noValidate requiredMark={false} onFinish={submit}>
          <p className="dialog-intro">{t('forgot.intro')}</p>
          <Form.Item name="email" label={t('fields.email')}>
            <Input type="email" size="large" autoComplete="username" prefix={<MailOutlined />} placeholder={t('placeholders.email')} />
          </Form.Item>
          <div className="dialog-actions">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={forgotPassword.isPending}>
              {t('forgot.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
