import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { clearKioskDevice, getKioskDevice, setKioskDevice, type UiLanguage } from '../../../lib/storage';
import { changeLanguage } from '../../../i18n';
import { endStoredSession, forgetPersonData, isNotPaired, kioskKeys, useKioskInfo, type KioskPaired } from '../api/kiosk';
import { useKioskT } from '../i18n';
import { KioskBar } from './kiosk-bar';
import { KioskTerminal, type KioskPlayer } from './kiosk-terminal';
import { PairingScreen } from './pairing-screen';
import '../kiosk.css';

/** A screen of the kiosk before it knows itself: the bar without a device, and the content. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="kiosk" data-testid="kiosk">
      <KioskBar kiosk={null} onLanguage={(language: UiLanguage) => void changeLanguage(language)} />
      <main className="kiosk-main kiosk-main--centered">{children}</main>
    </div>
  );
}

function PairedKiosk({ deviceToken, onUnpaired, player }: { deviceToken: string; onUnpaired: () => void; player: KioskPlayer }) {
  const { t } = useKioskT();
  const info = useKioskInfo(deviceToken);
  const notPaired = info.isError && isNotPaired(info.error);
  useEffect(() => {
    if (notPaired) onUnpaired();
  }, [notPaired, onUnpaired]);

  // a later check that fails for want of a connection keeps the kiosk running on what it knows
  if (info.data && !notPaired) return <KioskTerminal kiosk={info.data} deviceToken={deviceToken} onUnpaired={onUnpaired} player={player} />;
  if (info.isError && !notPaired) {
    return (
      <Frame>
        <LoadError surface title={t('pairing.loadError')} message={info.error.message} onRetry={() => info.refetch()} />
      </Frame>
    );
  }
  return (
    <Frame>
      <div className="kiosk-center" role="status">
        <Spin size="large" />
        <span className="sr-only">{t('pairing.checking')}</span>
      </div>
    </Frame>
  );
}

/**
 * /kiosk (issue 33 item 5): the shared tablet on site. A browser that is not paired shows nothing
 * but the pairing screen; a paired one (device token in localStorage 'kioskDevice') the kiosk. It
 * never shows the app: a person signed in normally in this browser is not shown here, and is
 * signed out when the browser becomes a kiosk.
 */
export function KioskPage({ player }: { player: KioskPlayer }) {
  const queryClient = useQueryClient();
  const [device, setDevice] = useState<string | null>(() => getKioskDevice());
  const [unpaired, setUnpaired] = useState(false);

  const unpair = useCallback(() => {
    clearKioskDevice();
    void endStoredSession();
    forgetPersonData(queryClient);
    setDevice(null);
    setUnpaired(true);
  }, [queryClient]);

  const paired = (answer: KioskPaired) => {
    void endStoredSession();
    forgetPersonData(queryClient);
    setKioskDevice(answer.deviceToken);
    queryClient.setQueryData(kioskKeys.info(answer.deviceToken), answer.kiosk);
    setUnpaired(false);
    setDevice(answer.deviceToken);
  };

  if (!device) {
    return (
      <Frame>
        <PairingScreen unpaired={unpaired} onPaired={paired} />
      </Frame>
    );
  }
  return <PairedKiosk key={device} deviceToken={device} onUnpaired={unpair} player={player} />;
}
