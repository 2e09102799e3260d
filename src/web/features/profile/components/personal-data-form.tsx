import { Button, Form, Input } from 'antd';
import { useProfileT } from '../i18n';
import type { User } from '../../../lib/auth';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useUpdateProfile } from '../api/update-profile';

interface PersonalValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  currentPassword?: string;
}

export function PersonalDataForm({ user }: { user: User }) {
  const { t } = useProfileT();
  const toast = useToast();
  const updateProfile = useUpdateProfile();
  const [form] = Form.useForm<PersonalValues>();
  // a new sign-in address needs the current password (the server refuses it otherwise)
  const emailChanged = (Form.useWatch('email', form) ?? user.email).trim() !== user.email;

  const submit = async (values: PersonalValues) => {
    const firstName = (values.firstName ?? '').trim();
    const lastName = (values.lastName ?? '').trim();
    const email = (values.email ?? '').trim();
    if (!firstName || !lastName || !email) {
      toast.error(t('common.error'), t('personal.allRequired'));
      return;
    }
    try {
      await updateProfile.mutateAsync({ firstName, lastName, email, ...(email !== user.email ? { currentPassword: values.currentPassword ?? '' } : {}) });
      form.setFieldValue('currentPassword', '');
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('personal.failed')));
      return;
    }
    toast.success(t('common.success'), t('personal.success'));
  };

  return (
    <Form<PersonalValues>
      form={form}
      name="profile-personal"
      layout="vertical"
      noValidate
      initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
      onFinish={submit}
    >
      <div className="form-grid-2">
        <Form.Item name="firstName" label={t('fields.firstName')}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('fields.lastName')}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <Form.Item name="email" label={t('fields.email')}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {emailChanged && (
        <Form.Item name="currentPassword" label={t('fields.currentPassword')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <div className="dialog-actions">
        <Button type="primary" htmlType="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? t('saving') : t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
