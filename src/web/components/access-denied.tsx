import { Button, Result } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useCommonT } from '../lib/feature-texts';

export function AccessDenied({ description }: { description?: string }) {
  const { t } = useCommonT();
  const navigate = useNavigate();
  return (
    <div className="page page-centered" data-testid="access-denied">
      <Result
        status="403"
        title={t('common.errors.accessDenied.title')}
        subTitle={description ?? t('common.errors.accessDenied.description')}
        extra={
          <Button type="primary" onClick={() => void navigate({ to: '/' })}>
            {t('common.backToHome')}
          </Button>
        }
      />
    </div>
  );
}
