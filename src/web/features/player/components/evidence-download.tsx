import { useState } from 'react';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { serverMessageOr } from '../../../lib/api';
import { fetchEvidencePdf, safeFileName, saveBlob } from '../../../lib/learning';
import { useToast } from '../../../lib/use-toast';
import { usePlayerT } from '../i18n';

/**
 * 'Unterweisungsnachweis (PDF)': GET /api/completions/{id}/evidence.pdf?lang=<UI language>, fetched
 * with the bearer token (a plain link cannot carry it) and handed to the browser as a download.
 */
export function EvidenceDownload({ completionId, title, completedAt }: { completionId: string; title: string; completedAt: string }) {
  const { t, language } = usePlayerT();
  const toast = useToast();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const blob = await fetchEvidencePdf(completionId, language);
      saveBlob(blob, `${safeFileName(`${t('completion.evidenceFile')} ${title} ${dayjs(completedAt).format('YYYY-MM-DD')}`)}.pdf`);
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('completion.evidenceError')));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={loading} onClick={() => void download()} data-testid="player-evidence-download">
      {t('completion.evidence')}
    </Button>
  );
}
