import { Form, Input } from 'antd';
import { useProfileT } from '../i18n';
import type { User } from '../../../lib/auth';
import { NameFields } from '../../../components/name-fields';
import { ContentLanguageField } from '../../../components/content-language-field';
import { useUpdateProfile, type UpdateProfileInput } from '../api/update-profile';
import { ProfileForm, useProfileToasts } from './profile-form';

interface PersonalValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  currentPassword?: string;
  contentLanguage?: string;
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
    const contentLanguage = values.contentLanguage ?? user.contentLanguage;
    const languageChanged = contentLanguage !== user.contentLanguage;
    // the content language alone needs no name and address (an employee without e-mail has none)
    const onlyLanguage = languageChanged && firstName === user.firstName && lastName === user.lastName && email === user.email;
    if (!onlyLanguage && (!firstName || !lastName || !email)) {
      toasts.invalid(t('personal.allRequired'));
      return;
    }
    const input: UpdateProfileInput = onlyLanguage
      ? { contentLanguage }
      : { firstName, lastName, email, ...(email !== user.email ? { currentPassword: values.currentPassword ?? '' } : {}), ...(languageChanged ? { contentLanguage } : {}) };
    const save = async () => {
      await updateProfile.mutateAsync(input);
      form.setFieldValue('currentPassword', '');
    };
    await toasts.save(save, t('personal.failed'), t('personal.success'));
  };

  return (
    <ProfileForm<PersonalValues>
      form={form}
      name="profile-personal"
      initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email, contentLanguage: user.contentLanguage }}
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
      <ContentLanguageField label={t('fields.contentLanguage')} help={t('personal.contentLanguageHelp')} />
    </ProfileForm>
  );
}
