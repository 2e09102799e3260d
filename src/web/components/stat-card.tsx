import type { ReactNode } from 'react';

/**
 * One statistic card (a figure with label, icon and hint) for the dashboard, the master backoffice
 * and the units' progress report. `classPrefix` picks the feature's styles (`db-stat`, `ms-stat`,
 * `gr-stat`); `layout` 'row' puts the icon beside the text (dashboard, in a list), 'stacked' puts
 * label and icon above the figure (master), 'headed' the icon and then the label (progress report).
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
  layout: 'row' | 'stacked' | 'headed';
  /** `{classPrefix}--{tone}`; none: the plain card. */
  tone?: string | undefined;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string | undefined;
  valueTestId?: string;
  /** data-key of the card (row layout). */
  dataKey?: string;
  /** Below the figure: a bar or a progress. */
  children?: ReactNode;
}) {
  const c = (part: string) => `${classPrefix}__${part}`;
  const toned = tone ? ` ${classPrefix}--${tone}` : '';
  const iconNode = (
    <span className={c('icon')} aria-hidden="true">
      {icon}
    </span>
  );
  if (layout === 'row') {
    return (
      <li className={`${classPrefix} surface${toned}`} data-testid={testId} data-key={dataKey}>
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
    <section className={`surface ${classPrefix}${toned}`} data-testid={testId} aria-label={label}>
      <div className={c('top')}>
        {layout === 'headed' && iconNode}
        <span className={c('label')}>{label}</span>
        {layout === 'stacked' && iconNode}
      </div>
      <div className={c('value')} data-testid={valueTestId}>
        {value}
      </div>
      {children}
      {hint !== undefined && <div className={c('hint')}>{hint}</div>}
    </section>
  );
}
