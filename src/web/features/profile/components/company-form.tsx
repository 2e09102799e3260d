import { Form, Input } from 'antd';
import { LOGIN_CODE_PATTERN } from '../../../../shared/rules';
import { useProfileT } from '../i18n';
import type { User } from '../../../lib/auth';
import { useUpdateCompany } from '../api/update-company';
import { ProfileForm, useProfileToasts } from './profile-form';

interface CompanyValues {
  name?: string;
  address?: string;
  loginCode?: string;
}


export function CompanyForm({ user }: { user: User }) {
  const { t } = useProfileT();
  const toasts = useProfileToasts();
  const updateCompany = useUpdateCompany();
  const [form] = Form.useForm<CompanyValues>();

  const submit = async (values: CompanyValues) => {
    const name = (values.name ?? '').trim();
    if (!name) {
      toasts.invalid(t('company.nameRequired'));
      return;
    }
    const loginCode = (values.loginCode ?? '').trim().toUpperCase();
    const codeChanged = loginCode !== '' && loginCode !== (user.company?.loginCode ?? '');
    if (codeChanged && !LOGIN_CODE_PATTERN.test(loginCode)) {
      toasts.invalid(t('company.loginCodeInvalid'));
      return;
    }
    await toasts.save(
      () => updateCompany.mutateAsync({ name, address: (values.address ?? '').trim(), ...(codeChanged ? { loginCode } : {}) }),
      t('company.failed'),
      t('company.success'),
    );
  };

  return (
    <ProfileForm<CompanyValues>
      form={form}
      name="profile-company"
      initialValues={{ name: user.company?.name ?? '', address: user.company?.address ?? '', loginCode: user.company?.loginCode ?? '' }}
      onFinish={submit}
      pending={updateCompany.isPending}
      submitText={t('common.save')}
      pendingText={t('saving')}
    >
      <Form.Item name="name" label={t('fields.companyName')}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item name="address" label={t('fields.companyAddress')} extra={t('company.addressHint')}>
        <Input.TextArea rows={4} autoComplete="street-address" />
      </Form.Item>
      {user.company?.loginCode !== undefined && (
        <Form.Item name="loginCode" label={t('fields.loginCode')} extra={t('company.loginCodeHint')} normalize={(v: string) => v.toUpperCase()}>
          <Input autoComplete="off" maxLength={10} className="profile-login-code" />
        </Form.Item>
      )}
    </ProfileForm>
  );
}
