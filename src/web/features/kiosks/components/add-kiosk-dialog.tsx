import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Spin } from 'antd';
import { PlusOutlined, TabletOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { hasErrorCode, isApiError, serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { SubmitActions } from '../../../components/dialog-actions';
import { IconTitle } from '../../../components/icon-title';
import { useCreateKiosk } from '../api/mutations';
import { useKioskUnits, type KioskCreated, type UnitOption } from '../api/queries';
import { useKiosksT } from '../i18n';

/** The longest device name the server accepts. */
const NAME_MAX = 80;

interface Values {
  name?: string;
  units?: UnitOption[];
}

/** The form's field a 400 names (`field` of the error body; `unknown_group`: the units). */
function fieldOf(error: unknown): keyof Values | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  if (hasErrorCode(error, ['unknown_group'])) return 'units';
  const field = error.body && typeof error.body === 'object' ? (error.body as { field?: unknown }).field : undefined;
  if (typeof field !== 'string') return undefined;
  if (field === 'name') return 'name';
  return field.startsWith('groupIds') ? 'units' : undefined;
}

/** The units picker: the company's units searched on the server, several at once. */
function UnitsSelect({ value, onChange, id }: { value?: UnitOption[]; onChange?: (value: UnitOption[]) => void; id?: string }) {
  const { t } = useKiosksT();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const units = useKioskUnits(search, true);
  return (
    <Select<UnitOption[]>
      id={id}
      mode="multiple"
      labelInValue
      value={value ?? []}
      onChange={(next) => {
        setText('');
        onChange?.(next.map((u) => ({ value: u.value, label: u.label })));
      }}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
      placeholder={t('create.unitsPlaceholder')}
      options={units.data ?? []}
      notFoundContent={units.isFetching ? <Spin size="small" aria-label={t('create.searching')} /> : t('create.unitsNone')}
      data-testid="kiosk-units"
    />
  );
}

/** The pairing code just made: big, monospace, with its time and where to type it. */
function PairingCode({ created, minutes }: { created: KioskCreated; minutes: number }) {
  const { t } = useKiosksT();
  const expiresAt = dayjs(created.expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const expired = expiresAt.valueOf() <= now;
  return (
    <div className="kd-pairing" data-testid="kiosk-pairing">
      <p className="kd-pairing__intro">{t('create.createdIntro', { url: `${window.location.origin}/kiosk` })}</p>
      <p className="kd-pairing__label" id="kd-pairing-label">
        {t('create.code')}
      </p>
      <p className="kd-pairing__code" aria-labelledby="kd-pairing-label" data-testid="kiosk-pairing-code">
        {created.pairingCode}
      </p>
      {expired ? (
        <Alert type="warning" showIcon title={t('create.expired')} />
      ) : (
        <p className="kd-pairing__valid" data-testid="kiosk-pairing-valid">
          {t('create.validUntil', { time: expiresAt.format('HH:mm'), minutes })} {t('create.onceOnly')}
        </p>
      )}
    </div>
  );
}

/**
 * Add a kiosk (issue 33 item 5): a name (1-80 characters) and optionally the units whose members may
 * sign in there; then the pairing code, shown once.
 */
export function AddKioskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useKiosksT();
  const toast = useToast();
  const create = useCreateKiosk();
  const [form] = Form.useForm<Values>();
  const [created, setCreated] = useState<{ name: string; answer: KioskCreated; minutes: number } | null>(null);

  const submit = async (values: Values) => {
    const name = (values.name ?? '').trim();
    const groupIds = (values.units ?? []).map((u) => u.value);
    try {
      const answer = await create.mutateAsync({ name, ...(groupIds.length > 0 ? { groupIds } : {}) });
      // the code's time as it arrived (10 minutes; read from the answer, not assumed)
      setCreated({ name, answer, minutes: Math.max(1, Math.round((Date.parse(answer.expiresAt) - Date.now()) / 60_000)) });
    } catch (error) {
      const field = fieldOf(error);
      if (field && isApiError(error) && error.serverMessage) form.setFields([{ name: field, errors: [error.serverMessage] }]);
      else toast.error(t('common.error'), serverMessageOr(error, t('create.failed')));
    }
  };

  const reset = () => {
    form.resetFields();
    setCreated(null);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={reset}
      centered
      width={560}
      className="kd-dialog"
      title={
        <IconTitle as="div" className="kd-dialog__title" iconClassName="kd-dialog__icon" icon={<TabletOutlined />}>
          <span>{created ? t('create.createdTitle', { name: created.name }) : t('create.title')}</span>
        </IconTitle>
      }
      footer={
        created ? (
          <Button type="primary" onClick={onClose} data-testid="kiosk-created-close">
            {t('create.close')}
          </Button>
        ) : null
      }
      destroyOnHidden
    >
      {created ? (
        <PairingCode created={created.answer} minutes={created.minutes} />
      ) : (
        <>
          <p className="dialog-intro">{t('create.intro')}</p>
          <Form<Values> form={form} name="add-kiosk" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void submit(values)}>
            <Form.Item
              name="name"
              label={t('create.name')}
              rules={[
                { required: true, whitespace: true, message: t('create.nameRequired') },
                { max: NAME_MAX, message: t('create.nameTooLong', { max: NAME_MAX }) },
              ]}
            >
              <Input placeholder={t('create.namePlaceholder')} maxLength={NAME_MAX} showCount autoComplete="off" autoFocus data-testid="kiosk-name" />
            </Form.Item>
            <Form.Item name="units" label={t('create.units')} extra={t('create.unitsHelp')}>
              <UnitsSelect />
            </Form.Item>
            <SubmitActions
              onCancel={onClose}
              pending={create.isPending}
              submitText={create.isPending ? t('create.submitting') : t('create.submit')}
              icon={<PlusOutlined />}
              testId="kiosk-create-submit"
            />
          </Form>
        </>
      )}
    </Modal>
  );
}
