import { Spin } from 'antd';
import { useCommonT } from '../lib/feature-texts';

export function FullPageSpinner() {
  const { t } = useCommonT();
  return (
    <div className="full-page-center" role="status" aria-live="polite" data-testid="full-page-spinner">
      <Spin size="large" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
