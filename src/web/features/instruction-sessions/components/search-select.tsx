import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { sessionKeys, type PickOption } from '../api/queries';
import { useSessionsT } from '../i18n';

interface BaseProps {
  id?: string;
  kind: 'trainings' | 'units' | 'instructors' | 'people';
  search: (text: string, signal?: AbortSignal) => Promise<PickOption[]>;
  /** Options known without a search (a preselected choice), shown even when the search does not find them. */
  known?: readonly PickOption[];
  placeholder: string;
  disabled?: boolean;
  className?: string;
  testId?: string;
  'aria-label'?: string;
  size?: 'large';
  /** Extra part of the cache key (e.g. who is excluded). */
  scope?: string;
}

type Props =
  | (BaseProps & { mode?: undefined; value?: string | null; onChange?: (value: string | null, option: PickOption | null) => void })
  | (BaseProps & { mode: 'multiple'; value?: string[]; onChange?: (value: string[], options: PickOption[]) => void });

/**
 * A choice searched on the server (the first page of matches), debounced while typing. Works as a
 * form control (value/onChange) for one choice or several; chosen options stay labelled after the
 * search moved on.
 */
export function SearchSelect(props: Props) {
  const { t } = useSessionsT();
  const { id, kind, search, known = [], placeholder, disabled, className, testId, size, scope = '' } = props;
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState<PickOption[]>([]);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const found = useQuery({ queryKey: [...sessionKeys.pick(kind, debounced), scope], queryFn: ({ signal }) => search(debounced, signal), staleTime: 30_000, enabled: !disabled });
  const options: PickOption[] = [];
  for (const option of [...known, ...chosen, ...(found.data ?? [])]) if (!options.some((o) => o.value === option.value)) options.push(option);

  const common = {
    id,
    className,
    size,
    disabled,
    placeholder,
    options,
    'aria-label': props['aria-label'],
    showSearch: { filterOption: false, searchValue: text, onSearch: setText },
    notFoundContent: found.isFetching ? <Spin size="small" aria-label={t('searching')} /> : t('noMatch'),
    'data-testid': testId,
  };

  if (props.mode === 'multiple') {
    return (
      <Select<string[]>
        {...common}
        mode="multiple"
        value={props.value ?? []}
        onChange={(values) => {
          const picked = values.map((v) => options.find((o) => o.value === v)).filter((o): o is PickOption => Boolean(o));
          setChosen(picked);
          setText('');
          props.onChange?.(values, picked);
        }}
      />
    );
  }
  return (
    <Select<string>
      {...common}
      allowClear
      value={props.value ?? undefined}
      onChange={(value) => {
        const option = options.find((o) => o.value === value) ?? null;
        setChosen(option ? [option] : []);
        setText('');
        props.onChange?.(value ?? null, option);
      }}
    />
  );
}
