import { useParams } from '@tanstack/react-router';
import { RequirePermission } from '../../components/require-permission';
import { SessionDetailPage, SessionsPage, TabletPage } from '../../features/instruction-sessions';
import { useSessionsT } from '../../features/instruction-sessions/i18n';

/** /instruction-sessions: root, admin, manager (plan and conduct) and auditor (read); everyone else sees 'Access Denied'. */
export default function InstructionSessionsRoute() {
  const { t } = useSessionsT();
  return (
    <RequirePermission permission="instructionSessionsRead" deniedDescription={t('page.noPermission')}>
      <SessionsPage />
    </RequirePermission>
  );
}

/** /instruction-sessions/$id: a session's data, list, documents and corrections. */
export function InstructionSessionRoute() {
  const { t } = useSessionsT();
  const id = String(useParams({ strict: false }).id ?? '');
  return (
    <RequirePermission permission="instructionSessionsRead" deniedDescription={t('page.noPermission')}>
      <SessionDetailPage key={id} id={id} />
    </RequirePermission>
  );
}

/** /instruction-sessions/$id/tablet: conducting the session (those who may; the page says so to others). */
export function InstructionSessionTabletRoute() {
  const { t } = useSessionsT();
  const id = String(useParams({ strict: false }).id ?? '');
  return (
    <RequirePermission permission="instructionSessions" deniedDescription={t('page.noPermission')}>
      <TabletPage key={id} id={id} />
    </RequirePermission>
  );
}
