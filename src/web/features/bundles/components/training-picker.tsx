import { useMemo, useState } from 'react';
import { Checkbox, Form, Input, Skeleton } from 'antd';
import { IconAction } from '../../../components/icon-action';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, SearchOutlined } from '@ant-design/icons';
import type { TrainingOption } from '../api/types';
import { useBundlesT } from '../i18n';
import { moveTraining, toggleTraining } from '../lib/editor';
import { localize } from '../../../lib/localize';
import { searchable } from '../lib/format';
import { StatusBadge } from './badges';
import { LoadError } from '../../../components/load-error';

/**
 * Training picker of the bundle editor: the company's trainings with checkboxes on the left
 * (searchable), the selection on the right in bundle order. Ticking appends, so the selection order
 * is the bundle order; up/down reorders.
 */
export function TrainingPicker({
  options,
  known,
  loading,
  loadError,
  onRetry,
  value,
  onChange,
  invalid,
  id,
}: {
  /** The company's trainings (GET /api/trainings). */
  options: TrainingOption[];
  /** Further trainings already in the bundle (to show titles of anything the list lacks). */
  known: TrainingOption[];
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  value: string[];
  onChange: (ids: string[]) => void;
  invalid: boolean;
  id?: string;
}) {
  const { t, language } = useBundlesT();
  const [search, setSearch] = useState('');

  const byId = useMemo(() => {
    const map = new Map<string, TrainingOption>();
    for (const training of known) map.set(training.id, training);
    for (const training of options) map.set(training.id, training);
    return map;
  }, [options, known]);

  const query = searchable(search.trim());
  const visible = query
    ? options.filter((training) =>
        searchable(`${localize(training.title, language)} ${localize(training.description, language)}`).includes(query),
      )
    : options;
  const selected = new Set(value);
  const titleOf = (trainingId: string) => localize(byId.get(trainingId)?.title, language) || trainingId;

  let available;
  if (loading) {
    available = (
      <div className="bd-picker__loading">
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (loadError) {
    available = <LoadError title={t('editor.trainingsLoadError')} message={loadError} onRetry={onRetry} />;
  } else if (visible.length === 0) {
    available = <p className="bd-picker__empty">{options.length === 0 ? t('editor.noTrainings') : t('editor.noTrainingsMatch')}</p>;
  } else {
    available = (
      <ul className="bd-picker__options" data-testid="bundle-picker-options">
        {visible.map((training) => {
          const checked = selected.has(training.id);
          return (
            <li key={training.id} className={`bd-picker__option${checked ? ' bd-picker__option--checked' : ''}`}>
              <Checkbox checked={checked} onChange={(e) => onChange(toggleTraining(value, training.id, e.target.checked))}>
                <span className="bd-picker__option-title" title={localize(training.title, language)}>
                  {localize(training.title, language)}
                </span>
              </Checkbox>
              <StatusBadge status={training.status} />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={`bd-picker${invalid ? ' bd-picker--invalid' : ''}`} id={id} data-testid="bundle-picker">
      <section className="bd-picker__pane" aria-label={t('editor.available')}>
        <header className="bd-picker__head">
          <span className="bd-picker__label">{t('editor.available')}</span>
        </header>
        <div className="bd-picker__search">
          {/* The field's error belongs to the selection, not to the search box. */}
          <Form.Item noStyle validateStatus="">
            <Input
              prefix={<SearchOutlined />}
              placeholder={t('editor.searchTrainings')}
              aria-label={t('editor.searchTrainingsLabel')}
              value={search}
              allowClear
              onChange={(e) => setSearch(e.target.value)}
              data-testid="bundle-picker-search"
            />
          </Form.Item>
        </div>
        {available}
      </section>

      <section className="bd-picker__pane bd-picker__pane--selected" aria-label={t('editor.selected', { count: value.length })}>
        <header className="bd-picker__head">
          <span className="bd-picker__label">{t('editor.selected', { count: value.length })}</span>
        </header>
        {value.length === 0 ? (
          <p className="bd-picker__empty">{t('editor.selectedEmpty')}</p>
        ) : (
          <ol className="bd-picker__selected" data-testid="bundle-picker-selected">
            {value.map((trainingId, index) => {
              const title = titleOf(trainingId);
              return (
                <li key={trainingId} className="bd-picker__row" data-testid="bundle-selected-training">
                  <span className="bd-picker__position">{index + 1}</span>
                  <span className="bd-picker__row-title" title={title} data-testid="bundle-selected-title">
                    {title}
                  </span>
                  <span className="bd-picker__row-actions">
                    <IconAction
                      size="small"
                      tooltip={t('editor.moveUp')}
                      label={t('editor.moveUpNamed', { title })}
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => onChange(moveTraining(value, index, -1))}
                    />
                    <IconAction
                      size="small"
                      tooltip={t('editor.moveDown')}
                      label={t('editor.moveDownNamed', { title })}
                      icon={<ArrowDownOutlined />}
                      disabled={index === value.length - 1}
                      onClick={() => onChange(moveTraining(value, index, 1))}
                    />
                    <IconAction
                      size="small"
                      tooltip={t('editor.remove')}
                      label={t('editor.removeNamed', { title })}
                      icon={<CloseOutlined />}
                      danger
                      onClick={() => onChange(toggleTraining(value, trainingId, false))}
                    />
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
