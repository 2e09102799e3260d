import type { ReactNode, Ref } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';

type PassedInputProps = Omit<InputProps, 'id' | 'size' | 'className' | 'status' | 'spellCheck' | 'onChange' | 'aria-invalid' | 'aria-describedby'>;

/**
 * One large kiosk input with its label above and, below it, the error (`role="alert"`, which then
 * marks the input invalid and describes it) or else the hint. The error's id is `<id>-error`, the
 * hint's `<id>-help`. A `code` field (start code, pairing code) takes and shows capitals in a
 * monospaced face; `onValue` receives what was typed (upper-cased in a code field).
 */
export function KioskField({
  id,
  label,
  error,
  hint,
  code = false,
  inputRef,
  onValue,
  'data-testid': testId,
  ...inputProps
}: PassedInputProps & {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  code?: boolean;
  inputRef?: Ref<InputRef>;
  onValue: (value: string) => void;
  'data-testid': string;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-help`;
  return (
    <div className="kiosk-field">
      <label htmlFor={id} className="kiosk-field__label">
        {label}
      </label>
      <Input
        {...inputProps}
        id={id}
        ref={inputRef}
        size="large"
        className={code ? 'kiosk-input kiosk-input--code' : 'kiosk-input'}
        spellCheck={false}
        autoCapitalize={code ? 'characters' : inputProps.autoCapitalize}
        onChange={(e) => onValue(code ? e.target.value.toUpperCase() : e.target.value)}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        data-testid={testId}
      />
      {error ? (
        <p id={errorId} className="kiosk-field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="kiosk-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
