import { useCommonT } from '../lib/feature-texts';
import { BackToHomeButton, PageResult } from './page-result';

export function NotFoundPage() {
  const { t } = useCommonT();
  return <PageResult testId="not-found-page" status="404" title={t('common.errors.notFound.title')} subTitle={t('common.errors.notFound.description')} extra={<BackToHomeButton />} />;
}
