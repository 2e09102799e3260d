import { useState } from 'react';
import { Button, Form, Input, Segmented } from 'antd';
import { IdcardOutlined, KeyOutlined, ShopOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useAuthT } from '../i18n';
import { api, isApiError } from '../../../lib/api';
import { fullName, type AuthResponse } from '../../../lib/auth';
import { useToast } from '../../../lib/use-toast';

type SecretKind = 'pin' | 'startCode';

interface PinLoginValues {
  companyCode: string;
  personnelNumber: string;
  secret: string;
}

/** What a QR code on a start letter or badge fills in (company login code, personnel number). */
export interface PinLoginPrefill {
  readonly companyCode?: string;
  readonly personnelNumber?: string;
}

/**
 * Sign-in of people without e-mail (issue 33): the company's login code, the personnel number and
 * the PIN, or the start code the first time (POST /api/auth/pin-login). The server's message is
 * shown as it is: it never says which of the three was wrong, and says how long to wait.
 */
export function PinLoginForm({ onSuccess, prefill }: { onSuccess: (response: AuthResponse) => void; prefill?: PinLoginPrefill }) {
  const { t } = useAuthT();
  const toast = useToast();
  const [form] = Form.useForm<PinLoginValues>();
  const [kind, setKind] = useState<SecretKind>(prefill?.personnelNumber ? 'startCode' : 'pin');
  const login = useMutation({
    mutationFn: (body: Record<string, string>) => api.post<AuthResponse>('/api/auth/pin-login', body),
  });

  const submit = async (values: PinLoginValues) => {
    let response: AuthResponse;
    try {
      response = await login.mutateAsync({ companyCode: values.companyCode.trim(), personnelNumber: values.personnelNumber.trim(), [kind]: values.secret.trim() });
    } catch (error) {
      toast.error(t('login.failedTitle'), isApiError(error) && error.serverMessage ? error.serverMessage : t('login.failedDescription'));
      return;
    }
    toast.success(t('login.successTitle'), t('login.successDescription', { name: fullName(response.user) }));
    form.resetFields();
    onSuccess(response);
  };

  return (
    <Form<PinLoginValues>
      form={form}
      name="pin-login"
      layout="vertical"
      noValidate
      requiredMark={false}
      onFinish={submit}
      size="large"
      initialValues={{ companyCode: prefill?.companyCode ?? '', personnelNumber: prefill?.personnelNumber ?? '', secret: '' }}
    >
      <p className="auth-form__intro">{t('pinLogin.intro')}</p>
      <Form.Item name="companyCode" label={t('pinLogin.companyCode')} rules={[{ required: true, whitespace: true, message: t('pinLogin.companyCodeRequired') }]}>
        <Input prefix={<ShopOutlined />} className="auth-form__code" autoComplete="organization" autoCapitalize="characters" spellCheck={false} />
      </Form.Item>
      <Form.Item name="personnelNumber" label={t('pinLogin.personnelNumber')} rules={[{ required: true, whitespace: true, message: t('pinLogin.personnelNumberRequired') }]}>
        <Input prefix={<IdcardOutlined />} autoComplete="username" spellCheck={false} />
      </Form.Item>
      <div className="auth-form__secret-kind" role="group" aria-label={t('pinLogin.secretKind')}>
        <Segmented<SecretKind>
          block
          value={kind}
          onChange={(v) => {
            setKind(v);
            form.setFieldValue('secret', '');
          }}
          options={[
            { label: t('pinLogin.pin'), value: 'pin' },
            { label: t('pinLogin.startCode'), value: 'startCode' },
          ]}
        />
      </div>
      <Form.Item
        name="secret"
        label={kind === 'pin' ? t('pinLogin.pinLabel') : t('pinLogin.startCodeLabel')}
        rules={[{ required: true, whitespace: true, message: t('pinLogin.secretRequired') }]}
      >
        {kind === 'pin' ? (
          <Input.Password prefix={<KeyOutlined />} inputMode="numeric" maxLength={6} autoComplete="current-password" />
        ) : (
          <Input prefix={<KeyOutlined />} className="auth-form__code" autoCapitalize="characters" autoComplete="one-time-code" spellCheck={false} maxLength={12} />
        )}
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('pinLogin.submit')}
      </Button>
    </Form>
  );
}
