import { Button, Result, type ResultProps } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useCommonT } from '../lib/feature-texts';

/** A page that is only a centred Result: not found, no permission, a load error. */
export function PageResult({ testId, ...result }: ResultProps & { testId?: string }) {
  return (
    <div className="page page-centered" data-testid={testId}>
      <Result {...result} />
    </div>
  );
}

/** The primary 'Zur Startseite' button of a page that cannot show what was asked for. */
export function BackToHomeButton() {
  const { t } = useCommonT();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate({ to: '/' })}>
      {t('common.backToHome')}
    </Button>
  );
}
