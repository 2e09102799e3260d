import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { LinkOutlined, TabletOutlined } from '@ant-design/icons';
import { hasErrorCode, isApiError } from '../../../lib/api';
import { isPairingCode, normalizePairingCode } from '../lib/codes';
import { problemOf } from '../lib/problems';
import type { NumberedProblem } from '../lib/use-sign-in';
import { usePairKiosk, type KioskPaired } from '../api/kiosk';
import { useKioskT } from '../i18n';
import { ProblemNotice } from './problem-notice';

/**
 * The only screen of a browser that is not a kiosk yet: the pairing code an admin created under
 * Kiosk-Geräte (8 letters and digits; lower case, spaces and hyphens are accepted).
 */
export function PairingScreen({ unpaired, onPaired }: { unpaired: boolean; onPaired: (paired: KioskPaired) => void }) {
  const { t } = useKioskT();
  const pair = usePairKiosk();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<NumberedProblem | null>(null);
  const attempts = useRef(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pairingCode = normalizePairingCode(code);
    if (!pairingCode) return setFieldError(t('pairing.codeRequired'));
    if (!isPairingCode(pairingCode)) return setFieldError(t('pairing.codeFormat'));
    setFieldError(null);
    setProblem(null);
    try {
      onPaired(await pair.mutateAsync(pairingCode));
    } catch (error) {
      attempts.current += 1;
      if (hasErrorCode(error, ['pairing_code_invalid']) || (isApiError(error) && error.status === 401)) {
        setProblem({ kind: 'message', text: t('pairing.invalid'), attempt: attempts.current });
      } else if (isApiError(error) && error.status === 400) {
        setFieldError(error.serverMessage ?? t('pairing.codeFormat'));
      } else {
        const found = problemOf(error, t);
        setProblem({ ...(found.kind === 'unpaired' ? { kind: 'message', text: t('pairing.failed') } : found), attempt: attempts.current });
      }
    }
  };

  return (
    <section className="kiosk-panel" aria-labelledby="kiosk-pairing-heading" data-testid="kiosk-pairing">
      <TabletOutlined className="kiosk-start__icon" aria-hidden="true" />
      <h1 id="kiosk-pairing-heading" className="kiosk-heading">
        {t('pairing.title')}
      </h1>
      <p className="kiosk-intro">{t('pairing.intro')}</p>
      {unpaired && <Alert type="warning" showIcon className="kiosk-problem" title={t('pairing.unpaired')} data-testid="kiosk-unpaired" />}
      <form className="kiosk-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="kiosk-field">
          <label htmlFor="kiosk-pairing-code" className="kiosk-field__label">
            {t('pairing.code')}
          </label>
          <Input
            id="kiosk-pairing-code"
            size="large"
            className="kiosk-input kiosk-input--code"
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            value={code}
            status={fieldError ? 'error' : undefined}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'kiosk-pairing-error' : 'kiosk-pairing-help'}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              if (fieldError) setFieldError(null);
            }}
            data-testid="kiosk-pairing-code"
          />
          {fieldError ? (
            <p id="kiosk-pairing-error" className="kiosk-field__error" role="alert">
              {fieldError}
            </p>
          ) : (
            <p id="kiosk-pairing-help" className="kiosk-hint">
              {t('pairing.codeHelp')}
            </p>
          )}
        </div>
        <ProblemNotice problem={problem} onWaitOver={() => setProblem(null)} />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          className="kiosk-button"
          icon={<LinkOutlined />}
          loading={pair.isPending}
          disabled={problem?.kind === 'wait'}
          data-testid="kiosk-pair"
        >
          {t('pairing.submit')}
        </Button>
      </form>
    </section>
  );
}
