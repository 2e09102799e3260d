import { useRef, useState } from 'react';
import { Alert } from 'antd';
import { useMediaT } from '../../media';
import type { ChangelogEntry } from '../api/types';
import { isWatched } from '../lib/constants';
import '../changelog.css';

type VideoOf = Pick<ChangelogEntry, 'videoUrl' | 'posterUrl' | 'videoDuration'>;

/**
 * The video of an infolog entry. Reports once that it has been watched: at 80 percent of the
 * duration, within 5 s of the end, or when it ended (spec section 4). The duration is the player's,
 * or the entry's own when the file does not say (WebM recordings).
 */
export function ChangelogVideo({ entry, onWatched }: { entry: VideoOf; onWatched?: (() => void) | undefined }) {
  const tm = useMediaT();
  const reportedRef = useRef(false);
  const [failed, setFailed] = useState(false);
  if (!entry.videoUrl) return null;

  const report = () => {
    if (reportedRef.current) return;
    reportedRef.current = true;
    onWatched?.();
  };
  const onTimeUpdate = (video: HTMLVideoElement) => {
    if (reportedRef.current || video.paused) return;
    const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : entry.videoDuration;
    if (isWatched(video.currentTime, duration)) report();
  };

  return (
    <div className="cl-video">
      {failed ? (
        <Alert type="warning" showIcon title={tm('errors.player')} />
      ) : (
        <video
          className="cl-video__player"
          src={entry.videoUrl}
          poster={entry.posterUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          onTimeUpdate={(e) => onTimeUpdate(e.currentTarget)}
          onEnded={report}
          onError={() => setFailed(true)}
          data-testid="changelog-video"
        />
      )}
    </div>
  );
}
