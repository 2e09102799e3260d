import { useCommonT } from '../lib/feature-texts';
import { BackToHomeButton, PageResult } from './page-result';

export function AccessDenied({ description }: { description?: string }) {
  const { t } = useCommonT();
  return <PageResult testId="access-denied" status="403" title={t('common.errors.accessDenied.title')} subTitle={description ?? t('common.errors.accessDenied.description')} extra={<BackToHomeButton />} />;
}
