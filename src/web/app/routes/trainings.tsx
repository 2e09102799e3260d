import { guardedPage } from '../../components/require-permission';
import { LibraryPage } from '../../features/trainings/components/library-page';

export default guardedPage('library', LibraryPage);
