import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when the current user cannot be loaded for a reason other than "not signed in". */
export function ConnectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="full-page-center">
      <Result
        status="warning"
        title={t('errors.connection.title')}
        subTitle={t('errors.connection.description')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('errors.connection.retry')}
          </Button>
        }
      />
    </div>
  );
}
