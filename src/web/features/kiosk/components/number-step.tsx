import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, IdcardOutlined, KeyOutlined, LoginOutlined } from '@ant-design/icons';
import { normalizePersonnelNumber } from '../lib/codes';
import { useSignInAttempt } from '../lib/use-sign-in';
import type { AuthResult } from '../api/kiosk';
import { useKioskT } from '../i18n';
import { KioskField } from './kiosk-field';
import { ProblemNotice } from './problem-notice';
import { KioskPanel } from './kiosk-panel';

/**
 * 'Personalnummer eingeben': the number, then on to the PIN pad; the first time 'Ich habe einen
 * Startcode' with the code from the start letter (8 characters; spaces and hyphens do not matter).
 */
export function NumberStep({
  deviceToken,
  initialNumber,
  initialStartCode,
  onPin,
  onSignedIn,
  onUnpaired,
  onBack,
}: {
  deviceToken: string;
  initialNumber: string;
  initialStartCode: boolean;
  onPin: (personnelNumber: string) => void;
  onSignedIn: (result: AuthResult) => void;
  onUnpaired: () => void;
  onBack: () => void;
}) {
  const { t } = useKioskT();
  const [number, setNumber] = useState(initialNumber);
  const [withStartCode, setWithStartCode] = useState(initialStartCode);
  const [startCode, setStartCode] = useState('');
  const [missing, setMissing] = useState<'number' | 'startCode' | null>(null);
  const attempt = useSignInAttempt({ deviceToken, onSignedIn, onUnpaired });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const personnelNumber = normalizePersonnelNumber(number);
    if (!personnelNumber) return setMissing('number');
    if (!withStartCode) return onPin(personnelNumber);
    const code = startCode.trim();
    if (!code) return setMissing('startCode');
    setMissing(null);
    void attempt.submit({ personnelNumber, startCode: code }, () => setStartCode(''));
  };

  /** A field's new value; its 'missing' error goes once something is typed into it. */
  const typedInto = (field: 'number' | 'startCode', set: (value: string) => void) => (value: string) => {
    set(value);
    if (missing === field) setMissing(null);
  };

  const numberError = missing === 'number' ? t('number.required') : null;
  const codeError = missing === 'startCode' ? t('number.startCodeRequired') : null;

  return (
    <KioskPanel name="number" heading={t('number.heading')}>
      <form className="kiosk-form" onSubmit={submit} noValidate>
        <KioskField
          id="kiosk-number"
          label={t('number.label')}
          error={numberError}
          autoFocus
          autoComplete="off"
          prefix={<IdcardOutlined aria-hidden="true" />}
          value={number}
          onValue={typedInto('number', setNumber)}
          data-testid="kiosk-number-input"
        />

        {withStartCode && (
          <KioskField
            id="kiosk-start-code"
            code
            label={t('number.startCodeLabel')}
            error={codeError}
            hint={t('number.startCodeHelp')}
            autoFocus={Boolean(initialNumber)}
            autoComplete="one-time-code"
            maxLength={12}
            prefix={<KeyOutlined aria-hidden="true" />}
            value={startCode}
            onValue={typedInto('startCode', setStartCode)}
            data-testid="kiosk-start-code"
          />
        )}

        <ProblemNotice problem={attempt.problem} onWaitOver={attempt.clearProblem} />

        <div className="kiosk-actions">
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            className="kiosk-button"
            icon={withStartCode ? <LoginOutlined /> : <ArrowRightOutlined />}
            iconPlacement={withStartCode ? 'start' : 'end'}
            loading={attempt.pending}
            disabled={attempt.waiting}
            data-testid="kiosk-number-submit"
          >
            {withStartCode ? t('number.signIn') : t('number.next')}
          </Button>
          <Button
            size="large"
            className="kiosk-button"
            icon={<KeyOutlined />}
            onClick={() => {
              setWithStartCode(!withStartCode);
              setStartCode('');
              setMissing(null);
              attempt.clearProblem();
            }}
            aria-pressed={withStartCode}
            data-testid="kiosk-toggle-start-code"
          >
            {withStartCode ? t('number.usePin') : t('number.haveStartCode')}
          </Button>
        </div>
      </form>
      <Button type="link" size="large" icon={<ArrowLeftOutlined />} className="kiosk-back" onClick={onBack} data-testid="kiosk-back">
        {t('common.back')}
      </Button>
    </KioskPanel>
  );
}
