/**
 * Reading a QR code from the camera: the browser's own `BarcodeDetector` where it has one that
 * reads QR codes (Chrome on Android, macOS, ChromeOS), else ZXing, loaded only now so that it never
 * enters the main bundle.
 */

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

const SCAN_EVERY_MS = 200;

async function nativeDetector(): Promise<BarcodeDetectorInstance | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * Reads QR codes from the playing `video` until the answer's `stop` is called; `onCode` gets the
 * text of each code seen (the caller stops once it has what it needs).
 */
export async function scanQrCodes(video: HTMLVideoElement, onCode: (text: string) => void): Promise<{ stop: () => void }> {
  const detector = await nativeDetector();
  if (detector) {
    let stopped = false;
    let timer: number | undefined;
    const tick = async () => {
      if (stopped) return;
      try {
        const codes = await detector.detect(video);
        const text = codes.find((c) => c.rawValue)?.rawValue;
        if (text && !stopped) onCode(text);
      } catch {
        // a frame the detector could not read (video not ready yet): the next one
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
    };
    void tick();
    return {
      stop: () => {
        stopped = true;
        window.clearTimeout(timer);
      },
    };
  }
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: SCAN_EVERY_MS });
  const controls = await reader.decodeFromVideoElement(video, (result) => {
    const text = result?.getText();
    if (text) onCode(text);
  });
  return { stop: () => controls.stop() };
}

export type CameraProblem = 'denied' | 'unavailable' | 'failed';

/**
 * Opens the camera (the back one where there are two) into `video` and reads QR codes from it until
 * the first one: `onCode` gets its text, then the scan stops. Answers the function that stops
 * everything and closes the camera.
 */
export function startQrCamera(
  video: HTMLVideoElement,
  { onCode, onRunning, onProblem }: { onCode: (text: string) => void; onRunning: () => void; onProblem: (problem: CameraProblem) => void },
): () => void {
  let stopped = false;
  let stream: MediaStream | null = null;
  let scanner: { stop: () => void } | null = null;
  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return onProblem('unavailable');
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    } catch (error) {
      return onProblem(error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') ? 'denied' : 'unavailable');
    }
    if (stopped) return stream.getTracks().forEach((track) => track.stop());
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    if (stopped) return;
    onRunning();
    try {
      const found = await scanQrCodes(video, (text) => {
        if (stopped) return;
        stopped = true;
        scanner?.stop();
        onCode(text);
      });
      if (stopped) found.stop();
      else scanner = found;
    } catch {
      if (!stopped) onProblem('failed');
    }
  };
  void start();
  return () => {
    stopped = true;
    scanner?.stop();
    stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}
