import { useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { LeftOutlined, LockOutlined } from '@ant-design/icons';
import { SignatureField, type SignatureFieldHandle } from '../../../../components/signature-field';
import { serverMessageOr } from '../../../../lib/api';
import { personName } from '../../../../lib/localize';
import { useToast } from '../../../../lib/use-toast';
import { useCloseSession } from '../../api/mutations';
import type { InstructionSessionView } from '../../api/queries';
import { useSessionsT } from '../../i18n';
import { padHeight } from './pad-height';
import { StepHeading } from './step-heading';

/**
 * Step 3: how many signed and who did not (they will be absent and stay due), the instructor's
 * signature, and 'Unterschreiben und abschließen'. Without any signature nothing can be closed.
 */
export function CloseStep({ session, onBack }: { session: InstructionSessionView; onBack: () => void }) {
  const { t } = useSessionsT();
  const toast = useToast();
  const close = useCloseSession();
  const pad = useRef<SignatureFieldHandle>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [height] = useState(() => padHeight(480));
  const signed = session.participants.filter((p) => p.state === 'signed');
  const missing = session.participants.filter((p) => p.state !== 'signed');

  const submit = async () => {
    const png = pad.current?.toPng() ?? null;
    if (!png) return setProblem(t('tablet.signing.needInk'));
    setProblem(null);
    try {
      await close.mutateAsync({ sessionId: session.id, instructorSignature: png });
      toast.success(t('tablet.close.done'), t('tablet.close.doneText', { count: signed.length }));
    } catch (error) {
      setProblem(serverMessageOr(error, t('common.genericError')));
    }
  };

  return (
    <div className="is-tablet__step is-signing" data-testid="tablet-close-step">
      <StepHeading title={t('tablet.close.heading')} intro={t('tablet.close.summary', { signed: signed.length, total: session.participants.length })} />
      {signed.length === 0 ? (
        <Alert type="warning" showIcon title={t('tablet.close.noSignatures')} />
      ) : (
        <>
          {missing.length > 0 && (
            <p className="is-tablet__note" data-testid="tablet-absent">
              {t('tablet.close.absentHint', { names: missing.map(personName).join(', ') })}
            </p>
          )}
          <p className="is-signing__statement">{t('tablet.close.instructorSignature', { name: personName(session.instructor) })}</p>
          <SignatureField
            ref={pad}
            label={t('tablet.close.instructorSignature', { name: personName(session.instructor) })}
            clearText={t('tablet.signing.clear')}
            height={height}
            onInkChange={(ink) => ink && setProblem(null)}
            testId="instructor-pad"
          />
        </>
      )}
      {problem && <Alert type="error" showIcon title={problem} role="alert" className="is-form-alert" data-testid="close-problem" />}
      <div className="is-tablet__actions">
        <Button size="large" icon={<LeftOutlined />} onClick={onBack} disabled={close.isPending} data-testid="close-back">
          {t('tablet.close.back')}
        </Button>
        <Button size="large" type="primary" icon={<LockOutlined />} disabled={signed.length === 0} loading={close.isPending} onClick={() => void submit()} data-testid="close-submit">
          {t('tablet.close.submit')}
        </Button>
      </div>
    </div>
  );
}
