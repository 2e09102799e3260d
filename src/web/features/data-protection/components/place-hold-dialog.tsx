import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { isApiError, serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { FormDialog } from '../../../components/form-dialog';
import { SubmitActions } from '../../../components/dialog-actions';
import { IconTitle } from '../../../components/icon-title';
import { LEGAL_HOLD_REASON_MAX } from '../../../../shared/contracts/privacy';
import { usePlaceLegalHold } from '../api/mutations';
import { useDataProtectionT } from '../i18n';
import { PersonSelect, type PersonChoice } from './person-select';

interface Values {
  person?: PersonChoice | null;
  reason?: string;
}

/** The form's field an error belongs to: 409 (a hold already stands) and 404 (no such person) the person, 400 the reason (the body's one field). */
function fieldOf(error: unknown): keyof Values | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 409 || error.status === 404) return 'person';
  return error.status === 400 ? 'reason' : undefined;
}

/** 'Sperre setzen': a person of the company and the reason (1-500 characters, with a counter). */
export function PlaceHoldDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useDataProtectionT();
  const toast = useToast();
  const place = usePlaceLegalHold();
  const [form] = Form.useForm<Values>();

  const submit = async ({ person, reason }: Values) => {
    if (!person) return;
    try {
      await place.mutateAsync({ userId: person.value, reason: (reason ?? '').trim() });
    } catch (error) {
      const field = fieldOf(error);
      if (field && isApiError(error) && error.serverMessage) form.setFields([{ name: field, errors: [error.serverMessage] }]);
      else toast.error(t('common.error'), serverMessageOr(error, t('place.failed')));
      return;
    }
    toast.success(t('place.placed'), t('place.placedText', { name: person.name }));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      width={560}
      className="dp-dialog"
      title={
        <IconTitle as="div" className="dp-dialog__title" iconClassName="dp-dialog__icon" icon={<LockOutlined />}>
          <span>{t('place.title')}</span>
        </IconTitle>
      }
    >
      <p className="dialog-intro">{t('place.intro')}</p>
      <Form<Values> form={form} name="place-legal-hold" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void submit(values)}>
        <Form.Item name="person" label={t('place.person')} rules={[{ required: true, message: t('place.personRequired') }]}>
          <PersonSelect autoFocus />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('place.reason')}
          extra={t('place.reasonHelp')}
          rules={[
            { required: true, whitespace: true, message: t('place.reasonRequired') },
            { max: LEGAL_HOLD_REASON_MAX, message: t('place.reasonTooLong', { max: LEGAL_HOLD_REASON_MAX }) },
          ]}
        >
          <Input.TextArea
            placeholder={t('place.reasonPlaceholder')}
            maxLength={LEGAL_HOLD_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            data-testid="legal-hold-reason"
          />
        </Form.Item>
        <SubmitActions
          onCancel={onClose}
          pending={place.isPending}
          submitText={place.isPending ? t('place.submitting') : t('place.submit')}
          icon={<LockOutlined />}
          testId="legal-hold-submit"
        />
      </Form>
    </FormDialog>
  );
}
