import { Schema } from 'effect';
import { msg, requiredText } from '../../../../platform/http';
import { OVERLAY_FONT_SIZE } from '../../domain/rules';
import type { ProjectData } from '../../domain/events';

const MAX_ITEMS = { de: 'Zu viele Einträge.', en: 'Too many entries.' };

const StartTime = Schema.Number.pipe(
  Schema.filter((n) => Number.isFinite(n) && n >= 0, { message: msg({ de: 'Die Startzeit darf nicht negativ sein.', en: 'The start time must not be negative.' }) }),
);
const Duration = Schema.Number.pipe(
  Schema.filter((n) => Number.isFinite(n) && n > 0, { message: msg({ de: 'Die Dauer muss größer als 0 Sekunden sein.', en: 'The duration must be more than 0 seconds.' }) }),
);
const FontSize = Schema.Number.pipe(
  Schema.filter((n) => Number.isFinite(n) && n >= OVERLAY_FONT_SIZE.min && n <= OVERLAY_FONT_SIZE.max, {
    message: msg({
      de: `Die Schriftgröße muss zwischen ${OVERLAY_FONT_SIZE.min} und ${OVERLAY_FONT_SIZE.max} liegen.`,
      en: `The font size must be between ${OVERLAY_FONT_SIZE.min} and ${OVERLAY_FONT_SIZE.max}.`,
    }),
  }),
);

/**
 * A text overlay as the editor sends it (spec sections 3 and 9): font 12 to 72, a start at 0 or
 * later and a positive duration. Whether it ends within the video is the decider's rule (it knows
 * the stored video's length). The event keeps the plain shape, so older projects still read.
 */
const TextOverlayBody = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  x: Schema.Number,
  y: Schema.Number,
  startTime: StartTime,
  duration: Duration,
  fontSize: FontSize,
  color: Schema.String,
});

const AudioRecordingBody = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  startTime: StartTime,
  duration: Duration,
});

const ProjectDataBody = Schema.Struct({
  textOverlays: Schema.optionalWith(Schema.Array(TextOverlayBody).pipe(Schema.maxItems(500, { message: msg(MAX_ITEMS) })), { default: () => [] }),
  audioRecordings: Schema.optionalWith(Schema.Array(AudioRecordingBody).pipe(Schema.maxItems(100, { message: msg(MAX_ITEMS) })), { default: () => [] }),
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
