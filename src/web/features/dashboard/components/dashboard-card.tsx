import type { ReactNode } from 'react';

/**
 * A card of the dashboard: an icon and the title in its header (then `tools`, e.g. a filter), the
 * content below. `titleId` names the card by its title for screen readers.
 */
export function DashboardCard({
  testId,
  icon,
  title,
  titleId,
  wrap = false,
  tools,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  titleId?: string;
  /** The header wraps its tools onto a second line on narrow screens. */
  wrap?: boolean;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="surface dashboard-card" data-testid={testId} aria-labelledby={titleId}>
      <header className={`dashboard-card__header${wrap ? ' dashboard-card__header--wrap' : ''}`}>
        <span className="dashboard-card__icon" aria-hidden="true">
          {icon}
        </span>
        <h2 id={titleId} className="dashboard-card__title">
          {title}
        </h2>
        {tools}
      </header>
      {children}
    </section>
  );
}
