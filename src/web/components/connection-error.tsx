import { Button, Result } from 'antd';
import { useCommonT } from '../lib/feature-texts';

/** Shown when the current user cannot be loaded for a reason other than "not signed in". */
export function ConnectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useCommonT();
  return (
    <div className="full-page-center">
      <Result
        status="warning"
        title={t('common.errors.connection.title')}
        subTitle={t('common.errors.connection.description')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common.errors.connection.retry')}
          </Button>
        }
      />
    </div>
  );
}
