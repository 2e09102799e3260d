import { useState } from 'react';
import { Button, Grid, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { IconAction } from '../../../components/icon-action';
import { formatDateTime } from '../../../lib/format';
import { personName } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { useAddParticipant, useRemoveParticipant } from '../api/mutations';
import { searchPeople, type InstructionParticipant, type InstructionSessionView } from '../api/queries';
import { useSessionsT } from '../i18n';
import { useSessionAction } from '../lib/use-session-action';
import { SearchSelect } from './search-select';
import { ParticipantStateTag, SignatureImage } from './shared';

/** Put a person of the company on the list (a walk-in): a searched select and 'Hinzufügen'. */
/** `large`: the tablet's finger-sized controls. */
export function AddPersonForm({ session, onAdded, large = false }: { session: InstructionSessionView; onAdded?: () => void; large?: boolean }) {
  const { t } = useSessionsT();
  const toast = useToast();
  const add = useAddParticipant();
  const run = useSessionAction();
  const [userId, setUserId] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const listed = new Set(session.participants.map((p) => p.id));
  const submit = async () => {
    if (!userId) return;
    await run(
      () => add.mutateAsync({ sessionId: session.id, userId }),
      (view) => {
        const person = view.participants.find((p) => p.id === userId);
        toast.success(t('detail.added'), t('detail.addedText', { name: person ? personName(person) : label }));
        setUserId(null);
        onAdded?.();
      },
    );
  };
  return (
    <div className="is-add-person">
      <SearchSelect
        kind="people"
        scope={[...listed].sort().join(',')}
        search={(text, signal) => searchPeople(text, listed, signal)}
        value={userId}
        onChange={(value, option) => {
          setUserId(value);
          setLabel(option?.label ?? '');
        }}
        placeholder={t('detail.addPersonPlaceholder')}
        aria-label={t('detail.addPersonLabel')}
        className="is-add-person__select"
        testId="add-person-select"
        {...(large ? { size: 'large' as const } : {})}
      />
      <Button {...(large ? { size: 'large' as const } : {})} icon={<UserAddOutlined />} disabled={!userId} loading={add.isPending} onClick={() => void submit()} data-testid="add-person-submit">
        {t('common.add')}
      </Button>
    </div>
  );
}

/** The list: each person with their state, when they signed and their signature; walk-ins added, the not yet signed removed. */
export function ParticipantsPanel({ session }: { session: InstructionSessionView }) {
  const { t } = useSessionsT();
  const toast = useToast();
  // the table has the page's whole width only from lg on (the side panel moves beside it at 1100 px)
  const compact = !Grid.useBreakpoint().lg;
  const remove = useRemoveParticipant();
  const run = useSessionAction();
  const canChange = session.permissions.conduct;

  const removePerson = (p: InstructionParticipant) =>
    run(
      () => remove.mutateAsync({ sessionId: session.id, userId: p.id }),
      () => toast.success(t('detail.removed'), t('detail.removedText', { name: personName(p) })),
    );

  const signature = (p: InstructionParticipant) => (p.signatureUrl ? <SignatureImage url={p.signatureUrl} name={personName(p)} /> : <span className="is-muted">–</span>);
  const nameColumn: TableColumnsType<InstructionParticipant>[number] = {
    key: 'name',
    title: t('detail.columns.name'),
    render: (_, p) => (
      <div className="is-person">
        <strong>{personName(p)}</strong>
        <span className="is-muted">{p.email}</span>
        {/* narrow screens: state, time and signature below the name */}
        {compact && (
          <div className="is-person__compact">
            <ParticipantStateTag state={p.state} />
            {p.signedAt && <span className="is-muted">{formatDateTime(p.signedAt)}</span>}
            {p.signatureUrl && signature(p)}
          </div>
        )}
      </div>
    ),
  };
  const actions: TableColumnsType<InstructionParticipant>[number] = {
    key: 'actions',
    title: <span className="sr-only">{t('detail.remove')}</span>,
    width: 56,
    render: (_, p) =>
      canChange && p.state === 'invited' ? (
        <IconAction label={t('detail.removeLabel', { name: personName(p) })} icon={<DeleteOutlined />} danger disabled={remove.isPending} onClick={() => void removePerson(p)} testId="remove-participant" />
      ) : null,
  };
  const columns: TableColumnsType<InstructionParticipant> = compact
    ? [nameColumn, ...(canChange ? [actions] : [])]
    : [
        nameColumn,
        { key: 'state', title: t('detail.columns.state'), width: 150, render: (_, p) => <ParticipantStateTag state={p.state} /> },
        { key: 'signedAt', title: t('detail.columns.signedAt'), width: 170, render: (_, p) => formatDateTime(p.signedAt) || '–' },
        { key: 'signature', title: t('detail.columns.signature'), width: 190, render: (_, p) => signature(p) },
        ...(canChange ? [actions] : []),
      ];

  return (
    <section className="surface is-panel" aria-labelledby="is-participants-heading" data-testid="participants-panel">
      <h2 className="is-panel__title" id="is-participants-heading">
        {t('detail.participantsHeading', { count: session.participants.length })}
      </h2>
      {canChange && <AddPersonForm session={session} />}
      <Table<InstructionParticipant>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...session.participants]}
        pagination={session.participants.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: t('detail.participantsEmpty') }}
        onRow={(p) => ({ ...({ 'data-testid': 'participant-row', 'data-user-id': p.id } as object) })}
      />
    </section>
  );
}
