import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { useKioskT } from '../i18n';
import { startQrCamera, type CameraProblem } from '../lib/qr-scan';

/**
 * The badge's QR code read with the device's camera (the back camera where there are two). Opens
 * the camera while shown, stops it on close; `onCode` gets the first code read.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const { t } = useKioskT();
  // the dialog mounts its content after it opens: the camera starts once the video element is there
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!video) return undefined;
    return startQrCamera(video, { onCode: (text) => onCodeRef.current(text), onRunning: () => setRunning(true), onProblem: setProblem });
  }, [video]);

  return (
    <Modal
      open
      centered
      title={t('scanner.title')}
      onCancel={onClose}
      className="kiosk-scanner"
      footer={
        <Button size="large" onClick={onClose} data-testid="kiosk-scanner-close">
          {t('common.cancel')}
        </Button>
      }
    >
      <p>{t('scanner.intro')}</p>
      <div className="kiosk-scanner__frame">
        <video ref={setVideo} className="kiosk-scanner__video" muted playsInline aria-label={t('scanner.videoLabel')} />
        {!running && !problem && (
          <div className="kiosk-scanner__overlay" role="status">
            <Spin />
            <span>{t('scanner.starting')}</span>
          </div>
        )}
      </div>
      {problem && <Alert type="warning" showIcon title={t(`scanner.${problem}`)} className="kiosk-scanner__problem" data-testid="kiosk-scanner-problem" />}
    </Modal>
  );
}
