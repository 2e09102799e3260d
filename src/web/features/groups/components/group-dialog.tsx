import type { ReactNode } from 'react';
import { Modal } from 'antd';
import type { GroupDialogProps } from './dialog-props';
import { DialogTitle } from './shared';

/** The frame every per-group dialog shares: a centred modal without footer, titled with what it manages and the group's name. */
export function GroupDialog({
  group,
  open,
  onClose,
  afterClose,
  kind,
  width,
  icon,
  title,
  bodyTestId,
  after,
  children,
}: GroupDialogProps & {
  /** Class suffix: gr-{kind}-dialog. */
  kind: string;
  width: number;
  icon: ReactNode;
  title: string;
  bodyTestId?: string;
  /** Rendered inside the modal after the body (a nested dialog, a print view). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={width}
      centered
      className={`gr-dialog gr-${kind}-dialog`}
      title={<DialogTitle icon={icon} title={title} groupName={group.name} />}
    >
      <div className="gr-dialog-body" data-testid={bodyTestId}>
        {children}
      </div>
      {after}
    </Modal>
  );
}
