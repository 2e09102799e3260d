import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useProfileT } from '../i18n';
import { useProfileToasts } from './profile-form';
import { downloadMyData } from '../api/my-data';

/** "Meine Daten" (issue 35, item 5): everything stored about the signed-in person as a JSON file. */
export function MyDataSection() {
  const { t } = useProfileT();
  const toasts = useProfileToasts();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
    } catch {
      toasts.invalid(t('myData.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="profile-dialog__my-data" aria-labelledby="profile-my-data-title" data-testid="my-data">
      <h3 id="profile-my-data-title">{t('myData.title')}</h3>
      <p>{t('myData.text')}</p>
      <Button icon={<DownloadOutlined />} onClick={() => void download()} loading={busy} data-testid="my-data-download">
        {t('myData.download')}
      </Button>
    </section>
  );
}
