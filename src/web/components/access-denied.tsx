import { Button, Result } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function AccessDenied({ description }: { description?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page page-centered" data-testid="access-denied">
      <Result
        status="403"
        title={t('errors.accessDenied.title')}
        subTitle={description ?? t('errors.accessDenied.description')}
        extra={
          <Button type="primary" onClick={() => void navigate({ to: '/' })}>
            {t('common.backToHome')}
          </Button>
        }
      />
    </div>
  );
}
