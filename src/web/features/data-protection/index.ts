/**
 * Data protection (issue 35): /data-protection, the retention policy, works-council mode, legal
 * holds, the pseudonymisations and the works council's report; the dialog that pseudonymises a
 * person who left (also opened from the users page).
 */
export { DataProtectionPage } from './components/data-protection-page';
export { useDataProtectionT } from './i18n';
export { ErasePersonDialog, type PersonToErase } from './components/erase-person-dialog';
