import { guardedPage } from '../../components/require-permission';
import { VideoEditorPage } from '../../features/video-editor';

/** /video-editor: managing roles only; everyone else sees 'Access Denied'. */
export default guardedPage('mediaUpload', VideoEditorPage);
