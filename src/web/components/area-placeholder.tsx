import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** Areas that are still being built (only the video editor). */
export type Area = 'videoEditor';

/**
 * Honest empty state for an area whose content arrives in a later step: the page title plus a note
 * that the area is being built. No sample data.
 */
export function AreaPlaceholder({ area, icon }: { area: Area; icon: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid={`area-${area}`}>
      <PageHeader title={t(`areas.${area}.title`)} subtitle={t(`areas.${area}.subtitle`)} />
      <section className="surface empty-panel empty-panel--large">
        <div className="empty-panel__icon" aria-hidden="true">
          {icon}
        </div>
        <h2 className="empty-panel__title">{t('areas.common.inProgressTitle')}</h2>
        <p className="empty-panel__text">{t(`areas.${area}.description`)}</p>
      </section>
    </div>
  );
}
