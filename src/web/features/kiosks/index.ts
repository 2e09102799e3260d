/** Kiosk management (issue 33 item 5): /kiosks, the company's shared tablets for root and admins. */
export { KiosksPage } from './components/kiosks-page';
export { useKiosksT } from './i18n';
