import { Button, Result } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page page-centered" data-testid="not-found-page">
      <Result
        status="404"
        title={t('errors.notFound.title')}
        subTitle={t('errors.notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate({ to: '/' })}>
            {t('common.backToHome')}
          </Button>
        }
      />
    </div>
  );
}
