import { Form, Input } from 'antd';
import { useProfileT } from '../i18n';
import type { User } from '../../../lib/auth';
import { NameFields } from '../../../components/name-fields';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileForm, useProfileToasts } from './profile-form';

interface PersonalValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  currentPassword?: string;
}

export function PersonalDataForm({ user }: { user: User }) {
  const { t } = useProfileT();
  const toasts = useProfileToasts();
  const updateProfile = useUpdateProfile();
  const [form] = Form.useForm<PersonalValues>();
  // a new sign-in address needs the current password (the server refuses it otherwise)
  const emailChanged = (Form.useWatch('email', form) ?? user.email).trim() !== user.email;

  const submit = async (values: PersonalValues) => {
    const firstName = (values.firstName ?? '').trim();
    const lastName = (values.lastName ?? '').trim();
    const email = (values.email ?? '').trim();
    if (!firstName || !lastName || !email) {
      toasts.invalid(t('personal.allRequired'));
      return;
    }
    const save = async () => {
      await updateProfile.mutateAsync({ firstName, lastName, email, ...(email !== user.email ? { currentPassword: values.currentPassword ?? '' } : {}) });
      form.setFieldValue('currentPassword', '');
    };
    await toasts.save(save, t('personal.failed'), t('personal.success'));
  };

  return (
    <ProfileForm<PersonalValues>
      form={form}
      name="profile-personal"
      initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
      onFinish={submit}
      pending={updateProfile.isPending}
      submitText={t('common.save')}
      pendingText={t('saving')}
    >
      <NameFields firstNameLabel={t('fields.firstName')} lastNameLabel={t('fields.lastName')} personal />
      <Form.Item name="email" label={t('fields.email')}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {emailChanged && (
        <Form.Item name="currentPassword" label={t('fields.currentPassword')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
    </ProfileForm>
  );
}
