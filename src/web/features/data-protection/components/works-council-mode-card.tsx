import { App, Card, Switch } from 'antd';
import { ExclamationCircleFilled, TeamOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useChangeDataProtection } from '../api/mutations';
import type { DataProtectionSettings } from '../api/queries';
import { useDataProtectionT } from '../i18n';
import { CardTitle } from './card-title';

/**
 * 'Betriebsratsmodus': the switch (root; admins see it off limits) and what it does. A change is
 * confirmed first, then saved through the same PUT as the periods, with `{ worksCouncilMode }` only.
 */
export function WorksCouncilModeCard({ settings, canChange }: { settings: DataProtectionSettings; canChange: boolean }) {
  const { t } = useDataProtectionT();
  const { modal } = App.useApp();
  const toast = useToast();
  const change = useChangeDataProtection();
  const on = settings.worksCouncilMode;

  const confirm = (next: boolean) =>
    modal.confirm({
      title: t(next ? 'worksCouncil.confirmOnTitle' : 'worksCouncil.confirmOffTitle'),
      icon: <ExclamationCircleFilled />,
      content: t(next ? 'worksCouncil.confirmOnText' : 'worksCouncil.confirmOffText'),
      okText: t(next ? 'worksCouncil.turnOn' : 'worksCouncil.turnOff'),
      cancelText: t('common.cancel'),
      className: 'dp-mode-confirm',
      onOk: async () => {
        try {
          await change.mutateAsync({ worksCouncilMode: next });
        } catch (error) {
          toast.error(t('common.error'), serverMessageOr(error, t('worksCouncil.failed')));
          return;
        }
        toast.success(t('worksCouncil.title'), t(next ? 'worksCouncil.turnedOn' : 'worksCouncil.turnedOff'));
      },
    });

  return (
    <Card className="dp-card" title={<CardTitle icon={<TeamOutlined />} id="dp-mode-title" text={t('worksCouncil.title')} />} data-testid="works-council-card">
      <div className="dp-switch-row">
        <Switch
          checked={on}
          disabled={!canChange}
          loading={change.isPending}
          onChange={(next) => confirm(next)}
          aria-labelledby="dp-mode-title"
          aria-describedby="dp-mode-text"
          data-testid="works-council-switch"
        />
        <span className={on ? 'dp-switch-state dp-switch-state--on' : 'dp-switch-state'} data-testid="works-council-state">
          {t(on ? 'worksCouncil.on' : 'worksCouncil.off')}
        </span>
      </div>
      <p className="dp-intro" id="dp-mode-text">
        {t('worksCouncil.text')}
      </p>
      <p className="dp-muted dp-small">{t('worksCouncil.legal')}</p>
    </Card>
  );
}
