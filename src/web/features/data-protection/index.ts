/** Data protection (issue 35): /data-protection, the retention policy, works-council mode, legal holds and the works council's report. */
export { DataProtectionPage } from './components/data-protection-page';
export { useDataProtectionT } from './i18n';
