import { useState } from 'react';
import { Spin, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMediaT, type MediaKey } from '../i18n';
import { canPlay, checkVideoFile, formatBytes, isQuickTime } from '../lib/video';
import '../media.css';

const ACCEPT = 'video/mp4,video/webm,video/x-msvideo,video/avi,video/quicktime,.mp4,.m4v,.webm,.avi,.mov';

/**
 * File upload (spec section 5): video type, then at most 50MB; a QuickTime file must become
 * playable within 5 s (the server converts it to MP4 anyway, but the preview and trim need it).
 */
export function UploadPanel({ chosen, onFile, notifyError }: { chosen: { name: string; size: number } | null; onFile(file: File, objectUrl: string): void; notifyError(title: MediaKey, description: MediaKey): void }) {
  const tm = useMediaT();
  const [checking, setChecking] = useState(false);

  const handle = async (file: File) => {
    const problem = checkVideoFile(file);
    if (problem) {
      notifyError(problem.title, problem.description);
      return;
    }
    const url = URL.createObjectURL(file);
    if (isQuickTime(file)) {
      setChecking(true);
      const ok = await canPlay(url);
      setChecking(false);
      if (!ok) {
        URL.revokeObjectURL(url);
        notifyError('errors.formatTitle', 'errors.format');
        return;
      }
    }
    onFile(file, url);
  };

  return (
    <div className="media-upload">
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={checking}
        beforeUpload={(file) => {
          void handle(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">{checking ? <Spin /> : <InboxOutlined />}</p>
        <p className="ant-upload-text">{checking ? tm('upload.checking') : tm('upload.drop')}</p>
        <p className="ant-upload-hint">{tm('upload.hint')}</p>
      </Upload.Dragger>
      {chosen && <p className="media-muted media-upload__chosen">{tm('upload.chosen', { name: chosen.name, size: formatBytes(chosen.size) })}</p>}
    </div>
  );
}
