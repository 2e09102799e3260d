import { useState } from 'react';
import { Alert, Button, Popconfirm, Select, Spin } from 'antd';
import { AppstoreOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useDebouncedSearch } from '../../../components/co-owner-list-editor';
import { isApiError, serverMessageOr } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useAssignBundle, useRemoveBundle } from '../api/mutations';
import { useGroupBundles, usePickBundles } from '../api/queries';
import type { Bundle } from '../api/types';
import { useGroupsT } from '../i18n';
import { MAX_BUNDLES_PER_GROUP, SEARCH_DEBOUNCE_MS } from '../lib/constants';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';
import { DEFAULT_DEADLINE_WEEKS, DeadlineSelect, DeadlineText, QueryState } from './shared';

function AssignBundle({ groupId, assigned }: { groupId: string; assigned: Bundle[] }) {
  const { t } = useGroupsT();
  const toast = useToast();
  const assign = useAssignBundle();
  // the server pages the bundles: the picker asks it for the first page matching what is typed
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS);
  const bundles = usePickBundles(search.search, true);
  const [chosen, setChosen] = useState<string | null>(null);
  const [weeks, setWeeks] = useState<number>(DEFAULT_DEADLINE_WEEKS);
  const full = assigned.length >= MAX_BUNDLES_PER_GROUP;
  const taken = new Set(assigned.map((b) => b.id));
  const offered = (bundles.data ?? []).filter((b) => !taken.has(b.id));

  const submit = async () => {
    if (!chosen || assign.isPending) return;
    const bundle = offered.find((b) => b.id === chosen);
    try {
      await assign.mutateAsync({ groupId, bundleId: chosen, weeks });
    } catch (error) {
      // The 100-bundle limit (409) comes with the server's own message; anything else: the spec text.
      const message = isApiError(error) && error.status === 409 ? serverMessageOr(error, t('bundles.limit')) : t('bundles.assignFailed');
      toast.error(t('common.error'), message);
      return;
    }
    toast.success(t('bundles.assigned'), bundle ? t('bundles.assignedText', { name: bundle.name }) : undefined);
    setChosen(null);
    search.clear();
    setWeeks(DEFAULT_DEADLINE_WEEKS);
  };

  if (full) return <Alert type="warning" showIcon title={t('bundles.limit')} data-testid="bundle-limit" />;

  return (
    <section className="gr-panel" aria-label={t('bundles.addTitle')}>
      <h4 className="gr-panel__title">
        <PlusOutlined /> {t('bundles.addTitle')}
      </h4>
      <div className="gr-assign-row">
        <div className="gr-field gr-field--grow">
          <label className="gr-field__label" htmlFor="assign-bundle">
            {t('bundles.pickLabel')}
          </label>
          <Select<string>
            id="assign-bundle"
            showSearch={{ filterOption: false, searchValue: search.searchText, onSearch: search.onSearch }}
            placeholder={t('bundles.pickPlaceholder')}
            value={chosen ?? undefined}
            onChange={(value) => setChosen(value)}
            loading={bundles.isFetching}
            notFoundContent={bundles.isFetching ? <Spin size="small" /> : t('bundles.noBundles')}
            options={offered.map((b) => ({ value: b.id, label: b.name, count: b.trainingCount }))}
            optionRender={(option) => (
              <span className="gr-option">
                <span className="gr-ellipsis">{option.label}</span>
                <span className="gr-muted gr-option__meta">{t('card.trainings', { count: Number(option.data.count) })}</span>
              </span>
            )}
            data-testid="assign-bundle-select"
          />
        </div>
        <div className="gr-field">
          <label className="gr-field__label" htmlFor="assign-bundle-deadline">
            {t('bundles.deadlineLabel')}
          </label>
          <DeadlineSelect id="assign-bundle-deadline" value={weeks} onChange={setWeeks} ariaLabel={t('bundles.deadlineLabel')} className="gr-deadline-select" testId="assign-bundle-deadline" />
        </div>
        <Button type="primary" icon={<PlusOutlined />} disabled={!chosen} loading={assign.isPending} onClick={() => void submit()} data-testid="assign-bundle-submit">
          {t('common.assign')}
        </Button>
      </div>
    </section>
  );
}

function BundleRow({ groupId, bundle }: { groupId: string; bundle: Bundle }) {
  const { t } = useGroupsT();
  const toast = useToast();
  const remove = useRemoveBundle();

  const removeOne = async () => {
    try {
      await remove.mutateAsync({ groupId, bundleId: bundle.id });
    } catch {
      toast.error(t('common.error'), t('bundles.removeFailed'));
      return;
    }
    toast.success(t('bundles.removed'), t('bundles.removedText', { name: bundle.name }));
  };

  return (
    <li className="gr-list__item" data-testid="group-bundle-row">
      <span className="gr-list__icon gr-list__icon--bundle" aria-hidden="true">
        <AppstoreOutlined />
      </span>
      <div className="gr-list__text">
        <strong>{bundle.name}</strong>
        <span className="gr-list__meta">
          <span className="gr-muted">{t('card.trainings', { count: bundle.trainingCount })}</span>
          {bundle.assignedAt && <span className="gr-muted">· {t('bundles.assignedAt', { date: formatDate(bundle.assignedAt) })}</span>}
          {bundle.deadline !== undefined && <DeadlineText deadline={bundle.deadline ?? null} />}
        </span>
      </div>
      <Popconfirm
        title={t('bundles.removeConfirm', { name: bundle.name })}
        okText={t('common.remove')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={removeOne}
      >
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.remove')}: ${bundle.name}`} />
      </Popconfirm>
    </li>
  );
}

/** Bundles of a group: assign from the company's bundles (max 100), remove. */
export function BundlesDialog(props: GroupDialogProps) {
  const { group } = props;
  const { t } = useGroupsT();
  const bundles = useGroupBundles(group.id);

  return (
    <GroupDialog {...props} kind="bundles">
      <p className="dialog-intro gr-intro">{t('bundles.intro')}</p>
      <QueryState query={bundles}>
        {(data) => (
          <>
            <AssignBundle groupId={group.id} assigned={data} />
            <section>
              <h4 className="gr-section-title">{t('bundles.listTitle', { count: data.length, max: MAX_BUNDLES_PER_GROUP })}</h4>
              {data.length === 0 ? (
                <div className="gr-empty">
                  <AppstoreOutlined className="gr-empty__icon" />
                  <span>{t('bundles.empty')}</span>
                </div>
              ) : (
                <ul className="gr-list" data-testid="group-bundle-list">
                  {data.map((bundle) => (
                    <BundleRow key={bundle.id} groupId={group.id} bundle={bundle} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
    </GroupDialog>
  );
}
