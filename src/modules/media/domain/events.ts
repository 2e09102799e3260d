import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';

const Iso = Schema.String; // ISO-8601 timestamps travel as strings in events

/** A text overlay of the video editor (spec section 3). */
export const TextOverlay = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  x: Schema.Number,
  y: Schema.Number,
  startTime: Schema.Number,
  duration: Schema.Number,
  fontSize: Schema.Number,
  color: Schema.String,
});

/** An audio recording of the video editor (spec section 3). */
export const AudioRecording = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  startTime: Schema.Number,
  duration: Schema.Number,
});

/** Editor state saved with a video project. */
export const ProjectData = Schema.Struct({
  textOverlays: Schema.Array(TextOverlay),
  audioRecordings: Schema.Array(AudioRecording),
  duration: Schema.NullOr(Schema.Number),
  fileName: Schema.NullOr(Schema.String),
});
export type ProjectData = typeof ProjectData.Type;

const Trim = Schema.Struct({ start: Schema.Number, end: Schema.Number });

/** What every stored-file event names first: the item, its company and the content-addressed file. */
const storedFile = {
  mediaId: Schema.String,
  companyId: Schema.String,
  sha256: Schema.String,
  fileName: Schema.String,
  mimeType: Schema.String,
  size: Schema.Number,
};

const definitions = {
  /** A video was stored (after trimming/transcoding) under `media/<companyId>/<fileName>`. */
  'media.VideoStored': {
    version: 1,
    schema: Schema.Struct({
      ...storedFile,
      /** Seconds. */
      duration: Schema.Number,
      width: Schema.NullOr(Schema.Number),
      height: Schema.NullOr(Schema.Number),
      posterSha256: Schema.String,
      posterFileName: Schema.String,
      title: Schema.String,
      originalName: Schema.String,
      /** The type and size of the uploaded file before processing. */
      sourceMimeType: Schema.String,
      sourceSize: Schema.Number,
      /** What was done to the upload: kept as is, remuxed, transcoded. */
      processing: Schema.Literal('kept', 'remuxed', 'transcoded'),
      trim: Schema.NullOr(Trim),
      uploadedBy: Schema.String,
      storedAt: Iso,
    }),
  },
  /** An image (training cover) was stored under `media/<companyId>/<fileName>`. */
  'media.ImageStored': {
    version: 1,
    schema: Schema.Struct({
      ...storedFile,
      width: Schema.NullOr(Schema.Number),
      height: Schema.NullOr(Schema.Number),
      originalName: Schema.String,
      uploadedBy: Schema.String,
      storedAt: Iso,
    }),
  },
  /** A video editor project was saved. */
  'media.VideoProjectSaved': {
    version: 1,
    schema: Schema.Struct({
      projectId: Schema.String,
      companyId: Schema.String,
      name: Schema.String,
      /** Unsigned path of the project's video (`/api/media/files/...`). */
      videoPath: Schema.String,
      projectData: ProjectData,
      savedBy: Schema.String,
      savedAt: Iso,
    }),
  },
} as const;

export const mediaEvents = defineEvents(definitions);
export type MediaEvent = EventsOf<typeof definitions>;
export type MediaEventType = MediaEvent['type'];
export type EventOf<T extends MediaEventType> = Extract<MediaEvent, { type: T }>;

/** Stream ids, one named function per aggregate (each with `idOf`, its inverse). */
export const streams = {
  media: streamName('media'),
  videoProject: streamName('video-project'),
};

export const streamTypes = {
  media: 'media.MediaItem',
  videoProject: 'media.VideoProject',
} as const;
