import { Button, Card, Form, InputNumber } from 'antd';
import { FieldTimeOutlined, SaveOutlined } from '@ant-design/icons';
import { isApiError, serverMessageOr } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useChangeDataProtection } from '../api/mutations';
import type { DataProtectionSettings } from '../api/queries';
import { RETENTION_FIELDS, retentionChange, type RetentionField } from '../lib/report';
import { useDataProtectionT } from '../i18n';
import { CardTitle } from './card-title';

type Values = Partial<Record<RetentionField, number | null>>;

const valuesOf = (settings: DataProtectionSettings): Values => Object.fromEntries(RETENTION_FIELDS.map(({ name }) => [name, settings[name]]));

/** The fields the server's error codes name alone (the months share one code: its message goes to a toast). */
const FIELD_OF_CODE: Readonly<Record<string, RetentionField>> = { invalid_evidence_years: 'evidenceYears', invalid_leaver_grace_days: 'leaverGraceDays' };

/** The retention field a 400 is about (`field` of the error body, or its code), if it is one of the form's. */
function fieldOf(error: unknown): RetentionField | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const field = error.body && typeof error.body === 'object' ? (error.body as { field?: unknown }).field : undefined;
  return RETENTION_FIELDS.find((f) => f.name === field)?.name ?? (error.code ? FIELD_OF_CODE[error.code] : undefined);
}

/** 'Zuletzt geändert am … von …', or that the defaults apply. */
export function ChangedLine({ settings }: { settings: DataProtectionSettings }) {
  const { t } = useDataProtectionT();
  return (
    <p className="dp-muted dp-small dp-changed" data-testid="data-protection-changed">
      {settings.changedAt
        ? t('retention.changed', { date: formatDateTime(settings.changedAt), name: settings.changedBy?.name ?? t('common.unknownAuthor') })
        : t('retention.neverChanged')}
    </p>
  );
}

/**
 * 'Aufbewahrungsfristen': the seven periods with their units, limits (RETENTION_LIMITS) and what
 * each keeps; root saves them (only the fields changed are sent), admins read them.
 */
export function RetentionCard({ settings, canChange }: { settings: DataProtectionSettings; canChange: boolean }) {
  const { t } = useDataProtectionT();
  const toast = useToast();
  const change = useChangeDataProtection();
  const [form] = Form.useForm<Values>();

  const submit = async (values: Values) => {
    const changed = retentionChange(settings, values);
    if (Object.keys(changed).length === 0) {
      toast.info(t('retention.title'), t('retention.unchanged'));
      return;
    }
    try {
      const saved = await change.mutateAsync(changed);
      form.setFieldsValue(valuesOf(saved));
    } catch (error) {
      const field = fieldOf(error);
      if (field && isApiError(error) && error.serverMessage) form.setFields([{ name: field, errors: [error.serverMessage] }]);
      else toast.error(t('common.error'), serverMessageOr(error, t('retention.failed')));
      return;
    }
    toast.success(t('common.success'), t('retention.saved'));
  };

  return (
    <Card className="dp-card" title={<CardTitle icon={<FieldTimeOutlined />} id="dp-retention-title" text={t('retention.title')} />} data-testid="retention-card">
      <p className="dp-intro">{t('retention.intro')}</p>
      <Form<Values>
        form={form}
        name="retention-policy"
        layout="vertical"
        requiredMark={false}
        noValidate
        disabled={!canChange}
        initialValues={valuesOf(settings)}
        onFinish={(values) => void submit(values)}
        aria-labelledby="dp-retention-title"
      >
        <div className="dp-fields">
          {RETENTION_FIELDS.map(({ name, unit, min, max }) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`retention.fields.${name}.label`)}
              extra={
                <>
                  {t(`retention.fields.${name}.help`)} <span className="dp-nowrap">{t('retention.range', { min, max })}</span>
                </>
              }
              rules={[
                { required: true, message: t('retention.invalid', { min, max }) },
                { type: 'integer', min, max, message: t('retention.invalid', { min, max }) },
              ]}
            >
              {/* no min/max on the input: it would quietly correct a value out of range (1 into 2 years); the rules name it instead */}
              <InputNumber className="dp-number" precision={0} suffix={t(`retention.${unit}`)} data-testid={`retention-${name}`} />
            </Form.Item>
          ))}
        </div>
        <div className="dp-form-end">
          {canChange && (
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={change.isPending} data-testid="retention-save">
              {t('retention.save')}
            </Button>
          )}
          <ChangedLine settings={settings} />
        </div>
      </Form>
    </Card>
  );
}
