import { useId, useRef, useState } from 'react';
import { Alert, Button, Checkbox } from 'antd';
import { SignatureField, type SignatureFieldHandle } from '../../../../components/signature-field';
import { serverMessageOr } from '../../../../lib/api';
import { personName } from '../../../../lib/localize';
import { useToast } from '../../../../lib/use-toast';
import { useSign } from '../../api/mutations';
import type { InstructionParticipant, InstructionSessionView } from '../../api/queries';
import { StepHeading } from './step-heading';
import { useSessionsT } from '../../i18n';
import { padHeight } from './pad-height';

/**
 * One participant signs: only their name, the statement, "bestätigt" and the signature pad; nothing
 * of anyone else. 'Unterschreiben' sends the PNG, 'Abbrechen' goes back to the names.
 */
export function SigningView({ session, participant, onDone }: { session: InstructionSessionView; participant: InstructionParticipant; onDone: () => void }) {
  const { t } = useSessionsT();
  const toast = useToast();
  const sign = useSign();
  const pad = useRef<SignatureFieldHandle>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [height] = useState(() => padHeight(430));
  const statementId = useId();
  const name = personName(participant);

  const submit = async () => {
    const png = pad.current?.toPng() ?? null;
    if (!confirmed) return setProblem(t('tablet.signing.needConfirm'));
    if (!png) return setProblem(t('tablet.signing.needInk'));
    setProblem(null);
    try {
      await sign.mutateAsync({ sessionId: session.id, userId: participant.id, signature: png });
      toast.success(t('tablet.signing.done', { name }), t('tablet.signing.doneText'));
      onDone();
    } catch (error) {
      setProblem(serverMessageOr(error, t('tablet.signing.failed')));
    }
  };

  return (
    <div className="is-tablet__step is-signing" data-testid="signing-view" role="group" aria-label={t('tablet.signing.dialogLabel', { name })}>
      <StepHeading title={name} />
      <p className="is-signing__statement" id={statementId} data-testid="signing-statement">
        {session.confirmation}
      </p>
      <Checkbox
        className="is-signing__confirm"
        checked={confirmed}
        onChange={(e) => {
          setConfirmed(e.target.checked);
          if (e.target.checked) setProblem(null);
        }}
        aria-describedby={statementId}
        data-testid="signing-confirm"
      >
        {t('tablet.signing.confirmed')}
      </Checkbox>
      <p className="is-muted is-signing__hint">{t('tablet.signing.hint')}</p>
      <SignatureField
        ref={pad}
        label={t('tablet.signing.signatureLabel', { name })}
        clearText={t('tablet.signing.clear')}
        height={height}
        onInkChange={(ink) => ink && setProblem(null)}
        testId="signing-pad"
      />
      {problem && <Alert type="error" showIcon title={problem} role="alert" className="is-form-alert" data-testid="signing-problem" />}
      <div className="is-tablet__actions">
        <Button size="large" onClick={onDone} disabled={sign.isPending} data-testid="signing-cancel">
          {t('tablet.signing.cancel')}
        </Button>
        <Button size="large" type="primary" loading={sign.isPending} onClick={() => void submit()} data-testid="signing-submit">
          {t('tablet.signing.sign')}
        </Button>
      </div>
    </div>
  );
}
