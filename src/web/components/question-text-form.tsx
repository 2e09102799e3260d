/**
 * The text form of the questions to the instructor (issue 16, item 5): the learner's question in
 * the player, the answer in the trainings' questions list. Sends on submit or Ctrl/Cmd+Enter; a
 * text the server refuses (`refusals`, its error codes) is shown under the field, any other
 * failure in the `failedTitle` toast. The feature brings its words, classes and test ids.
 */
import { useId, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { MAX_QUESTION_LENGTH } from '../../shared/rules';
import { hasErrorCode, serverMessageOr } from '../lib/api';
import { useCommonT } from '../lib/feature-texts';
import { useToast } from '../lib/use-toast';

export interface SendCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export function QuestionTextForm({
  className,
  label,
  placeholder,
  hint,
  minRows,
  autoFocus,
  refusals,
  send,
  pending,
  sendText,
  failedTitle,
  onSent,
  onCancel,
  testIds,
}: {
  /** The form's class; its label and actions are `{className}__label` and `{className}__actions`. */
  className: string;
  label: string;
  placeholder?: string;
  /** A line below the field that the field is described by. */
  hint?: { text: string; className: string };
  minRows: number;
  autoFocus?: boolean;
  refusals: readonly string[];
  /** The mutation's `mutate` with the text. */
  send: (text: string, callbacks: SendCallbacks) => void;
  pending: boolean;
  sendText: string;
  failedTitle: string;
  /** After the server took the text (the field is emptied). */
  onSent: () => void;
  /** With it, 'Abbrechen' beside the send button, and Escape in the field. */
  onCancel?: () => void;
  testIds: { text: string; send: string };
}) {
  const { t } = useCommonT();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = () => {
    if (!text.trim() || pending) return;
    setError(null);
    send(text, {
      onSuccess: () => {
        setText('');
        onSent();
      },
      onError: (e) => {
        if (hasErrorCode(e, refusals)) setError(e.serverMessage ?? e.message);
        else toast.error(failedTitle, serverMessageOr(e, e.message));
      },
    });
  };

  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className={`${className}__label`}>
        {label}
      </label>
      <Input.TextArea
        id={id}
        autoFocus={autoFocus}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
          if (e.key === 'Escape') onCancel?.();
        }}
        placeholder={placeholder}
        maxLength={MAX_QUESTION_LENGTH}
        showCount
        autoSize={{ minRows, maxRows: 8 }}
        status={error ? 'error' : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={testIds.text}
      />
      {hint && (
        <p id={`${id}-hint`} className={hint.className}>
          {hint.text}
        </p>
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <div className={`${className}__actions`}>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={!text.trim()} loading={pending} data-testid={testIds.send}>
          {sendText}
        </Button>
      </div>
    </form>
  );
}
