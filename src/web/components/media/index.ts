/** Video module dialog of the trainings UI (record with teleprompter, upload, preview with trim). */
export { VideoModuleDialog } from './components/video-module-dialog';
export type { VideoModuleContent, VideoModuleDialogProps } from './components/video-module-dialog';
export { uploadVideo, UploadError } from './api/upload-video';
export type { UploadedVideo, Trim } from './api/upload-video';
export { mediaTranslations } from './i18n';
