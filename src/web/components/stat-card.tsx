import type { ReactNode } from 'react';

/**
 * One statistic card (a figure with label, icon and hint) for the dashboard and the master
 * backoffice. `classPrefix` picks the feature's styles (`db-stat`, `ms-stat`); `layout` 'row' puts the
 * icon beside the text (dashboard, in a list), 'stacked' puts label and icon above the figure (master).
 */
export function StatCard({
  classPrefix,
  layout,
  tone,
  icon,
  label,
  value,
  hint,
  testId,
  valueTestId,
  dataKey,
  children,
}: {
  classPrefix: string;
  layout: 'row' | 'stacked';
  tone: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint: ReactNode;
  testId: string;
  valueTestId: string;
  /** data-key of the card (row layout). */
  dataKey?: string;
  /** Below the figure: a bar or a progress. */
  children?: ReactNode;
}) {
  const c = (part: string) => `${classPrefix}__${part}`;
  const iconNode = (
    <span className={c('icon')} aria-hidden="true">
      {icon}
    </span>
  );
  if (layout === 'row') {
    return (
      <li className={`${classPrefix} surface ${classPrefix}--${tone}`} data-testid={testId} data-key={dataKey}>
        {iconNode}
        <div className={c('body')}>
          <span className={c('label')}>{label}</span>
          <strong className={c('value')} data-testid={valueTestId}>
            {value}
          </strong>
          <span className={c('hint')}>{hint}</span>
          {children}
        </div>
      </li>
    );
  }
  return (
    <section className={`surface ${classPrefix} ${classPrefix}--${tone}`} data-testid={testId} aria-label={label}>
      <div className={c('top')}>
        <span className={c('label')}>{label}</span>
        {iconNode}
      </div>
      <div className={c('value')} data-testid={valueTestId}>
        {value}
      </div>
      {children}
      <div className={c('hint')}>{hint}</div>
    </section>
  );
}
