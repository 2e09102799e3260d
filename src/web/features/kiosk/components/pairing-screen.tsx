import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button } from 'antd';
import { LinkOutlined, TabletOutlined } from '@ant-design/icons';
import { hasErrorCode, isApiError } from '../../../lib/api';
import { isPairingCode, normalizePairingCode } from '../lib/codes';
import { problemOf } from '../lib/problems';
import type { NumberedProblem } from '../lib/use-sign-in';
import { usePairKiosk, type KioskPaired } from '../api/kiosk';
import { useKioskT } from '../i18n';
import { KioskField } from './kiosk-field';
import { ProblemNotice } from './problem-notice';
import { KioskPanel } from './kiosk-panel';

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
    <KioskPanel name="pairing" heading={t('pairing.title')} icon={<TabletOutlined className="kiosk-start__icon" aria-hidden="true" />}>
      <p className="kiosk-intro">{t('pairing.intro')}</p>
      {unpaired && <Alert type="warning" showIcon className="kiosk-problem" title={t('pairing.unpaired')} data-testid="kiosk-unpaired" />}
      <form className="kiosk-form" onSubmit={(e) => void submit(e)} noValidate>
        <KioskField
          id="kiosk-pairing-code"
          code
          label={t('pairing.code')}
          hint={t('pairing.codeHelp')}
          error={fieldError}
          autoFocus
          autoComplete="off"
          maxLength={16}
          value={code}
          onValue={(value) => {
            setCode(value);
            if (fieldError) setFieldError(null);
          }}
          data-testid="kiosk-pairing-code"
        />
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
    </KioskPanel>
  );
}
