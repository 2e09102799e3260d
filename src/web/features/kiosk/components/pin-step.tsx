import { useState } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined, IdcardOutlined, KeyOutlined } from '@ant-design/icons';
import { useSignInAttempt } from '../lib/use-sign-in';
import type { AuthResult } from '../api/kiosk';
import { useKioskT } from '../i18n';
import { PinPad } from './pin-pad';
import { ProblemNotice } from './problem-notice';
import { KioskPanel } from './kiosk-panel';

/** Who is signing in: a scanned badge, or a personnel number. */
export type Identity = { readonly kind: 'badge'; readonly badge: string } | { readonly kind: 'number'; readonly personnelNumber: string };

/** The PIN pad of a sign-in with badge or personnel number; a wrong PIN empties it. */
export function PinStep({
  deviceToken,
  identity,
  onSignedIn,
  onUnpaired,
  onStartCode,
  onBack,
}: {
  deviceToken: string;
  identity: Identity;
  onSignedIn: (result: AuthResult) => void;
  onUnpaired: () => void;
  onStartCode: (personnelNumber: string) => void;
  onBack: () => void;
}) {
  const { t } = useKioskT();
  const [pin, setPin] = useState('');
  const attempt = useSignInAttempt({ deviceToken, onSignedIn, onUnpaired });

  const submit = (value: string) => {
    const credentials = identity.kind === 'badge' ? { badge: identity.badge, pin: value } : { personnelNumber: identity.personnelNumber, pin: value };
    void attempt.submit(credentials, () => setPin(''));
  };

  return (
    <KioskPanel name="pin" variant="kiosk-panel--pin" heading={t('pin.heading')}>
      <p className="kiosk-who" data-testid="kiosk-pin-who">
        <IdcardOutlined aria-hidden="true" /> {identity.kind === 'badge' ? t('pin.forBadge') : t('pin.forNumber', { number: identity.personnelNumber })}
      </p>
      <ProblemNotice problem={attempt.problem} onWaitOver={attempt.clearProblem} />
      <PinPad
        value={pin}
        onChange={(value) => {
          setPin(value);
          if (attempt.problem?.kind === 'message') attempt.clearProblem();
        }}
        onSubmit={submit}
        busy={attempt.pending}
        disabled={attempt.waiting}
        label={t('pin.heading')}
      />
      <div className="kiosk-actions kiosk-actions--row">
        <Button type="link" size="large" icon={<ArrowLeftOutlined />} className="kiosk-back" onClick={onBack} data-testid="kiosk-back">
          {t('common.back')}
        </Button>
        {identity.kind === 'number' && (
          <Button type="link" size="large" icon={<KeyOutlined />} onClick={() => onStartCode(identity.personnelNumber)} data-testid="kiosk-pin-start-code">
            {t('number.haveStartCode')}
          </Button>
        )}
      </div>
    </KioskPanel>
  );
}
