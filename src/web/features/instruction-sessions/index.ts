/** Classroom sessions ("Präsenzunterweisungen", issue 32) UI: the list with the plan dialog, a session's page and its tablet mode. */
export { SessionsPage } from './components/sessions-page';
export { SessionDetailPage } from './components/session-detail-page';
export { TabletPage } from './components/tablet/tablet-page';
