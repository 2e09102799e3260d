import { Alert, Button, Tag } from 'antd';
import { CheckCircleFilled, CheckOutlined } from '@ant-design/icons';
import type { ModuleProgress, TextModule } from '../api/types';
import { usePlayerT } from '../i18n';

/**
 * Text module: the text as written (line breaks kept, rendered as text, never as HTML) and
 * 'Als gelesen markieren' (PATCH {moduleId, completed: true}).
 */
export function TextModuleView({
  module,
  progress,
  record,
  pending,
  error,
  onMarkRead,
}: {
  module: TextModule;
  progress: ModuleProgress | undefined;
  record: boolean;
  pending: boolean;
  error: string | null;
  onMarkRead: () => void;
}) {
  const { t } = usePlayerT();
  const text = typeof module.content.text === 'string' ? module.content.text : '';
  const completed = progress?.completed ?? false;
  return (
    <div className="pl-text" data-testid="player-text-module">
      {text.trim() ? (
        <div className="pl-text__body" data-testid="player-text">
          {text}
        </div>
      ) : (
        <p className="pl-muted">{t('text.empty')}</p>
      )}
      <div className="pl-text__actions">
        {completed ? (
          <Tag color="success" icon={<CheckCircleFilled />} data-testid="player-text-read">
            {t('text.read')}
          </Tag>
        ) : (
          record && (
            <Button type="primary" icon={<CheckOutlined />} loading={pending} onClick={onMarkRead} data-testid="player-mark-read">
              {t('text.markRead')}
            </Button>
          )
        )}
      </div>
      {error && <Alert type="error" showIcon title={error} />}
    </div>
  );
}
