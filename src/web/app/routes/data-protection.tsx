import { guardedPage } from '../../components/require-permission';
import { DataProtectionPage, useDataProtectionT } from '../../features/data-protection';

const useDeniedDescription = () => useDataProtectionT().t('page.noPermission');

/**
 * /data-protection (issue 35): root and admin (policy, legal holds, report) and the auditor (the
 * works council's report only); everyone else sees 'Access Denied'. The gate is the report's area
 * (privacyPolicy.worksCouncilReport), which holds every role of 'dataProtection' too.
 */
export default guardedPage('companyStatistics', DataProtectionPage, useDeniedDescription);
