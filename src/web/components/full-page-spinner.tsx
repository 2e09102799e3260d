import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="full-page-center" role="status" aria-live="polite" data-testid="full-page-spinner">
      <Spin size="large" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
