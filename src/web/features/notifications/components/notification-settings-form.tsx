import { Alert, Button, Form, InputNumber, Select, Spin, Switch } from 'antd';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { SWITCHABLE_NOTIFICATION_KINDS, type NotificationSettings, type SwitchableNotificationKind } from '../../../../shared/contracts/notifications';
import { useChangeNotificationSettings, useNotificationSettings } from '../api/notifications';
import { useNotificationsT } from '../i18n';
import '../notifications.css';

interface Values {
  reminderDays: string[];
  escalationFirst: number | null;
  escalationSecond: number | null;
  enabled: Record<SwitchableNotificationKind, boolean>;
}

const toValues = (s: NotificationSettings): Values => ({
  reminderDays: s.reminderDays.map(String),
  escalationFirst: s.escalationDays[0],
  escalationSecond: s.escalationDays[1],
  enabled: { ...s.enabled },
});

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useNotificationsT();
  const toast = useToast();
  const change = useChangeNotificationSettings();
  const submit = async (v: Values) => {
    try {
      // the server checks the numbers (German/English message on 400)
      await change.mutateAsync({
        reminderDays: v.reminderDays.map(Number),
        escalationDays: [Number(v.escalationFirst ?? 0), Number(v.escalationSecond ?? 0)],
        enabled: v.enabled,
      });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('settings.failed')));
      return;
    }
    toast.success(t('common.success'), t('settings.saved'));
  };
  return (
    <Form<Values> name="notification-settings" layout="vertical" noValidate initialValues={toValues(settings)} onFinish={submit}>
      <p>{t('settings.intro')}</p>
      <Form.Item name="reminderDays" label={t('settings.reminderDays')} extra={t('settings.reminderHint')}>
        <Select mode="tags" open={false} tokenSeparators={[',', ' ', ';']} data-testid="reminder-days" />
      </Form.Item>
      <Form.Item label={t('settings.escalationDays')}>
        <div className="notification-settings__days">
          <Form.Item name="escalationFirst" noStyle>
            <InputNumber min={1} max={365} precision={0} data-testid="escalation-first" />
          </Form.Item>
          <span>{t('settings.escalationFirst')}</span>
          <Form.Item name="escalationSecond" noStyle>
            <InputNumber min={1} max={365} precision={0} data-testid="escalation-second" />
          </Form.Item>
          <span>{t('settings.escalationSecond')}</span>
        </div>
      </Form.Item>
      <Form.Item label={t('settings.kinds')}>
        <div className="notification-settings__kinds">
          {SWITCHABLE_NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="notification-settings__days">
              <Form.Item name={['enabled', kind]} valuePropName="checked" noStyle>
                <Switch size="small" data-testid={`kind-${kind}`} />
              </Form.Item>
              <span>{t(`settings.kind.${kind}`)}</span>
            </label>
          ))}
        </div>
        <p className="notification-settings__note" data-testid="questions-always">
          {t('settings.questionsAlways')}
        </p>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="notification-settings-save">
        {t('settings.save')}
      </Button>
    </Form>
  );
}

/** The company's notification settings (root and admin): reminder days, escalation days, a switch per kind. */
export function NotificationSettingsForm() {
  const { t } = useNotificationsT();
  const query = useNotificationSettings(true);
  if (query.isError) return <Alert type="error" showIcon title={t('settings.loadFailed')} />;
  if (!query.data) return <Spin />;
  return <SettingsForm settings={query.data} />;
}
