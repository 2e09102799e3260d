import { Button, Form, Input } from 'antd';
import { useProfileT } from '../i18n';
import type { User } from '../../../lib/auth';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useUpdateCompany } from '../api/update-company';

interface CompanyValues {
  name?: string;
  address?: string;
}

export function CompanyForm({ user }: { user: User }) {
  const { t } = useProfileT();
  const toast = useToast();
  const updateCompany = useUpdateCompany();
  const [form] = Form.useForm<CompanyValues>();

  const submit = async (values: CompanyValues) => {
    const name = (values.name ?? '').trim();
    if (!name) {
      toast.error(t('common.error'), t('company.nameRequired'));
      return;
    }
    try {
      await updateCompany.mutateAsync({ name, address: (values.address ?? '').trim() });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('company.failed')));
      return;
    }
    toast.success(t('common.success'), t('company.success'));
  };

  return (
    <Form<CompanyValues>
      form={form}
      name="profile-company"
      layout="vertical"
      noValidate
      initialValues={{ name: user.company?.name ?? '', address: user.company?.address ?? '' }}
      onFinish={submit}
    >
      <Form.Item name="name" label={t('fields.companyName')}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item name="address" label={t('fields.companyAddress')} extra={t('company.addressHint')}>
        <Input.TextArea rows={4} autoComplete="street-address" />
      </Form.Item>
      <div className="dialog-actions">
        <Button type="primary" htmlType="submit" disabled={updateCompany.isPending}>
          {updateCompany.isPending ? t('saving') : t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
