import { guardedPage } from '../../components/require-permission';
import { MasterPage } from '../../features/master';

/** /master: the platform operator only; everyone else sees 'Access Denied'. */
export default guardedPage('master', MasterPage);
