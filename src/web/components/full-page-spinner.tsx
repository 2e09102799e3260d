import { useCommonT } from '../lib/feature-texts';

/** Shown while the current user or a page loads; plain CSS, so it needs no antd. */
export function FullPageSpinner() {
  const { t } = useCommonT();
  return (
    <div className="full-page-center" role="status" aria-live="polite" data-testid="full-page-spinner">
      <span className="page-spinner" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
