/** The video editor at /video-editor: upload or record, trim, text overlays, audio clips, timeline, save. */
export { VideoEditorPage } from './components/video-editor-page';
export { videoEditorTranslations } from './i18n';
export { videoProjectKeys, videoProjectsQuery } from './api/projects';
export type { VideoProject } from './api/projects';
