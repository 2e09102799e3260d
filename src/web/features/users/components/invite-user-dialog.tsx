import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { KeyOutlined, UserAddOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import type { Role } from '../../../lib/auth';
import { useToast } from '../../../lib/use-toast';
import { PERSONNEL_NUMBER_PATTERN } from '../../../../shared/rules';
import { invitableRoles, seesDateOfBirth } from '../../../../shared/user-policy';
import { useAddToUnits, useInviteUser } from '../api/mutations';
import { useInviteUnits } from '../api/queries';
import { useUsersT } from '../i18n';
import { MIN_PASSWORD_LENGTH, generatePassword } from '../lib/password';
import { AccessUntilField, toAccessUntil } from './access-until-field';
import { DateOfBirthField } from './date-of-birth-field';
import { NameFields } from '../../../components/name-fields';
import { useRoleLabel } from './role-tag';

interface InviteValues {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  role?: Role;
  accessUntil?: Dayjs | null;
  dateOfBirth?: Dayjs | null;
  /** 'none': an employee without e-mail, known by the personnel number (issue 33). */
  invitation?: 'link' | 'password' | 'none';
  personnelNumber?: string;
  language?: 'de' | 'en';
  units?: { value: string; label: string }[];
}

/** Companies keep no language of their own yet: new people default to German (ADR 0011). */
const COMPANY_LANGUAGE = 'de' as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite dialog (spec sections 2, 5, 7; issue 13 items 2, 3, 7): e-mail, first and last name, the
 * way in (a temporary password with a generator, the spec's flow, or a one-time invitation link),
 * the person's language, a role limited by src/shared/user-policy.ts, the units to join (those the
 * inviter may add members to) and an optional access end date. As the spec says: create the user,
 * then add them to each chosen unit; units that fail are named.
 */
export function InviteUserDialog({ open, actorRole, onClose }: { open: boolean; actorRole: Role; onClose: () => void }) {
  const t = useUsersT();
  const tg = useUsersT();
  const toast = useToast();
  const roleLabel = useRoleLabel();
  const invite = useInviteUser();
  const addToUnits = useAddToUnits();
  const [form] = Form.useForm<InviteValues>();
  const mode = Form.useWatch('invitation', form) ?? 'password';
  const [unitSearch, setUnitSearch] = useState('');
  const units = useInviteUnits(unitSearch, open);
  const roles = invitableRoles(actorRole);
  const defaultRole: Role = roles.includes('non-managing') ? 'non-managing' : (roles[0] ?? 'non-managing');

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async (values: InviteValues) => {
    if (values.invitation === 'none') return createWithoutEmail(values);
    const email = (values.email ?? '').trim();
    const firstName = (values.firstName ?? '').trim();
    const lastName = (values.lastName ?? '').trim();
    const password = values.password ?? '';
    const withLink = values.invitation === 'link';
    const personnelNumber = (values.personnelNumber ?? '').trim();
    if (personnelNumber && !PERSONNEL_NUMBER_PATTERN.test(personnelNumber)) {
      toast.error(tg('common.error'), t('form.personnelNumberInvalid'));
      return;
    }
    if (!email || !firstName || !lastName || (!withLink && !password.trim())) {
      toast.error(tg('common.error'), t('form.fillAllFields'));
      return;
    }
    if (!EMAIL_RE.test(email)) {
      toast.error(tg('common.error'), t('form.emailInvalid'));
      return;
    }
    if (!withLink && password.length < MIN_PASSWORD_LENGTH) {
      toast.error(tg('common.error'), t('form.passwordTooShort'));
      return;
    }
    try {
      const created = await invite.mutateAsync({
        email,
        ...(personnelNumber ? { personnelNumber } : {}),
        firstName,
        lastName,
        ...(withLink ? {} : { password }),
        invitation: withLink ? 'link' : 'password',
        language: values.language ?? COMPANY_LANGUAGE,
        role: values.role ?? defaultRole,
        isActive: true,
        gdprConsent: false,
        accessUntil: toAccessUntil(values.accessUntil),
        ...(seesDateOfBirth(actorRole) && values.dateOfBirth ? { dateOfBirth: toAccessUntil(values.dateOfBirth) } : {}),
      });
      if (created.invitationSent) toast.success(t('invite.success'), t('invite.successText', { email: created.email }));
      else toast.info(t('invite.success'), t('invite.mailFailed'));
      await joinUnits(created.id, values.units ?? []);
    } catch (error) {
      toast.error(tg('common.error'), serverMessageOr(error, t('invite.failed')));
      return;
    }
    close();
  };

  /** As the spec's flow: create the user, then add them to each chosen unit; units that fail are named. */
  const joinUnits = async (userId: string, chosen: readonly { value: string; label: string }[]) => {
    if (chosen.length === 0) return;
    const { failed } = await addToUnits.mutateAsync({ userId, unitIds: chosen.map((u) => u.value) });
    if (failed.length > 0) {
      const names = chosen.filter((u) => failed.includes(u.value)).map((u) => u.label);
      toast.error(tg('common.error'), t('invite.unitsFailed', { units: names.join(', ') }));
    }
  };

  /** An employee without e-mail (issue 33): names and the personnel number; no mail, no password. */
  const createWithoutEmail = async (values: InviteValues) => {
    const firstName = (values.firstName ?? '').trim();
    const lastName = (values.lastName ?? '').trim();
    const personnelNumber = (values.personnelNumber ?? '').trim();
    if (!personnelNumber) {
      toast.error(tg('common.error'), t('form.personnelNumberMissing'));
      return;
    }
    if (!firstName || !lastName) {
      toast.error(tg('common.error'), t('form.fillAllFields'));
      return;
    }
    if (!PERSONNEL_NUMBER_PATTERN.test(personnelNumber)) {
      toast.error(tg('common.error'), t('form.personnelNumberInvalid'));
      return;
    }
    try {
      const created = await invite.mutateAsync({
        personnelNumber,
        firstName,
        lastName,
        language: values.language ?? COMPANY_LANGUAGE,
        role: 'non-managing',
        isActive: true,
        gdprConsent: false,
        accessUntil: toAccessUntil(values.accessUntil),
        ...(seesDateOfBirth(actorRole) && values.dateOfBirth ? { dateOfBirth: toAccessUntil(values.dateOfBirth) } : {}),
      });
      toast.success(t('invite.createdNone'), t('invite.createdNoneText', { name: `${created.firstName} ${created.lastName}`, number: created.personnelNumber ?? personnelNumber }));
      await joinUnits(created.id, values.units ?? []);
    } catch (error) {
      toast.error(tg('common.error'), serverMessageOr(error, t('invite.failed')));
      return;
    }
    close();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('invite.title')}
      footer={null}
      width={560}
      centered
      destroyOnHidden
      className="us-dialog us-invite-dialog"
    >
      <p className="dialog-intro">{t(mode === 'link' ? 'invite.introLink' : mode === 'none' ? 'invite.introNone' : 'invite.intro')}</p>
      <Form<InviteValues>
        form={form}
        name="invite-user"
        layout="vertical"
        noValidate
        requiredMark={false}
        initialValues={{ role: defaultRole, invitation: 'password', language: COMPANY_LANGUAGE, units: [] }}
        onFinish={submit}
      >
        {mode !== 'none' && (
          <Form.Item name="email" label={t('form.email')}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        )}
        <NameFields firstNameLabel={t('form.firstName')} lastNameLabel={t('form.lastName')} />
        <Form.Item
          name="invitation"
          label={t('form.invitation')}
          extra={mode === 'link' ? t('form.invitationLinkHelp') : mode === 'none' ? t('form.invitationNoneHelp') : undefined}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            className="us-invitation-mode"
            aria-label={t('form.invitation')}
            onChange={(e) => {
              if (e.target.value === 'none') form.setFieldValue('role', 'non-managing');
            }}
          >
            <Radio.Button value="password">{t('form.invitationPassword')}</Radio.Button>
            <Radio.Button value="link">{t('form.invitationLink')}</Radio.Button>
            {roles.includes('non-managing') && <Radio.Button value="none">{t('form.invitationNone')}</Radio.Button>}
          </Radio.Group>
        </Form.Item>
        {mode === 'password' && (
          <Form.Item label={t('form.password')} required={false}>
            <Space.Compact block>
              <Form.Item name="password" noStyle>
                <Input aria-label={t('form.password')} autoComplete="new-password" className="us-password-input" />
              </Form.Item>
              <Button icon={<KeyOutlined />} aria-label={t('form.generateLabel')} onClick={() => form.setFieldValue('password', generatePassword())}>
                {t('form.generate')}
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
        <Form.Item name="personnelNumber" label={mode === 'none' ? t('form.personnelNumber') : t('form.personnelNumberOptional')}>
          <Input autoComplete="off" maxLength={20} />
        </Form.Item>
        <div className="form-grid-2">
          <Form.Item name="role" label={t('form.role')}>
            <Select<Role>
              aria-label={t('form.role')}
              // without e-mail only an employee account (the server's rule too)
              options={(mode === 'none' ? (['non-managing'] as Role[]) : roles).map((r) => ({ value: r, label: roleLabel(r) }))}
              disabled={mode === 'none'}
              data-testid="invite-role"
            />
          </Form.Item>
          <Form.Item name="language" label={t('form.language')} tooltip={t('form.languageHelp')}>
            <Select<'de' | 'en'>
              aria-label={t('form.language')}
              data-testid="invite-language"
              options={[
                { value: 'de', label: tg('common.languages.de') },
                { value: 'en', label: tg('common.languages.en') },
              ]}
            />
          </Form.Item>
        </div>
        <Form.Item name="units" label={t('form.units')} extra={t('form.unitsHelp')}>
          <Select
            mode="multiple"
            labelInValue
            showSearch
            filterOption={false}
            onSearch={setUnitSearch}
            onBlur={() => setUnitSearch('')}
            aria-label={t('form.units')}
            data-testid="invite-units"
            placeholder={t('form.unitsPlaceholder')}
            loading={units.isFetching}
            notFoundContent={units.isFetching ? null : t('form.unitsNone')}
            options={(units.data?.units ?? []).map((u) => ({ value: u.id, label: u.name }))}
          />
        </Form.Item>
        <AccessUntilField />
        {seesDateOfBirth(actorRole) && <DateOfBirthField />}
        <div className="dialog-actions">
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} disabled={invite.isPending || addToUnits.isPending}>
            {invite.isPending || addToUnits.isPending ? t('invite.submitting') : t(mode === 'none' ? 'invite.submitNone' : 'invite.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
