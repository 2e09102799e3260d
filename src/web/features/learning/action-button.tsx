import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { EyeOutlined, LockOutlined, PlayCircleOutlined, RedoOutlined, StepForwardOutlined, SyncOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import type { LearningAction } from '../../lib/learning';
import { useLearningT } from './i18n';

const ICONS: Record<LearningAction, ReactNode> = {
  start: <PlayCircleOutlined />,
  continue: <StepForwardOutlined />,
  view: <EyeOutlined />,
  recertify: <SyncOutlined />,
  renew: <RedoOutlined />,
  locked: <LockOutlined />,
};

/**
 * The one thing a learner can do with a training (docs/api/learning.md `action`): Start, Fortsetzen,
 * Ansehen, Rezertifizierung, Erneuern open the player at /training/{id}; a locked training shows a
 * disabled button with a lock.
 */
export function LearningActionButton({ trainingId, action, block, size }: { trainingId: string; action: LearningAction; block?: boolean; size?: 'small' | 'middle' }) {
  const { t } = useLearningT();
  const navigate = useNavigate();
  if (action === 'locked') {
    return (
      <Tooltip title={t('action.lockedHint')}>
        <span className={block ? 'ln-action-wrap ln-action-wrap--block' : 'ln-action-wrap'}>
          <Button icon={ICONS.locked} disabled block={block} size={size} data-testid="learning-action" data-action={action}>
            {t('action.locked')}
          </Button>
        </span>
      </Tooltip>
    );
  }
  const primary = action === 'start' || action === 'continue' || action === 'recertify' || action === 'renew';
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={ICONS[action]}
      block={block}
      size={size}
      data-testid="learning-action"
      data-action={action}
      onClick={(e) => {
        e.stopPropagation();
        void navigate({ to: '/training/$id', params: { id: trainingId } });
      }}
    >
      {t(`action.${action}`)}
    </Button>
  );
}
