/** Audit workspace ("Prüfung") UI: the /audit page and its tools. */
export { AuditPage } from './components/audit-page';
