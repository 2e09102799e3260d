import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import type { TranslationImportView } from '../../../../shared/contracts/catalog';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { downloadXliff, useImportXliff } from '../api/translation-files';
import type { TrainingDetail } from '../api/types';
import { useTrainingLanguagesT } from '../language-texts';
import { translationUnits } from '../lib/translation-units';

/**
 * The translators' round trip of one language version (issue 34, item 6): "XLIFF exportieren"
 * downloads the training's texts for an agency or a CAT tool, "XLIFF importieren" reads the
 * translated file back. The answer shows as a toast: how many texts changed, which sources changed
 * since the export, and that the version needs a review again. Not for the default language.
 */
export function TranslationFiles({ training, language }: { training: TrainingDetail; language: string }) {
  const { t } = useTrainingLanguagesT();
  const toast = useToast();
  const importXliff = useImportXliff();
  const [exporting, setExporting] = useState(false);
  const message = (error: unknown) => (isApiError(error) && error.serverMessage ? error.serverMessage : undefined);

  const exportFile = async () => {
    setExporting(true);
    try {
      await downloadXliff(training.id, language);
    } catch (error) {
      toast.error(t('xliff.exportFailed'), message(error));
    } finally {
      setExporting(false);
    }
  };

  /** The stale units named as the translation editor names them ("Modul 2 · Frage 1"), in the training as it was before the import. */
  const labels = (ids: readonly string[]) => {
    const byId = new Map(translationUnits(training, language).map((u) => [u.id, t(`where.${u.where.kind}`, u.where)]));
    return ids.map((id) => byId.get(id) ?? id).join('; ');
  };

  const shown = (answer: TranslationImportView) => {
    const counts = t('xliff.counts', { imported: answer.imported, unchanged: answer.unchanged });
    const review = answer.imported > 0 ? ` ${t('xliff.reviewAgain')}` : '';
    if (answer.staleSources.length > 0) toast.info(t('xliff.imported'), `${counts}${review} ${t('xliff.staleSources', { units: labels(answer.staleSources) })}`);
    else toast.success(t('xliff.imported'), `${counts}${review}`);
  };

  const importFile = (file: File) => importXliff.mutate({ id: training.id, file }, { onSuccess: shown, onError: (error) => toast.error(t('xliff.importFailed'), message(error)) });

  return (
    <Space size="small" className="tr-xliff" data-testid="xliff-actions" data-language={language}>
      <Button size="small" icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportFile()} title={t('xliff.exportHint')} data-testid="xliff-export">
        {t('xliff.export')}
      </Button>
      <Upload
        accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
        multiple={false}
        showUploadList={false}
        disabled={importXliff.isPending}
        beforeUpload={(file) => {
          importFile(file);
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={importXliff.isPending} title={t('xliff.importHint')} data-testid="xliff-import">
          {t('xliff.import')}
        </Button>
      </Upload>
    </Space>
  );
}
