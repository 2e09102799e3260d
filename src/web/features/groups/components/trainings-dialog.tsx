import { Button, Tag, Tooltip } from 'antd';
import { AppstoreOutlined, DeleteOutlined, ReadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { serverMessageOr } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useAssignTraining, useRemoveTraining, useUpdateDeadline } from '../api/mutations';
import { useGroupTrainings, usePickTrainings } from '../api/queries';
import type { GroupTraining } from '../api/types';
import { useGroupsT } from '../i18n';
import { localize } from '../lib/people';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';
import { AssignPanel, RemoveButton, useAssignChoice } from './assign-panel';
import { DeadlineSelect, DeadlineText, EmptyNote, QueryState } from './shared';

function StatusTag({ status }: { status: string }) {
  const { t } = useGroupsT();
  if (status === 'draft') return <Tag color="gold">{t('common.draft')}</Tag>;
  if (status === 'archived') return <Tag>{t('common.archived')}</Tag>;
  return null;
}

/** Assign a training of the company library with a deadline of 1-4 weeks (default 2). */
function AssignTraining({ groupId, assigned }: { groupId: string; assigned: GroupTraining[] }) {
  const { t, language } = useGroupsT();
  const toast = useToast();
  const assign = useAssignTraining();
  const choice = useAssignChoice();
  const { chosen, weeks } = choice;
  const library = usePickTrainings(choice.search.search, true);

  // Trainings assigned directly are not offered again; one that only comes via a bundle may be.
  const direct = new Set(assigned.filter((a) => !a.viaBundle).map((a) => a.id));
  const offered = (library.data?.trainings ?? []).filter((tr) => !direct.has(tr.id));

  const submit = async () => {
    if (!chosen || assign.isPending) return;
    const training = offered.find((tr) => tr.id === chosen);
    let result: GroupTraining | undefined;
    try {
      result = await assign.mutateAsync({ groupId, trainingId: chosen, weeks });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('trainings.assignFailed')));
      return;
    }
    const deadline = result?.deadline ?? dayjs().add(weeks, 'week').toISOString();
    toast.success(
      t('trainings.assigned'),
      t('trainings.assignedText', { title: localize(result?.title ?? training?.title, language), date: formatDate(deadline) }),
    );
    choice.reset();
  };

  return (
    <AssignPanel
      kind="training"
      choice={choice}
      options={offered.map((tr) => ({ value: tr.id, label: localize(tr.title, language), meta: <StatusTag status={tr.status} /> }))}
      fetching={library.isFetching}
      notFound={t('trainings.noTrainings')}
      pending={assign.isPending}
      onSubmit={() => void submit()}
    />
  );
}

function TrainingRow({ groupId, training, canEdit }: { groupId: string; training: GroupTraining; canEdit: boolean }) {
  const { t, language } = useGroupsT();
  const toast = useToast();
  const remove = useRemoveTraining();
  const updateDeadline = useUpdateDeadline();
  const title = localize(training.title, language);

  const removeOne = async () => {
    try {
      await remove.mutateAsync({ groupId, trainingId: training.id });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('trainings.removeFailed')));
      return;
    }
    toast.success(t('trainings.removed'), t('trainings.removedText', { title }));
  };

  // Spec section 8: deadline update errors are only logged.
  const changeDeadline = (weeks: number) =>
    updateDeadline.mutate(
      { groupId, trainingId: training.id, weeks },
      { onError: (error) => console.error('Deadline update failed', error) },
    );

  return (
    <li className="gr-list__item" data-testid="group-training-row">
      <span className="gr-list__icon" aria-hidden="true">
        {training.viaBundle ? <AppstoreOutlined /> : <ReadOutlined />}
      </span>
      <div className="gr-list__text">
        <strong>
          {title} <StatusTag status={training.status} />
        </strong>
        <span className="gr-list__meta">
          <DeadlineText deadline={training.deadline} />
          {training.viaBundle && (
            <Tag color="purple" className="gr-bundle-tag" data-testid="via-bundle">
              {t('trainings.viaBundle', { name: training.viaBundle.name })}
            </Tag>
          )}
        </span>
      </div>
      {canEdit && (
        <div className="gr-list__actions">
          <DeadlineSelect
            size="small"
            value={undefined}
            placeholder={t('trainings.changeDeadline')}
            onChange={changeDeadline}
            disabled={updateDeadline.isPending}
            ariaLabel={`${t('trainings.changeDeadline')}: ${title}`}
            className="gr-deadline-select gr-deadline-select--small"
          />
          {training.viaBundle ? (
            <Tooltip title={t('trainings.viaBundleHint')}>
              <Button type="text" icon={<DeleteOutlined />} disabled aria-label={`${t('common.remove')}: ${title}`} />
            </Tooltip>
          ) : (
            <RemoveButton name={title} confirm={t('trainings.removeConfirm', { title })} onConfirm={removeOne} />
          )}
        </div>
      )}
    </li>
  );
}

/** Trainings assigned to a group (directly or via bundles), assign with deadline, change deadline, remove. */
export function TrainingsDialog(props: GroupDialogProps) {
  const { group } = props;
  const { t } = useGroupsT();
  const trainings = useGroupTrainings(group.id);
  const canEdit = group.permissions.edit;

  return (
    <GroupDialog {...props} kind="trainings">
      <p className="dialog-intro gr-intro">{t('trainings.intro')}</p>
      <QueryState query={trainings}>
        {(data) => (
          <>
            {canEdit && <AssignTraining groupId={group.id} assigned={data} />}
            <section>
              <h4 className="gr-section-title">{t('trainings.listTitle', { count: data.length })}</h4>
              {data.length === 0 ? (
                <EmptyNote icon={ReadOutlined} text={t('trainings.empty')} />
              ) : (
                <ul className="gr-list" data-testid="group-training-list">
                  {data.map((training) => (
                    <TrainingRow
                      key={`${training.id}-${training.viaBundle?.id ?? 'direct'}`}
                      groupId={group.id}
                      training={training}
                      canEdit={canEdit}
                    />
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
