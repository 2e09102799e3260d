import { Form, Input } from 'antd';
import { useProfileT } from '../i18n';
import type { User } from '../../../lib/auth';
import { useUpdateCompany } from '../api/update-company';
import { ProfileForm, useProfileToasts } from './profile-form';

interface CompanyValues {
  name?: string;
  address?: string;
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
    await toasts.save(() => updateCompany.mutateAsync({ name, address: (values.address ?? '').trim() }), t('company.failed'), t('company.success'));
  };

  return (
    <ProfileForm<CompanyValues>
      form={form}
      name="profile-company"
      initialValues={{ name: user.company?.name ?? '', address: user.company?.address ?? '' }}
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
    </ProfileForm>
  );
}
