/** Groups ("Einheiten") UI: the /groups page with its dialogs. */
export { GroupsPage } from './components/groups-page';
export { groupKeys } from './api/queries';
export { groupsTranslations } from './i18n';
