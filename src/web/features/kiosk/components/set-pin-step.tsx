import { useState } from 'react';
import { Alert } from 'antd';
import { fullName } from '../../../lib/auth';
import { isApiError, serverMessageOr } from '../../../lib/api';
import { useSetKioskPin, type UserView } from '../api/kiosk';
import { useKioskT } from '../i18n';
import { PinPad } from './pin-pad';
import { KioskPanel } from './kiosk-panel';

/**
 * After a start code: the new PIN on the pad, then once more; PATCH /api/user/pin. The server's rule
 * (not trivial, not the date of birth) comes back as its message and the person starts again.
 */
export function SetPinStep({ user, onSaved }: { user: UserView; onSaved: (user: UserView) => void }) {
  const { t } = useKioskT();
  const save = useSetKioskPin();
  const [first, setFirst] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (value: string) => {
    if (first === null) {
      setFirst(value);
      setPin('');
      setProblem(null);
      return;
    }
    if (value !== first) {
      setFirst(null);
      setPin('');
      setProblem(t('setPin.mismatch'));
      return;
    }
    try {
      const { user: updated } = await save.mutateAsync(value);
      onSaved(updated);
    } catch (error) {
      setFirst(null);
      setPin('');
      // 400: the rule the PIN breaks, in the server's words; a 401 ends the session elsewhere
      if (!isApiError(error) || error.status !== 401) setProblem(serverMessageOr(error, t('setPin.failed')));
    }
  };

  const step = first === null ? t('setPin.first') : t('setPin.repeat');
  return (
    <KioskPanel name="set-pin" variant="kiosk-panel--pin" heading={t('setPin.heading')}>
      <p className="kiosk-intro">{t('setPin.intro', { name: fullName(user) })}</p>
      <p className="kiosk-hint" id="kiosk-set-pin-rules">
        {t('setPin.rules')}
      </p>
      <h2 className="kiosk-subheading" data-testid="kiosk-set-pin-step" aria-live="polite">
        {step}
      </h2>
      {problem && <Alert type="error" showIcon role="alert" className="kiosk-problem" title={problem} data-testid="kiosk-problem" />}
      <PinPad value={pin} onChange={setPin} onSubmit={(value) => void submit(value)} busy={save.isPending} label={step} />
    </KioskPanel>
  );
}
