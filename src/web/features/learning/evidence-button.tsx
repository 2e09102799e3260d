import { useState } from 'react';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { serverMessageOr } from '../../lib/api';
import { fetchEvidencePdf, safeFileName, saveBlob } from '../../lib/learning';
import { useToast } from '../../lib/use-toast';
import { useLearningT } from './i18n';

/**
 * Downloads the Unterweisungsnachweis of a completion (GET /api/completions/{id}/evidence.pdf?lang=):
 * fetched with the bearer token, handed to the browser as a file.
 */
export function EvidenceButton({
  completionId,
  title,
  completedAt,
  compact,
}: {
  completionId: string;
  title: string;
  completedAt: string | null;
  compact?: boolean;
}) {
  const { t, language } = useLearningT();
  const toast = useToast();
  const [loading, setLoading] = useState(false);
  const label = t('evidence.downloadLabel', { title });

  const download = async () => {
    setLoading(true);
    try {
      const blob = await fetchEvidencePdf(completionId, language);
      const date = completedAt ? dayjs(completedAt).format('YYYY-MM-DD') : '';
      saveBlob(blob, `${safeFileName(`${t('evidence.fileName')} ${title} ${date}`)}.pdf`);
    } catch (error) {
      toast.error(t('evidence.downloadFailed'), serverMessageOr(error, ''));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={loading}
      onClick={(e) => {
        e.stopPropagation();
        void download();
      }}
      aria-label={label}
      title={label}
      size={compact ? 'small' : 'middle'}
      data-testid="evidence-download"
    >
      {compact ? null : t('evidence.download')}
    </Button>
  );
}
