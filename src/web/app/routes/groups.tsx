import { guardedPage } from '../../components/require-permission';
import { GroupsPage } from '../../features/groups';

export default guardedPage('groups', GroupsPage);
