import { Alert } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { isApiError, serverMessageOr } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useAssignBundle, useRemoveBundle } from '../api/mutations';
import { useGroupBundles, usePickBundles } from '../api/queries';
import type { Bundle } from '../api/types';
import { useGroupsT } from '../i18n';
import { MAX_BUNDLES_PER_GROUP } from '../lib/constants';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';
import { AssignPanel, RemoveButton, useAssignChoice } from './assign-panel';
import { DeadlineText, EmptyNote, QueryState } from './shared';

function AssignBundle({ groupId, assigned }: { groupId: string; assigned: Bundle[] }) {
  const { t } = useGroupsT();
  const toast = useToast();
  const assign = useAssignBundle();
  const choice = useAssignChoice();
  const { chosen, weeks } = choice;
  const bundles = usePickBundles(choice.search.search, true);
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
    choice.reset();
  };

  if (full) return <Alert type="warning" showIcon title={t('bundles.limit')} data-testid="bundle-limit" />;

  return (
    <AssignPanel
      kind="bundle"
      choice={choice}
      options={offered.map((b) => ({ value: b.id, label: b.name, meta: <span className="gr-muted gr-option__meta">{t('card.trainings', { count: b.trainingCount })}</span> }))}
      fetching={bundles.isFetching}
      showLoading
      notFound={t('bundles.noBundles')}
      pending={assign.isPending}
      onSubmit={() => void submit()}
    />
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
      <RemoveButton name={bundle.name} confirm={t('bundles.removeConfirm', { name: bundle.name })} onConfirm={removeOne} />
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
                <EmptyNote icon={AppstoreOutlined} text={t('bundles.empty')} />
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
