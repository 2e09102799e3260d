/** Master backoffice UI: the /master page with its dialogs. */
export { MasterPage } from './components/master-page';
export { masterKeys } from './api/queries';
export { masterTranslations } from './i18n';
