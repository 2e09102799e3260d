import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { trailKeys, type PickOption } from './api';

export interface RemoteSelectProps {
  id: string;
  /** Distinguishes the cached searches of different pickers. */
  kind: string;
  value: string | null;
  onChange: (value: string | null, option: PickOption | null) => void;
  search: (text: string, signal?: AbortSignal) => Promise<PickOption[]>;
  placeholder: string;
  searchingText: string;
  emptyText: string;
  className?: string;
  testId?: string;
}

/** A single choice searched on the server (first page of matches), debounced while typing; clearable. */
export function RemoteSelect({ id, kind, value, onChange, search, placeholder, searchingText, emptyText, className, testId }: RemoteSelectProps) {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState<PickOption | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const found = useQuery({ queryKey: trailKeys.search(kind, debounced), queryFn: ({ signal }) => search(debounced, signal), staleTime: 30_000 });
  const options = [...(chosen && !found.data?.some((o) => o.value === chosen.value) ? [chosen] : []), ...(found.data ?? [])];
  return (
    <Select<string>
      id={id}
      className={className}
      allowClear
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(v) => {
        const option = options.find((o) => o.value === v) ?? null;
        setChosen(option);
        setText('');
        onChange(v ?? null, option);
      }}
      notFoundContent={found.isFetching ? <Spin size="small" aria-label={searchingText} /> : emptyText}
      options={options}
      data-testid={testId}
    />
  );
}
