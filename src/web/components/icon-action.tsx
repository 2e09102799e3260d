import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

/**
 * An icon-only action of a card or row: a text button named by `label`, which its tooltip shows too
 * unless a shorter `tooltip` is given (the label then names the row's item as well).
 */
export function IconAction({
  label,
  tooltip = label,
  icon,
  onClick,
  danger,
  disabled,
  size,
  className,
  testId,
}: {
  label: string;
  tooltip?: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  size?: 'small';
  className?: string;
  testId?: string;
}) {
  return (
    <Tooltip title={tooltip}>
      <Button size={size} type="text" danger={danger} className={className} icon={icon} aria-label={label} disabled={disabled} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
}
