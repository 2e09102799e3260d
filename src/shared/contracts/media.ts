/**
 * Response types of the media API (docs/api/media.md, spec section 3), shared by the server
 * and the web app. Pure types; every URL is signed (valid for hours).
 */

/** A stored video. */
export interface VideoView {
  readonly id: string;
  readonly videoUrl: string;
  readonly posterUrl: string | null;
  /** Seconds. */
  readonly duration: number;
  readonly title: string;
  readonly mimeType: string;
  readonly size: number;
  readonly width: number | null;
  readonly height: number | null;
  readonly createdAt: string;
}

/** A stored image (training covers). */
export interface ImageView {
  readonly id: string;
  readonly imageUrl: string;
  readonly mimeType: string;
  readonly size: number;
  readonly width: number | null;
  readonly height: number | null;
  readonly createdAt: string;
}

/** A media item of `GET /api/media/items/{id}`. */
export type MediaItemView = VideoView | ImageView;

/** A text overlay of the video editor. */
export interface TextOverlay {
  readonly id: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly startTime: number;
  readonly duration: number;
  readonly fontSize: number;
  readonly color: string;
}

/** An audio recording of the video editor. */
export interface AudioRecording {
  readonly id: string;
  readonly url: string;
  readonly startTime: number;
  readonly duration: number;
}

/** Editor state saved with a video project. */
export interface VideoProjectData {
  readonly textOverlays: readonly TextOverlay[];
  readonly audioRecordings: readonly AudioRecording[];
  readonly duration: number | null;
  readonly fileName: string | null;
}

/** A video editor project. */
export interface VideoProjectView {
  readonly id: string;
  readonly name: string;
  readonly videoUrl: string;
  readonly projectData: VideoProjectData;
  readonly createdAt: string;
  readonly updatedAt: string;
}
