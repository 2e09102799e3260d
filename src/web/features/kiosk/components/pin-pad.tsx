import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { PIN_LENGTH } from '../lib/codes';
import { useKioskT } from '../i18n';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox'));
}

/**
 * Six masked dots and big keys 0-9, delete and OK; digits, Backspace and Enter on a keyboard work
 * as well. Controlled: `value` is the digits so far.
 */
export function PinPad({
  value,
  onChange,
  onSubmit,
  disabled = false,
  busy = false,
  label,
}: {
  value: string;
  onChange: (pin: string) => void;
  onSubmit: (pin: string) => void;
  disabled?: boolean;
  busy?: boolean;
  label: string;
}) {
  const { t } = useKioskT();
  const locked = disabled || busy;
  const complete = value.length === PIN_LENGTH;
  const latest = useRef({ value, locked, onChange, onSubmit });
  useEffect(() => {
    latest.current = { value, locked, onChange, onSubmit };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { value: pin, locked: off, onChange: change, onSubmit: submit } = latest.current;
      if (off || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        if (pin.length < PIN_LENGTH) change(pin + event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        change(pin.slice(0, -1));
      } else if (event.key === 'Enter' && pin.length === PIN_LENGTH) {
        event.preventDefault();
        submit(pin);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const press = (digit: string) => {
    if (!locked && value.length < PIN_LENGTH) onChange(value + digit);
  };

  return (
    <div className="kiosk-pin" role="group" aria-label={label}>
      <div className="kiosk-pin__dots" role="status" aria-live="polite" aria-label={t('pin.entered', { count: value.length })} data-testid="kiosk-pin-dots" data-count={value.length}>
        {Array.from({ length: PIN_LENGTH }, (_, i) => (
          <span key={i} className={`kiosk-pin__dot${i < value.length ? ' kiosk-pin__dot--filled' : ''}`} aria-hidden="true" />
        ))}
      </div>
      <div className="kiosk-pin__keys" role="group" aria-label={t('pin.padLabel')}>
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className="kiosk-key" onClick={() => press(digit)} disabled={locked} aria-label={t('pin.digit', { digit })}>
            {digit}
          </button>
        ))}
        <button type="button" className="kiosk-key kiosk-key--action" onClick={() => onChange(value.slice(0, -1))} disabled={locked || value.length === 0} aria-label={t('pin.delete')} data-testid="kiosk-pin-delete">
          <ArrowLeftOutlined aria-hidden="true" />
        </button>
        <button type="button" className="kiosk-key" onClick={() => press('0')} disabled={locked} aria-label={t('pin.digit', { digit: '0' })}>
          0
        </button>
        <button
          type="button"
          className="kiosk-key kiosk-key--ok"
          onClick={() => onSubmit(value)}
          disabled={locked || !complete}
          data-testid="kiosk-pin-ok"
        >
          {busy ? <Spin size="small" /> : <CheckOutlined aria-hidden="true" />} {t('pin.ok')}
        </button>
      </div>
    </div>
  );
}
