import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Button, Modal, Popconfirm, Select, Spin } from 'antd';
import { CrownOutlined, DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { useToast } from '../../../lib/use-toast';
import { useAddCoOwner, useRemoveCoOwner } from '../api/mutations';
import { useCoOwnerCandidates, useTraining } from '../api/queries';
import type { PersonRef } from '../api/types';
import { useTrainingsT } from '../i18n';
import { MAX_CO_OWNERS, SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { serverMessageOr } from '../lib/errors';
import { localize, personName } from '../../../lib/localize';

const initialsOf = (p: { firstName: string; lastName: string }) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();

function CoOwnerManager({ trainingId }: { trainingId: string }) {
  const { t, language } = useTrainingsT();
  const toast = useToast();
  const training = useTraining(trainingId);
  const add = useAddCoOwner();
  const remove = useRemoveCoOwner();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const coOwners: PersonRef[] = training.data?.coOwnerDetails ?? [];
  const full = coOwners.length >= MAX_CO_OWNERS;
  const candidates = useCoOwnerCandidates(trainingId, search, !!training.data && !full);
  // Owner and existing co-owners are never offered (the server leaves them out too).
  const offered = (candidates.data ?? []).filter((c) => c.id !== training.data?.ownerId && !coOwners.some((o) => o.id === c.id));

  const onSearch = (text: string) => {
    setSearchText(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
  };

  const addChosen = async () => {
    if (!chosen) return;
    const person = offered.find((c) => c.id === chosen);
    try {
      await add.mutateAsync({ trainingId, userId: chosen });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('coOwners.addFailed')));
      return;
    }
    setChosen(null);
    setSearchText('');
    toast.success(t('coOwners.added'), person ? personName(person) : undefined);
  };

  const removeOne = async (person: PersonRef) => {
    try {
      await remove.mutateAsync({ trainingId, userId: person.id });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('coOwners.removeFailed')));
      return;
    }
    toast.success(t('coOwners.removed'), personName(person));
  };

  if (training.isPending) {
    return (
      <div className="tr-center">
        <Spin />
      </div>
    );
  }
  if (training.isError) return <Alert type="error" showIcon title={serverMessageOr(training.error, t('common.loadError'))} />;
  const data = training.data;

  return (
    <div className="tr-co-owners" data-testid="co-owner-manager">
      <p className="dialog-intro">
        <strong>{localize(data.title, language)}</strong> — {t('coOwners.intro', { max: MAX_CO_OWNERS })}
      </p>
      <div className="tr-person tr-person--owner">
        <Avatar className="avatar-initials" size={36}>
          {data.owner ? initialsOf(data.owner) : '?'}
        </Avatar>
        <div className="tr-person__text">
          <strong>{personName(data.owner) || t('common.unknownOwner')}</strong>
          <span className="tr-muted">
            <CrownOutlined /> {t('coOwners.owner')}
          </span>
        </div>
      </div>

      <h4 className="tr-tag-list__title">{t('coOwners.current', { count: coOwners.length, max: MAX_CO_OWNERS })}</h4>
      {coOwners.length === 0 ? (
        <p className="tr-muted">{t('coOwners.none')}</p>
      ) : (
        <ul className="tr-person-list">
          {coOwners.map((person) => (
            <li key={person.id} className="tr-person" data-testid="co-owner">
              <Avatar className="avatar-initials" size={36}>
                {initialsOf(person)}
              </Avatar>
              <div className="tr-person__text">
                <strong>{personName(person)}</strong>
                <span className="tr-muted">{person.email}</span>
              </div>
              <Popconfirm
                title={t('coOwners.removeConfirm', { name: personName(person) })}
                okText={t('coOwners.remove')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => removeOne(person)}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('coOwners.remove')}: ${personName(person)}`} />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}

      {full ? (
        <Alert type="info" showIcon title={t('coOwners.limitReached', { max: MAX_CO_OWNERS })} />
      ) : (
        <div className="tr-co-owners__add">
          <Select<string>
            showSearch={{ filterOption: false, searchValue: searchText, onSearch }}
            className="tr-co-owners__select"
            placeholder={t('coOwners.searchPlaceholder')}
            aria-label={t('coOwners.searchPlaceholder')}
            value={chosen ?? undefined}
            onChange={(value) => setChosen(value)}
            notFoundContent={candidates.isFetching ? <Spin size="small" /> : t('coOwners.noCandidates')}
            options={offered.map((c) => ({ value: c.id, label: `${personName(c)} (${c.email})` }))}
            data-testid="co-owner-select"
          />
          <Button type="primary" icon={<UserAddOutlined />} disabled={!chosen} loading={add.isPending} onClick={() => void addChosen()}>
            {t('coOwners.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Co-owner management (owner only): list, add (max 5), remove. */
export function CoOwnerDialog({ open, trainingId, onClose }: { open: boolean; trainingId: string; onClose: () => void }) {
  const { t } = useTrainingsT();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={600} centered destroyOnHidden title={t('coOwners.dialogTitle')} className="tr-co-owner-dialog">
      {open && <CoOwnerManager trainingId={trainingId} />}
    </Modal>
  );
}
