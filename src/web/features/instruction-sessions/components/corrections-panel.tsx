import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { FormDialog } from '../../../components/form-dialog';
import { SubmitActions } from '../../../components/dialog-actions';
import { formatDateTime } from '../../../lib/format';
import { personName } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { useCorrectSession } from '../api/mutations';
import type { InstructionSessionView } from '../api/queries';
import { useSessionsT } from '../i18n';
import { useSessionAction } from '../lib/use-session-action';

interface CorrectionValues {
  reason?: string;
  correction?: string;
}

/** A closed session is never changed: a correction (reason and text) is a new entry that the trail and the record show. */
function CorrectionDialog({ session, open, onClose }: { session: InstructionSessionView; open: boolean; onClose: () => void }) {
  const { t } = useSessionsT();
  const toast = useToast();
  const correct = useCorrectSession();
  const run = useSessionAction();
  const submit = (values: CorrectionValues) =>
    run(
      () => correct.mutateAsync({ sessionId: session.id, reason: (values.reason ?? '').trim(), correction: (values.correction ?? '').trim() }),
      () => {
        toast.success(t('detail.corrections.done'));
        onClose();
      },
    );
  return (
    <FormDialog open={open} onCancel={onClose} title={t('detail.corrections.title')} width={560} className="is-correction-dialog">
      <p className="dialog-intro">{t('detail.corrections.intro')}</p>
      <Form<CorrectionValues> layout="vertical" name="session-correction" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item name="reason" label={t('detail.corrections.reason')} rules={[{ required: true, whitespace: true, message: t('detail.corrections.reasonRequired') }]}>
          <Input maxLength={500} data-testid="correction-reason" />
        </Form.Item>
        <Form.Item name="correction" label={t('detail.corrections.correction')} rules={[{ required: true, whitespace: true, message: t('detail.corrections.correctionRequired') }]}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} data-testid="correction-text" />
        </Form.Item>
        <SubmitActions onCancel={onClose} pending={correct.isPending} submitText={t('detail.corrections.submit')} testId="correction-submit" />
      </Form>
    </FormDialog>
  );
}

/** The corrections of a closed session, and for those who may the button to record one. */
export function CorrectionsPanel({ session }: { session: InstructionSessionView }) {
  const { t } = useSessionsT();
  const [open, setOpen] = useState(false);
  if (session.status !== 'closed') return null;
  if (session.corrections.length === 0 && !session.permissions.correct) return null;
  return (
    <section className="surface is-panel" aria-labelledby="is-corrections-heading" data-testid="corrections-panel">
      <div className="is-panel__head">
        <h2 className="is-panel__title" id="is-corrections-heading">
          {t('detail.corrections.heading')}
        </h2>
        {session.permissions.correct && (
          <Button icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="correction-button">
            {t('detail.corrections.button')}
          </Button>
        )}
      </div>
      {session.corrections.length > 0 && (
        <ol className="is-corrections">
          {session.corrections.map((c) => (
            <li key={`${c.correctedAt}-${c.reason}`} className="is-corrections__item">
              <strong>{c.reason}</strong>
              <p>{c.correction}</p>
              <span className="is-muted">{t('detail.corrections.by', { name: personName(c.correctedBy), date: formatDateTime(c.correctedAt) })}</span>
            </li>
          ))}
        </ol>
      )}
      <CorrectionDialog session={session} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
