import { Schema } from 'effect';
import { msg, requiredText } from '../../../../platform/http';
import { AudioRecording, TextOverlay, type ProjectData } from '../../domain/events';

const MAX_ITEMS = { de: 'Zu viele Einträge.', en: 'Too many entries.' };
const ProjectDataBody = Schema.Struct({
  textOverlays: Schema.optionalWith(Schema.Array(TextOverlay).pipe(Schema.maxItems(500, { message: msg(MAX_ITEMS) })), { default: () => [] }),
  audioRecordings: Schema.optionalWith(Schema.Array(AudioRecording).pipe(Schema.maxItems(100, { message: msg(MAX_ITEMS) })), { default: () => [] }),
  duration: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
  fileName: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.maxLength(255))), { default: () => null }),
});

/** Body of POST /api/video-projects. */
export const ProjectBody = Schema.Struct({
  name: requiredText({ de: 'Bitte geben Sie einen Namen für das Projekt ein.', en: 'Please enter a name for the project.' }, 200),
  videoUrl: Schema.String.pipe(
    Schema.minLength(1, { message: msg({ de: 'Kein Video geladen.', en: 'No video loaded.' }) }),
    Schema.maxLength(2048),
  ),
  projectData: Schema.optionalWith(ProjectDataBody, {
    default: (): ProjectData => ({ textOverlays: [], audioRecordings: [], duration: null, fileName: null }),
  }),
});
