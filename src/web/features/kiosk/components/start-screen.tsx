import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, type InputRef } from 'antd';
import { CameraOutlined, IdcardOutlined, QrcodeOutlined } from '@ant-design/icons';
import { normalizePersonnelNumber, readScannedCode, type ScannedCode } from '../lib/codes';
import { useKioskT } from '../i18n';
import { CameraScanner } from './camera-scanner';
import { KioskField } from './kiosk-field';
import { KioskPanel } from './kiosk-panel';

const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Focus is in a field that takes text (then typing goes there; anywhere else the badge field takes it). */
function focusInTextField(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  if (active.isContentEditable || active.tagName === 'TEXTAREA') return true;
  return active instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(active.type);
}

/**
 * The waiting kiosk: 'Ausweis scannen oder Personalnummer eingeben'. The badge field has focus, so a
 * handheld scanner (a keyboard wedge: the code, then Enter) signs in at once; the camera reads the
 * badge too. A personnel number typed into the field is taken as such.
 */
export function StartScreen({
  notice,
  onScanned,
  onPersonnelNumber,
}: {
  notice: ReactNode;
  onScanned: (code: ScannedCode) => void;
  onPersonnelNumber: (personnelNumber: string | null) => void;
}) {
  const { t } = useKioskT();
  const badgeRef = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);

  // The badge field has focus, also when a closing dialog (the idle warning) took it away just now.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!focusInTextField()) badgeRef.current?.focus();
    }, 350);
    return () => window.clearTimeout(timer);
  }, []);

  // A touch elsewhere on the screen (the language, the background) gives the focus back to the badge
  // field once it is handled; keys do not, so that the screen stays usable with Tab.
  useEffect(() => {
    if (camera) return undefined;
    let timer: number | undefined;
    const onPointerUp = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!focusInTextField()) badgeRef.current?.focus();
      }, 50);
    };
    window.addEventListener('pointerup', onPointerUp);
    return () => {
      window.removeEventListener('pointerup', onPointerUp);
      window.clearTimeout(timer);
    };
  }, [camera]);

  // Characters typed while no text field has focus (someone touched the background or a button, the
  // scanner goes on typing) go to the badge field.
  useEffect(() => {
    if (camera) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!focusInTextField() && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) badgeRef.current?.focus();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [camera]);

  const submitTyped = () => {
    const text = value.trim();
    setValue('');
    if (!text) return;
    const code = readScannedCode(text);
    if (code) return onScanned(code);
    // not a badge: what was typed is a personnel number
    onPersonnelNumber(normalizePersonnelNumber(text));
  };

  const scannedByCamera = (text: string) => {
    setCamera(false);
    const code = readScannedCode(text);
    if (code) onScanned(code);
    else setProblem(t('start.notABadge'));
  };

  return (
    <KioskPanel name="start" variant="kiosk-start" heading={t('start.heading')} icon={<QrcodeOutlined className="kiosk-start__icon" aria-hidden="true" />}>
      {notice}
      <KioskField
        id="kiosk-badge"
        inputRef={badgeRef}
        label={t('start.badgeLabel')}
        hint={t('start.badgeHint')}
        autoFocus
        autoComplete="off"
        autoCapitalize="characters"
        // the tablet's own keyboard stays closed: badges come from the scanner or the camera,
        // personnel numbers through the button below
        inputMode="none"
        prefix={<IdcardOutlined aria-hidden="true" />}
        placeholder={t('start.badgePlaceholder')}
        value={value}
        onValue={(text) => {
          setValue(text);
          if (problem) setProblem(null);
        }}
        onPressEnter={submitTyped}
        data-testid="kiosk-badge"
      />
      {problem && <Alert type="warning" showIcon role="alert" className="kiosk-problem" title={problem} data-testid="kiosk-problem" />}
      <div className="kiosk-actions">
        {hasCamera() && (
          <Button size="large" icon={<CameraOutlined />} className="kiosk-button" onClick={() => setCamera(true)} data-testid="kiosk-camera">
            {t('start.camera')}
          </Button>
        )}
        <Button type="primary" size="large" icon={<IdcardOutlined />} className="kiosk-button" onClick={() => onPersonnelNumber(null)} data-testid="kiosk-to-number">
          {t('start.personnelNumber')}
        </Button>
      </div>
      {camera && <CameraScanner onCode={scannedByCamera} onClose={() => setCamera(false)} />}
    </KioskPanel>
  );
}
