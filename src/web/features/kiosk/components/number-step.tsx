import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, IdcardOutlined, KeyOutlined, LoginOutlined } from '@ant-design/icons';
import { normalizePersonnelNumber } from '../lib/codes';
import { useSignInAttempt } from '../lib/use-sign-in';
import type { AuthResult } from '../api/kiosk';
import { useKioskT } from '../i18n';
import { ProblemNotice } from './problem-notice';

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

  const numberError = missing === 'number' ? t('number.required') : null;
  const codeError = missing === 'startCode' ? t('number.startCodeRequired') : null;

  return (
    <section className="kiosk-panel" aria-labelledby="kiosk-number-heading" data-testid="kiosk-number">
      <h1 id="kiosk-number-heading" className="kiosk-heading">
        {t('number.heading')}
      </h1>
      <form className="kiosk-form" onSubmit={submit} noValidate>
        <div className="kiosk-field">
          <label htmlFor="kiosk-number" className="kiosk-field__label">
            {t('number.label')}
          </label>
          <Input
            id="kiosk-number"
            size="large"
            className="kiosk-input"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            prefix={<IdcardOutlined aria-hidden="true" />}
            value={number}
            status={numberError ? 'error' : undefined}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? 'kiosk-number-error' : undefined}
            onChange={(e) => {
              setNumber(e.target.value);
              if (missing === 'number') setMissing(null);
            }}
            data-testid="kiosk-number-input"
          />
          {numberError && (
            <p id="kiosk-number-error" className="kiosk-field__error" role="alert">
              {numberError}
            </p>
          )}
        </div>

        {withStartCode && (
          <div className="kiosk-field">
            <label htmlFor="kiosk-start-code" className="kiosk-field__label">
              {t('number.startCodeLabel')}
            </label>
            <Input
              id="kiosk-start-code"
              size="large"
              className="kiosk-input kiosk-input--code"
              autoFocus={Boolean(initialNumber)}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              prefix={<KeyOutlined aria-hidden="true" />}
              value={startCode}
              status={codeError ? 'error' : undefined}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'kiosk-start-code-error' : 'kiosk-start-code-help'}
              onChange={(e) => {
                setStartCode(e.target.value.toUpperCase());
                if (missing === 'startCode') setMissing(null);
              }}
              data-testid="kiosk-start-code"
            />
            {codeError ? (
              <p id="kiosk-start-code-error" className="kiosk-field__error" role="alert">
                {codeError}
              </p>
            ) : (
              <p id="kiosk-start-code-help" className="kiosk-hint">
                {t('number.startCodeHelp')}
              </p>
            )}
          </div>
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
    </section>
  );
}
