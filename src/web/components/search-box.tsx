import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search the address (or filter state) has now. */
  value: string;
  /** Called with the trimmed text after typing stops, or at once on Enter or clear. */
  onSearch: (text: string) => void;
  placeholder: string;
  label: string;
  className?: string;
  testId?: string;
}

/** A server-side search field: debounced while typing, immediate on Enter and on clear. */
export function SearchBox({ value, onSearch, placeholder, label, className, testId }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The search the address has, or is about to have after our own report.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    if (value !== text.trim()) setText(value);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const report = (next: string) => {
    setKnown(next);
    onSearch(next);
  };
  const change = (next: string, immediately = false) => {
    setText(next);
    window.clearTimeout(timer.current);
    if (immediately) report(next.trim());
    else timer.current = window.setTimeout(() => report(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <Input
      className={className}
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={label}
      value={text}
      allowClear
      onChange={(e) => change(e.target.value, e.type !== 'change')}
      onPressEnter={() => change(text, true)}
      data-testid={testId}
    />
  );
}
