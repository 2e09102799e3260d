import { Button, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { serverMessageOr } from '../../../lib/api';
import { fullName, type Role } from '../../../lib/auth';
import { useToast } from '../../../lib/use-toast';
import { assignableRoles, seesDateOfBirth } from '../../../../shared/user-policy';
import { useEditUser } from '../api/mutations';
import type { ManagedUser, UserChanges } from '../api/types';
import { useUsersT } from '../i18n';
import { AccessUntilField, fromAccessUntil, toAccessUntil } from './access-until-field';
import { DateOfBirthField } from './date-of-birth-field';
import { NameFields } from '../../../components/name-fields';
import { ContentLanguageField } from '../../../components/content-language-field';
import { useRoleLabel } from './role-tag';

interface EditValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  personnelNumber?: string;
  role?: Role;
  accessUntil?: Dayjs | null;
  dateOfBirth?: Dayjs | null;
  contentLanguage?: string;
}

interface EditedValues {
  firstName: string;
  lastName: string;
  email: string;
  /** null: none. */
  personnelNumber: string | null;
  role: Role;
  /** `YYYY-MM-DD` or null. */
  accessUntil: string | null;
  /** `YYYY-MM-DD` or null; absent when the field is not shown (roles other than root and admin). */
  dateOfBirth?: string | null;
  /** The content language shown (issue 34): sent only when another one is chosen. */
  contentLanguage: string;
}

/** The fields that differ from the user as loaded (spec section 5: only changed fields are sent). */
export function changedFields(
  user: Pick<ManagedUser, 'firstName' | 'lastName' | 'email' | 'personnelNumber' | 'role' | 'accessUntil' | 'dateOfBirth' | 'contentLanguage'>,
  values: EditedValues,
): UserChanges {
  const changes: UserChanges = {};
  if (values.firstName !== user.firstName) changes.firstName = values.firstName;
  if (values.lastName !== user.lastName) changes.lastName = values.lastName;
  if (values.email.toLowerCase() !== user.email.toLowerCase()) changes.email = values.email;
  if (values.personnelNumber !== (user.personnelNumber ?? null)) changes.personnelNumber = values.personnelNumber;
  if (values.role !== user.role) changes.role = values.role;
  if (values.accessUntil !== user.accessUntil) changes.accessUntil = values.accessUntil;
  if (values.dateOfBirth !== undefined && values.dateOfBirth !== (user.dateOfBirth ?? null)) changes.dateOfBirth = values.dateOfBirth;
  if (values.contentLanguage !== user.contentLanguage) changes.contentLanguage = values.contentLanguage;
  return changes;
}

function EditForm({ user, actorRole, onClose }: { user: ManagedUser; actorRole: Role; onClose: () => void }) {
  const t = useUsersT();
  const tg = useUsersT();
  const toast = useToast();
  const roleLabel = useRoleLabel();
  const edit = useEditUser();
  const assignable = assignableRoles(actorRole);
  const withBirth = seesDateOfBirth(actorRole) && user.dateOfBirth !== undefined;
  // The current role is shown even when the actor may not give it (e.g. an admin editing an admin).
  const roles: Role[] = assignable.includes(user.role as never) ? [...assignable] : [user.role, ...assignable];

  const submit = async (values: EditValues) => {
    const next = {
      firstName: (values.firstName ?? '').trim(),
      lastName: (values.lastName ?? '').trim(),
      email: (values.email ?? '').trim(),
      personnelNumber: (values.personnelNumber ?? '').trim() || null,
      role: values.role ?? user.role,
      accessUntil: toAccessUntil(values.accessUntil),
      ...(withBirth ? { dateOfBirth: toAccessUntil(values.dateOfBirth) } : {}),
      contentLanguage: values.contentLanguage ?? user.contentLanguage,
    };
    // an employee without e-mail (issue 33) keeps none, but keeps a personnel number
    if (!next.firstName || !next.lastName || (!next.email && user.email !== '')) {
      toast.error(tg('common.error'), t('form.fillAllFields'));
      return;
    }
    if (!next.email && !next.personnelNumber) {
      toast.error(tg('common.error'), t('form.personnelNumberMissing'));
      return;
    }
    const changes = changedFields(user, next);
    if (Object.keys(changes).length === 0) {
      toast.info(t('edit.noChanges'));
      return;
    }
    let saved: ManagedUser;
    try {
      saved = await edit.mutateAsync({ id: user.id, changes });
    } catch (error) {
      toast.error(tg('common.error'), serverMessageOr(error, t('edit.failed')));
      return;
    }
    toast.success(t('edit.success'), t('edit.successText', { name: fullName(saved) }));
    onClose();
  };

  return (
    <Form<EditValues>
      name="edit-user"
      layout="vertical"
      noValidate
      requiredMark={false}
      initialValues={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        personnelNumber: user.personnelNumber ?? '',
        role: user.role, accessUntil: fromAccessUntil(user.accessUntil),
        dateOfBirth: fromAccessUntil(user.dateOfBirth ?? null),
        contentLanguage: user.contentLanguage,
      }}
      onFinish={submit}
    >
      <NameFields firstNameLabel={t('form.firstName')} lastNameLabel={t('form.lastName')} />
      <Form.Item name="email" label={t('form.email')}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="personnelNumber" label={user.email === '' ? t('form.personnelNumber') : t('form.personnelNumberOptional')}>
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
      <Form.Item name="role" label={t('form.role')}>
        <Select<Role>
          aria-label={t('form.role')}
          options={roles.map((r) => ({ value: r, label: roleLabel(r), disabled: !assignable.includes(r as never) }))}
          data-testid="edit-role"
        />
      </Form.Item>
      <AccessUntilField />
      {withBirth && <DateOfBirthField />}
      <ContentLanguageField label={t('form.contentLanguage')} help={t('form.contentLanguageHelp')} />
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" disabled={edit.isPending}>
          {edit.isPending ? t('edit.submitting') : t('common.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Edit dialog (spec sections 2 and 5): names, e-mail, role (options by src/shared/user-policy.ts), the optional access end date, for root and admin the date of birth, and the content language (issue 34). */
export function EditUserDialog({ user, actorRole, onClose }: { user: ManagedUser | null; actorRole: Role; onClose: () => void }) {
  const t = useUsersT();
  return (
    <Modal open={user !== null} onCancel={onClose} title={t('edit.title')} footer={null} width={560} centered destroyOnHidden className="us-dialog us-edit-dialog">
      {user && <EditForm key={user.id} user={user} actorRole={actorRole} onClose={onClose} />}
    </Modal>
  );
}
