/** Video module dialog of the trainings UI (record with teleprompter, upload, preview with trim) and the infolog message recorder. */
export { VideoModuleDialog } from './components/video-module-dialog';
export type { VideoModuleContent, VideoModuleDialogProps } from './components/video-module-dialog';
export { MessageRecorderDialog } from './components/message-recorder-dialog';
export type { MessageRecorderDialogProps, RecordedVideo } from './components/message-recorder-dialog';
export { uploadVideo, UploadError } from './api/upload-video';
export type { UploadedVideo, Trim, UploadHandle } from './api/upload-video';
export { mediaTranslations, useMediaT } from './i18n';
export type { MediaKey, MediaT } from './i18n';
export { MESSAGE_MAX_SECONDS } from './lib/video';
/** Building blocks of the dialog, reused by the video editor. */
export { RecorderPanel } from './components/recorder-panel';
export type { RecorderPanelProps } from './components/recorder-panel';
export { UploadPanel } from './components/upload-panel';
export { PreviewPanel } from './components/preview-panel';
export { UploadProgress } from './components/upload-progress';
export type { TrimRange } from './components/preview-panel';
export { formatSeconds, recordingFileName, MIN_TRIM_GAP } from './lib/video';
