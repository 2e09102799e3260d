import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useCommonT } from '../lib/feature-texts';

/**
 * A query's load error inside a panel, list or dialog: a red alert with a small 'Erneut versuchen'
 * button (the page-sized variant is LoadError).
 */
export function RetryAlert({ title, description, onRetry, testId }: { title: ReactNode; description?: ReactNode; onRetry: () => unknown; testId?: string }) {
  const { t } = useCommonT();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      }
      data-testid={testId}
    />
  );
}
