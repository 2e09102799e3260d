import { Progress } from 'antd';

/**
 * A video upload's progress bar and its text: `uploading(percent)` until the bytes are sent, then
 * `processing`. Nothing while no upload runs (`progress` null).
 */
export function UploadProgress({
  progress,
  className,
  textClassName = 'media-muted',
  size,
  uploading,
  processing,
}: {
  progress: number | null;
  className: string;
  textClassName?: string;
  size?: 'small';
  uploading: (percent: number) => string;
  processing: string;
}) {
  if (progress === null) return null;
  return (
    <div className={className}>
      <Progress percent={progress} status="active" size={size} />
      <span className={textClassName}>{progress < 100 ? uploading(progress) : processing}</span>
    </div>
  );
}
