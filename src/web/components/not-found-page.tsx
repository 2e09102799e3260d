import { Button, Result } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useCommonT } from '../lib/feature-texts';

export function NotFoundPage() {
  const { t } = useCommonT();
  const navigate = useNavigate();
  return (
    <div className="page page-centered" data-testid="not-found-page">
      <Result
        status="404"
        title={t('common.errors.notFound.title')}
        subTitle={t('common.errors.notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate({ to: '/' })}>
            {t('common.backToHome')}
          </Button>
        }
      />
    </div>
  );
}
