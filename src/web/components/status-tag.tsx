import type { ReactNode } from 'react';
import { Tag } from 'antd';

/**
 * A status as an antd tag. Its colour comes from the feature's stylesheet (`{className}--{status}`);
 * the icon `icons` holds for the status (if any) lets it read without colour too. `data-{dataKey}`
 * carries the status for the end-to-end tests.
 */
export function IconStatusTag<S extends string>({
  status,
  icons,
  className,
  label,
  testId,
  dataKey = 'status',
}: {
  status: S;
  icons: Partial<Record<S, ReactNode>>;
  className: string;
  label: string;
  testId?: string;
  dataKey?: 'status' | 'state';
}) {
  const data = { [`data-${dataKey}`]: status };
  return (
    <Tag icon={icons[status]} className={`${className} ${className}--${status}`} data-testid={testId} {...data}>
      {label}
    </Tag>
  );
}
