import { Button, Result, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useMediaT, type MediaKey } from '../i18n';
import type { RecorderStatus } from '../lib/use-camera-recorder';
import { formatClock } from '../lib/video';
import '../media.css';

/** What covers the camera stage when there is no picture: unsupported browser, camera error, starting. */
export function CameraStateOverlay({ status, cameraError, onRetry }: { status: RecorderStatus; cameraError: MediaKey | null; onRetry: () => void }) {
  const tm = useMediaT();
  if (status === 'unsupported') return <Result status="warning" title={tm('errors.unsupportedTitle')} subTitle={tm('errors.unsupported')} />;
  if (status === 'failed') {
    return (
      <Result
        status="warning"
        title={tm('errors.cameraTitle')}
        subTitle={cameraError ? tm(cameraError) : undefined}
        extra={
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            {tm('recorder.retry')}
          </Button>
        }
      />
    );
  }
  if (status === 'starting') {
    return (
      <div className="media-stage__center">
        <Spin />
        <span>{tm('recorder.starting')}</span>
      </div>
    );
  }
  return null;
}

/** The red REC badge with elapsed / maximum time. */
export function RecBadge({ elapsed, maxSeconds }: { elapsed: number; maxSeconds: number }) {
  const tm = useMediaT();
  return (
    <div className="media-rec-badge" role="status" data-testid="rec-badge">
      <span className="media-rec-badge__dot" />
      {tm('recorder.rec')} {tm('recorder.elapsed', { elapsed: formatClock(elapsed), max: formatClock(maxSeconds) })}
    </div>
  );
}
