import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Select, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useDebouncedSearch, type DebouncedSearch } from '../../../components/co-owner-list-editor';
import { useGroupsT } from '../i18n';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { DEFAULT_DEADLINE_WEEKS, DeadlineSelect } from './shared';

/** What the picker offers: a value, its label and what is shown beside the label. */
export interface AssignOption {
  value: string;
  label: string;
  meta: ReactNode;
}

/** What is being assigned: the picker's search, the chosen item and the deadline in weeks. */
export interface AssignChoice {
  search: DebouncedSearch;
  chosen: string | null;
  setChosen: (value: string | null) => void;
  weeks: number;
  setWeeks: (weeks: number) => void;
  /** Back to nothing chosen and the default deadline, after an assignment. */
  reset: () => void;
}

export function useAssignChoice(): AssignChoice {
  // the server pages what is offered: the picker asks it for the first page matching what is typed
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<string | null>(null);
  const [weeks, setWeeks] = useState<number>(DEFAULT_DEADLINE_WEEKS);
  const reset = () => {
    setChosen(null);
    search.clear();
    setWeeks(DEFAULT_DEADLINE_WEEKS);
  };
  return { search, chosen, setChosen, weeks, setWeeks, reset };
}

/**
 * The "assign" panel of the trainings and bundles dialogs: a searching picker, the deadline in weeks
 * and the assign button. `kind` picks the texts (`trainings.*`, `bundles.*`) and the ids the labels
 * and the e2e suite use (`assign-training`, `assign-bundle-deadline`, `…-submit`, `…-select`).
 */
export function AssignPanel({
  kind,
  choice: { search, chosen, setChosen, weeks, setWeeks },
  options,
  fetching,
  showLoading = false,
  notFound,
  pending,
  onSubmit,
}: {
  kind: 'training' | 'bundle';
  choice: AssignChoice;
  options: AssignOption[];
  fetching: boolean;
  /** The picker's own spinner while the server is asked. */
  showLoading?: boolean;
  notFound: string;
  pending: boolean;
  onSubmit: () => void;
}) {
  const { t } = useGroupsT();
  const ns = kind === 'bundle' ? 'bundles' : 'trainings';
  const id = `assign-${kind}`;
  const title = t(`${ns}.addTitle`);
  const deadlineLabel = t(`${ns}.deadlineLabel`);
  return (
    <section className="gr-panel" aria-label={title}>
      <h4 className="gr-panel__title">
        <PlusOutlined /> {title}
      </h4>
      <div className="gr-assign-row">
        <div className="gr-field gr-field--grow">
          <label className="gr-field__label" htmlFor={id}>
            {t(`${ns}.pickLabel`)}
          </label>
          <Select<string, AssignOption>
            id={id}
            showSearch={{ filterOption: false, searchValue: search.searchText, onSearch: search.onSearch }}
            placeholder={t(`${ns}.pickPlaceholder`)}
            value={chosen ?? undefined}
            onChange={setChosen}
            loading={showLoading && fetching}
            notFoundContent={fetching ? <Spin size="small" /> : notFound}
            options={options}
            optionRender={(option) => (
              <span className="gr-option">
                <span className="gr-ellipsis">{option.label}</span>
                {option.data.meta}
              </span>
            )}
            data-testid={`${id}-select`}
          />
        </div>
        <div className="gr-field">
          <label className="gr-field__label" htmlFor={`${id}-deadline`}>
            {deadlineLabel}
          </label>
          <DeadlineSelect id={`${id}-deadline`} value={weeks} onChange={setWeeks} ariaLabel={deadlineLabel} className="gr-deadline-select" testId={`${id}-deadline`} />
        </div>
        <Button type="primary" icon={<PlusOutlined />} disabled={chosen === null} loading={pending} onClick={onSubmit} data-testid={`${id}-submit`}>
          {t('common.assign')}
        </Button>
      </div>
    </section>
  );
}

/** A row's remove button behind a confirmation (spec section 8: a danger "Entfernen"). */
export function RemoveButton({ name, confirm, description, onConfirm }: { name: string; confirm: string; description?: string; onConfirm: () => unknown }) {
  const { t } = useGroupsT();
  return (
    <Popconfirm
      title={confirm}
      description={description}
      okText={t('common.remove')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.remove')}: ${name}`} />
    </Popconfirm>
  );
}
