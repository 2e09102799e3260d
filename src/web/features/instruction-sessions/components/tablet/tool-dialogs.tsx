import { Form, Input, Select } from 'antd';
import { FormDialog } from '../../../../components/form-dialog';
import { SubmitActions } from '../../../../components/dialog-actions';
import { personName } from '../../../../lib/localize';
import { useToast } from '../../../../lib/use-toast';
import { useWithdrawSignature } from '../../api/mutations';
import type { InstructionSessionView } from '../../api/queries';
import { useSessionsT } from '../../i18n';
import { useSessionAction } from '../../lib/use-session-action';
import { AddPersonForm } from '../participants-panel';

/** The instructor puts a walk-in on the list (the person then taps their name like everyone else). */
export function AddPersonDialog({ session, open, onClose }: { session: InstructionSessionView; open: boolean; onClose: () => void }) {
  const { t } = useSessionsT();
  return (
    <FormDialog open={open} onCancel={onClose} title={t('tablet.addPerson.title')} width={520} className="is-add-person-dialog">
      <p className="dialog-intro">{t('tablet.addPerson.intro')}</p>
      <AddPersonForm session={session} onAdded={onClose} large />
    </FormDialog>
  );
}

interface WithdrawValues {
  userId?: string;
  reason?: string;
}

/** A wrong tap undone before closing: whose signature, and why (logged). */
export function WithdrawDialog({ session, open, onClose }: { session: InstructionSessionView; open: boolean; onClose: () => void }) {
  const { t } = useSessionsT();
  const toast = useToast();
  const withdraw = useWithdrawSignature();
  const run = useSessionAction();
  const signed = session.participants.filter((p) => p.state === 'signed');
  const submit = (values: WithdrawValues) =>
    run(
      () => withdraw.mutateAsync({ sessionId: session.id, userId: values.userId ?? '', reason: (values.reason ?? '').trim() }),
      () => {
        toast.success(t('tablet.withdraw.done'));
        onClose();
      },
    );
  return (
    <FormDialog open={open} onCancel={onClose} title={t('tablet.withdraw.title')} width={520} className="is-withdraw-dialog">
      <p className="dialog-intro">{t('tablet.withdraw.intro')}</p>
      <Form<WithdrawValues> layout="vertical" name="withdraw-signature" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item name="userId" label={t('tablet.withdraw.person')} rules={[{ required: true, message: t('tablet.withdraw.personRequired') }]}>
          <Select size="large" options={signed.map((p) => ({ value: p.id, label: personName(p) }))} notFoundContent={t('tablet.withdraw.none')} data-testid="withdraw-person" />
        </Form.Item>
        <Form.Item name="reason" label={t('tablet.withdraw.reason')} rules={[{ required: true, whitespace: true, message: t('tablet.withdraw.reasonRequired') }]}>
          <Input size="large" maxLength={500} data-testid="withdraw-reason" />
        </Form.Item>
        <SubmitActions onCancel={onClose} pending={withdraw.isPending} danger submitText={t('tablet.withdraw.submit')} testId="withdraw-submit" />
      </Form>
    </FormDialog>
  );
}
