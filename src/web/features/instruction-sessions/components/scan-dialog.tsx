import { useState } from 'react';
import { Alert, Button, Checkbox, Form } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_SCAN_BYTES } from '../../../../shared/contracts/instruction';
import { FormDialog } from '../../../components/form-dialog';
import { SubmitActions } from '../../../components/dialog-actions';
import { personName } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { useUploadScan } from '../api/mutations';
import type { InstructionSessionView } from '../api/queries';
import { useSessionsT } from '../i18n';
import { useSessionAction } from '../lib/use-session-action';

const ACCEPTED = ['application/pdf', 'image/png', 'image/jpeg'];

/**
 * The fallback without a tablet (item 5): the printed sign sheet, signed on site, uploaded as a scan
 * with who was present; the server closes the session from it (method presence-paper).
 */
export function ScanDialog({ session, open, onClose }: { session: InstructionSessionView; open: boolean; onClose: () => void }) {
  const { t } = useSessionsT();
  const toast = useToast();
  const upload = useUploadScan();
  const run = useSessionAction();
  const [file, setFile] = useState<File | null>(null);
  const [present, setPresent] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) return setProblem(t('detail.scan.fileType'));
    if (chosen.size > MAX_SCAN_BYTES) return setProblem(t('detail.scan.fileTooLarge'));
    setProblem(null);
    setFile(chosen);
  };

  const submit = async () => {
    if (!file) return setProblem(t('detail.scan.fileRequired'));
    if (present.length === 0) return setProblem(t('detail.scan.presentRequired'));
    setProblem(null);
    await run(
      () => upload.mutateAsync({ sessionId: session.id, file, presentUserIds: present }),
      () => {
        toast.success(t('detail.scan.done'), t('detail.scan.doneText'));
        onClose();
      },
    );
  };

  return (
    <FormDialog open={open} onCancel={onClose} title={t('detail.scan.title')} width={560} className="is-scan-dialog">
      <p className="dialog-intro">{t('detail.scan.intro')}</p>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={t('detail.scan.file')} htmlFor="is-scan-file">
          <div className="is-file">
            <label className="ant-btn ant-btn-default is-file__button" htmlFor="is-scan-file">
              <UploadOutlined aria-hidden="true" /> {t('detail.scan.choose')}
            </label>
            <input
              id="is-scan-file"
              className="sr-only"
              type="file"
              accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
              onChange={(e) => pick(e.target.files?.[0])}
              data-testid="scan-file"
            />
            {file && (
              <span className="is-file__name">
                <PaperClipOutlined aria-hidden="true" /> {file.name}
              </span>
            )}
          </div>
        </Form.Item>
        <fieldset className="is-plan-participants">
          <legend>{t('detail.scan.present')}</legend>
          <Checkbox.Group className="is-scan-present" value={present} onChange={(values) => setPresent(values as string[])}>
            {session.participants.map((p) => (
              <Checkbox key={p.id} value={p.id} data-testid="scan-present">
                {personName(p)}
              </Checkbox>
            ))}
          </Checkbox.Group>
          <Button size="small" type="link" onClick={() => setPresent(session.participants.map((p) => p.id))}>
            {t('plan.selectAll')}
          </Button>
        </fieldset>
        {problem && <Alert type="error" showIcon title={problem} className="is-form-alert" role="alert" />}
        <SubmitActions onCancel={onClose} pending={upload.isPending} submitText={t('detail.scan.submit')} testId="scan-submit" />
      </Form>
    </FormDialog>
  );
}
