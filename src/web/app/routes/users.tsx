import { guardedPage } from '../../components/require-permission';
import { UsersPage } from '../../features/users';

export default guardedPage('users', UsersPage);
