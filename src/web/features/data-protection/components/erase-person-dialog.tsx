import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { UserDeleteOutlined } from '@ant-design/icons';
import { isApiError, serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { FormDialog } from '../../../components/form-dialog';
import { SubmitActions } from '../../../components/dialog-actions';
import { IconTitle } from '../../../components/icon-title';
import { LEGAL_HOLD_REASON_MAX } from '../../../../shared/contracts/privacy';
import { useErasePerson } from '../api/mutations';
import { useDataProtectionT } from '../i18n';

/** The person to pseudonymise: their id and the name they are still shown with. */
export interface PersonToErase {
  id: string;
  name: string;
}

interface Values {
  reason?: string;
}

/**
 * 'Person pseudonymisieren' (GDPR Art. 17, root and admins), opened from the preview's row and from
 * a deactivated person's row on the users page: what goes and what stays, that it cannot be undone,
 * the reason (1-500 characters), and the danger button 'Endgültig pseudonymisieren'. A 400 is shown
 * at the reason; a refusal (still active, under a legal hold, root) as the server words it.
 */
export function ErasePersonDialog({ person, onClose }: { person: PersonToErase | null; onClose: () => void }) {
  const { t } = useDataProtectionT();
  const toast = useToast();
  const erase = useErasePerson();
  const [form] = Form.useForm<Values>();
  // the person stays in the dialog while it closes (the parent lets go of them at once)
  const [shown, setShown] = useState(person);
  if (person && person !== shown) setShown(person);

  const submit = async ({ reason }: Values) => {
    if (!person) return;
    let pseudonym: string;
    try {
      pseudonym = (await erase.mutateAsync({ userId: person.id, reason: (reason ?? '').trim() })).name;
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.serverMessage) form.setFields([{ name: 'reason', errors: [error.serverMessage] }]);
      else toast.error(t('common.error'), serverMessageOr(error, t('erase.failed')));
      return;
    }
    toast.success(t('erase.done'), t('erase.doneText', { name: person.name, pseudonym }));
    onClose();
  };

  return (
    <FormDialog
      open={person !== null}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      width={560}
      className="dp-dialog dp-erase-dialog"
      title={
        <IconTitle as="div" className="dp-dialog__title" iconClassName="dp-dialog__icon dp-dialog__icon--danger" icon={<UserDeleteOutlined />}>
          <span>{t('erase.title')}</span>
        </IconTitle>
      }
    >
      {shown && (
        <>
          <p className="dialog-intro">{t('erase.intro', { name: shown.name })}</p>
          <Alert className="dp-erase-warning" type="warning" showIcon title={t('erase.warning')} data-testid="erase-warning" />
          <Form<Values> form={form} name="erase-person" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void submit(values)}>
            <Form.Item
              name="reason"
              label={t('erase.reason')}
              extra={t('erase.reasonHelp')}
              rules={[
                { required: true, whitespace: true, message: t('erase.reasonRequired') },
                { max: LEGAL_HOLD_REASON_MAX, message: t('erase.reasonTooLong', { max: LEGAL_HOLD_REASON_MAX }) },
              ]}
            >
              <Input.TextArea
                placeholder={t('erase.reasonPlaceholder')}
                maxLength={LEGAL_HOLD_REASON_MAX}
                showCount
                autoSize={{ minRows: 2, maxRows: 6 }}
                autoFocus
                data-testid="erase-reason"
              />
            </Form.Item>
            <SubmitActions
              onCancel={onClose}
              pending={erase.isPending}
              submitText={erase.isPending ? t('erase.submitting') : t('erase.submit')}
              danger
              icon={<UserDeleteOutlined />}
              testId="erase-submit"
            />
          </Form>
        </>
      )}
    </FormDialog>
  );
}
