import { useState } from 'react';
import { Alert, Button, Checkbox, Modal, Progress, Result, Space, Steps, Tag, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { UserImportResult } from '../../../../shared/contracts/identity';
import { serverMessageOr } from '../../../lib/api';
import { useImportUsers, type ImportProgress } from '../api/mutations';
import { useUsersT } from '../i18n';
import { downloadText, resultCsv, templateCsv } from '../lib/import-files';
import { ImportRowsTable } from './import-rows-table';

type Step = 'file' | 'preview' | 'running' | 'done';

/** Users make up 90 % of the bar, filling the units the rest. */
const percentOf = (p: ImportProgress | null) => (!p || p.total === 0 ? 0 : Math.floor(p.phase === 'users' ? (90 * p.done) / p.total : 90 + (10 * p.done) / p.total));

/**
 * "Benutzer importieren" (issue 13): choose a CSV/XLSX file, preview every row as the server checks
 * it (dry run), import the valid rows, then the result with a downloadable result file. The
 * server answers the import in one request; meanwhile the dialog shows how many users are created.
 */
export function ImportUsersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useUsersT();
  const importUsers = useImportUsers();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [createUnits, setCreateUnits] = useState(false);
  const [preview, setPreview] = useState<UserImportResult | null>(null);
  const [result, setResult] = useState<UserImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  const reset = () => {
    setStep('file');
    setFile(null);
    setPreview(null);
    setResult(null);
    setError(null);
    importUsers.reset();
  };
  const close = () => {
    if (step === 'running') return;
    reset();
    setCreateUnits(false);
    onClose();
  };

  const check = async (units = createUnits) => {
    if (!file) return;
    setError(null);
    try {
      setPreview(await importUsers.mutateAsync({ file, dryRun: true, createUnits: units }));
      setStep('preview');
    } catch (e) {
      setError(serverMessageOr(e, t('import.checkFailed')));
    }
  };
  const run = async () => {
    if (!file) return;
    setError(null);
    setStep('running');
    setProgress(null);
    try {
      setResult(await importUsers.mutateAsync({ file, dryRun: false, createUnits, onProgress: setProgress }));
      setStep('done');
    } catch (e) {
      setError(serverMessageOr(e, t('import.failed')));
      setStep('preview');
    }
  };
  const download = () => {
    if (!result) return;
    const headers = [t('import.col.row'), t('import.col.email'), t('import.col.outcome'), t('import.col.reason')] as const;
    downloadText(resultCsv(result.rows, headers, (o) => t(`import.outcomeDone.${o}`)), `${t('import.resultFile')}.csv`);
  };

  const counts = (r: UserImportResult) => (
    <Space wrap className="us-import__counts" data-testid="import-counts">
      <Tag color="success">{t(r.dryRun ? 'import.valid' : 'import.createdCount', { count: r.created })}</Tag>
      <Tag>{t('import.skipped', { count: r.skipped })}</Tag>
      <Tag color={r.errors > 0 ? 'error' : 'default'}>{t('import.errors', { count: r.errors })}</Tag>
      {r.newUnits.length > 0 && <span className="us-muted">{t('import.newUnits', { names: r.newUnits.join(', ') })}</span>}
    </Space>
  );

  const footer =
    step === 'file' ? (
      <Space wrap>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button type="primary" disabled={!file} loading={importUsers.isPending} onClick={() => void check()} data-testid="import-check">
          {t(importUsers.isPending ? 'import.checking' : 'import.check')}
        </Button>
      </Space>
    ) : step === 'preview' && preview ? (
      <Space wrap>
        <Button onClick={reset}>{t('import.back')}</Button>
        <Button type="primary" disabled={preview.created === 0} onClick={() => void run()} data-testid="import-submit">
          {t('import.submit', { count: preview.created })}
        </Button>
      </Space>
    ) : step === 'done' ? (
      <Space wrap>
        <Button icon={<DownloadOutlined />} onClick={download} data-testid="import-download">
          {t('import.download')}
        </Button>
        <Button onClick={reset}>{t('import.again')}</Button>
        <Button type="primary" onClick={close}>
          {t('import.close')}
        </Button>
      </Space>
    ) : null;

  return (
    <Modal open={open} title={t('import.title')} onCancel={close} closable={step !== 'running'} maskClosable={false} width={880} footer={footer} destroyOnHidden className="us-import">
      <Steps
        size="small"
        className="us-import__steps"
        current={step === 'file' ? 0 : step === 'preview' ? 1 : 2}
        items={[{ title: t('import.stepFile') }, { title: t('import.stepPreview') }, { title: t('import.stepResult') }]}
      />
      {error && <Alert type="error" showIcon title={error} className="us-import__error" data-testid="import-error" />}
      {step === 'file' && (
        <div className="us-import__file">
          <p className="us-muted">{t('import.intro')}</p>
          <Upload.Dragger
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            beforeUpload={(f) => {
              setFile(f);
              setError(null);
              return false;
            }}
            data-testid="import-dropzone"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden="true" />
            </p>
            <p className="ant-upload-text">{t('import.dropTitle')}</p>
            <p className="ant-upload-hint">{t('import.dropHint')}</p>
          </Upload.Dragger>
          {file && (
            <p className="us-import__chosen" data-testid="import-file-name">
              {t('import.chosen', { name: file.name })}
            </p>
          )}
          <div className="us-import__options">
            <Checkbox checked={createUnits} onChange={(e) => setCreateUnits(e.target.checked)}>
              {t('import.createUnits')}
            </Checkbox>
            <span className="us-muted us-import__help">{t('import.createUnitsHelp')}</span>
          </div>
          <Button type="link" icon={<DownloadOutlined />} className="us-import__template" onClick={() => downloadText(templateCsv(), 'benutzer-vorlage.csv')}>
            {t('import.template')}
          </Button>
        </div>
      )}
      {step === 'preview' && preview && (
        <div>
          {counts(preview)}
          <div className="us-import__options">
            <Checkbox
              checked={createUnits}
              disabled={importUsers.isPending}
              onChange={(e) => {
                setCreateUnits(e.target.checked);
                void check(e.target.checked);
              }}
            >
              {t('import.createUnits')}
            </Checkbox>
          </div>
          <p className="us-muted">{preview.created === 0 ? t('import.nothingToImport') : t('import.previewHint')}</p>
          <ImportRowsTable rows={preview.rows} done={false} />
        </div>
      )}
      {step === 'running' && preview && (
        <div className="us-import__running" role="status" data-testid="import-running">
          <Progress percent={percentOf(progress)} status="active" aria-label={t('import.progressLabel')} />
          <p>{progress?.phase === 'units' ? t('import.runningUnits') : t('import.running', { count: preview.created })}</p>
          <p className="us-muted">{t('import.runningHint')}</p>
        </div>
      )}
      {step === 'done' && result && (
        <div>
          <Result status="success" title={t('import.doneTitle', { count: result.created })} subTitle={t('import.doneText')} className="us-import__result" />
          {counts(result)}
          <ImportRowsTable rows={result.rows} done />
        </div>
      )}
    </Modal>
  );
}
