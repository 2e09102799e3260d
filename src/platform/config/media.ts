import { type Redacted, Schema } from 'effect';
import { accepts, IntegerAtLeast, optional, withDefault } from './variables';

/** Media uploads: how many are processed at once, and the secret that signs file URLs. */
export interface MediaConfig {
  /** `MEDIA_SECRET`: signs media URLs; unset: a random secret kept in `DATA_DIR/media-secret`. Never printed. */
  readonly secret: Redacted.Redacted<string> | undefined;
  /** `MEDIA_CONCURRENCY`: uploads processed by ffmpeg at once per process (default 2). */
  readonly concurrency: number;
}

const Secret = Schema.Redacted(Schema.String.pipe(Schema.minLength(16))).pipe(accepts('at least 16 characters long'));

export const mediaVariables = {
  MEDIA_SECRET: optional(Secret),
  MEDIA_CONCURRENCY: withDefault(IntegerAtLeast(1), '2'),
};

export function mediaConfig(v: Schema.Struct.Type<typeof mediaVariables>): MediaConfig {
  return { secret: v.MEDIA_SECRET, concurrency: v.MEDIA_CONCURRENCY };
}
