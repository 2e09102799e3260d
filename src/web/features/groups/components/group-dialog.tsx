import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { AppstoreOutlined, BarChartOutlined, NotificationOutlined, ReadOutlined, UserOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useGroupsT, type GroupsT } from '../i18n';
import type { GroupDialogProps } from './dialog-props';
import { DialogTitle } from './shared';

/** Each per-group dialog's frame: its width, the icon and the title before the group's name. */
const FRAMES = {
  members: { width: 640, icon: <UserOutlined />, title: 'members.title' },
  trainings: { width: 760, icon: <ReadOutlined />, title: 'trainings.title' },
  'co-owners': { width: 600, icon: <UsergroupAddOutlined />, title: 'coOwners.title' },
  bundles: { width: 720, icon: <AppstoreOutlined />, title: 'bundles.title' },
  progress: { width: 1080, icon: <BarChartOutlined />, title: 'progress.title' },
  infolog: { width: 760, icon: <NotificationOutlined />, title: 'infolog.title' },
} as const satisfies Record<string, { width: number; icon: ReactNode; title: Parameters<GroupsT>[0] }>;

/** The frame every per-group dialog shares: a centred modal without footer, titled with what it manages and the group's name. */
export function GroupDialog({
  group,
  open,
  onClose,
  afterClose,
  kind,
  bodyTestId,
  after,
  children,
}: GroupDialogProps & {
  /** Which dialog (its frame above); class gr-{kind}-dialog. */
  kind: keyof typeof FRAMES;
  bodyTestId?: string;
  /** Rendered inside the modal after the body (a nested dialog, a print view). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useGroupsT();
  const frame = FRAMES[kind];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={frame.width}
      centered
      className={`gr-dialog gr-${kind}-dialog`}
      title={<DialogTitle icon={frame.icon} title={t(frame.title)} groupName={group.name} />}
    >
      <div className="gr-dialog-body" data-testid={bodyTestId}>
        {children}
      </div>
      {after}
    </Modal>
  );
}
