import { App, Button } from 'antd';
import { CloseOutlined, ExclamationCircleFilled, IdcardOutlined, PrinterOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import type { ManagedUser } from '../api/types';
import { useUsersT } from '../i18n';

/**
 * What to do with the people ticked on the page (issue 33 items 3, 4): their start letters or their
 * badges as one PDF. Both issue new codes (the earlier ones stop working), so each asks first; the
 * dialog's button spins until the PDF is there.
 */
export function BulkPrintBar({
  users,
  printStartLetters,
  printBadges,
  onClear,
}: {
  users: readonly ManagedUser[];
  printStartLetters: (ids: readonly string[]) => Promise<unknown>;
  printBadges: (ids: readonly string[]) => Promise<unknown>;
  onClear: () => void;
}) {
  const t = useUsersT();
  const toast = useToast();
  const { modal } = App.useApp();
  const count = users.length;
  const ids = users.map((u) => u.id);

  const confirm = (kind: 'letters' | 'badges') =>
    modal.confirm({
      title: t(kind === 'letters' ? 'selection.lettersTitle' : 'selection.badgesTitle', { count }),
      icon: <ExclamationCircleFilled />,
      content: t(kind === 'letters' ? 'selection.lettersText' : 'selection.badgesText', { count }),
      okText: t(kind === 'letters' ? 'selection.printLetters' : 'selection.printBadges'),
      cancelText: t('common.cancel'),
      className: kind === 'letters' ? 'us-letters-confirm' : 'us-badges-confirm',
      onOk: async () => {
        try {
          await (kind === 'letters' ? printStartLetters(ids) : printBadges(ids));
        } catch (error) {
          toast.error(t('common.error'), serverMessageOr(error, t(kind === 'letters' ? 'startCode.letterFailed' : 'badge.failed')));
        }
      },
    });

  return (
    <section className="surface us-bulk" aria-label={t('selection.label')} data-testid="users-bulk">
      <span className="us-bulk__count" aria-live="polite" data-testid="users-selected-count">
        {t('selection.count', { count })}
      </span>
      <div className="us-bulk__actions">
        <Button icon={<PrinterOutlined />} onClick={() => confirm('letters')} data-testid="bulk-start-letters">
          {t('selection.printLetters')}
        </Button>
        <Button icon={<IdcardOutlined />} onClick={() => confirm('badges')} data-testid="bulk-badges">
          {t('selection.printBadges')}
        </Button>
        <Button type="text" icon={<CloseOutlined />} onClick={onClear}>
          {t('selection.clear')}
        </Button>
      </div>
    </section>
  );
}
