import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

/** An icon-only action of a card or row: a text button named by `label`, which its tooltip shows too. */
export function IconAction({ label, icon, onClick, danger, testId }: { label: string; icon: ReactNode; onClick: () => void; danger?: boolean; testId?: string }) {
  return (
    <Tooltip title={label}>
      <Button type="text" danger={danger} icon={icon} aria-label={label} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
}
