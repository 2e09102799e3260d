import { useParams } from '@tanstack/react-router';
import { guardedPage } from '../../components/require-permission';
import { SessionDetailPage, SessionsPage, TabletPage } from '../../features/instruction-sessions';
import { useSessionsT } from '../../features/instruction-sessions/i18n';

const useDeniedDescription = () => useSessionsT().t('page.noPermission');
const useSessionId = () => String(useParams({ strict: false }).id ?? '');

function SessionDetail() {
  const id = useSessionId();
  return <SessionDetailPage key={id} id={id} />;
}

function SessionTablet() {
  const id = useSessionId();
  return <TabletPage key={id} id={id} />;
}

/** /instruction-sessions: root, admin, manager (plan and conduct) and auditor (read); everyone else sees 'Access Denied'. */
export default guardedPage('instructionSessionsRead', SessionsPage, useDeniedDescription);

/** /instruction-sessions/$id: a session's data, list, documents and corrections. */
export const InstructionSessionRoute = guardedPage('instructionSessionsRead', SessionDetail, useDeniedDescription);

/** /instruction-sessions/$id/tablet: conducting the session (those who may; the page says so to others). */
export const InstructionSessionTabletRoute = guardedPage('instructionSessions', SessionTablet, useDeniedDescription);
