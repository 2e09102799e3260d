import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Button, Modal, Popconfirm, Select, Spin } from 'antd';
import { CrownOutlined, DeleteOutlined, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useAddCoOwner, useRemoveCoOwner } from '../api/mutations';
import { useCoOwnerCandidates } from '../api/queries';
import type { PersonRef } from '../api/types';
import { useGroupsT } from '../i18n';
import { MAX_CO_OWNERS, SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { initialsOf, personName } from '../lib/people';
import type { GroupDialogProps } from './dialog-props';
import { DialogTitle } from './shared';

/** Co-owners of a group (root and the owner): at most five; the owner and existing ones are not offered. */
export function CoOwnersDialog({ group, open, onClose, afterClose }: GroupDialogProps) {
  const { t } = useGroupsT();
  const toast = useToast();
  const add = useAddCoOwner();
  const remove = useRemoveCoOwner();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const coOwners = group.coOwnerDetails;
  const full = coOwners.length >= MAX_CO_OWNERS;
  const candidates = useCoOwnerCandidates(group.id, search, open && !full);
  // The server leaves them out too; filtered again so that a stale list never offers them.
  const offered = (candidates.data ?? []).filter((c) => c.id !== group.ownerId && !group.coOwners.includes(c.id));

  const onSearch = (text: string) => {
    setSearchText(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
  };

  const addChosen = async () => {
    if (!chosen || add.isPending) return;
    const person = offered.find((c) => c.id === chosen);
    try {
      await add.mutateAsync({ groupId: group.id, userId: chosen });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('coOwners.addFailed')));
      return;
    }
    setChosen(null);
    setSearchText('');
    toast.success(t('coOwners.added'), person ? t('coOwners.addedText', { name: personName(person) }) : undefined);
  };

  const removeOne = async (person: PersonRef) => {
    try {
      await remove.mutateAsync({ groupId: group.id, userId: person.id });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('coOwners.removeFailed')));
      return;
    }
    toast.success(t('coOwners.removed'), t('coOwners.removedText', { name: personName(person) }));
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={600}
      centered
      className="gr-dialog gr-co-owners-dialog"
      title={<DialogTitle icon={<UsergroupAddOutlined />} title={t('coOwners.title')} groupName={group.name} />}
    >
      <div className="gr-dialog-body" data-testid="group-co-owner-manager">
        <p className="dialog-intro gr-intro">{t('coOwners.intro', { max: MAX_CO_OWNERS })}</p>
        <div className="gr-list__item gr-owner-box">
          <Avatar className="avatar-initials" size={36}>
            {initialsOf(group.owner)}
          </Avatar>
          <div className="gr-list__text">
            <strong>{personName(group.owner) || t('common.unknownOwner')}</strong>
            <span className="gr-muted">
              <CrownOutlined /> {t('common.owner')}
            </span>
          </div>
        </div>

        <section>
          <h4 className="gr-section-title">{t('coOwners.listTitle', { count: coOwners.length, max: MAX_CO_OWNERS })}</h4>
          {coOwners.length === 0 ? (
            <div className="gr-empty">
              <UsergroupAddOutlined className="gr-empty__icon" />
              <span>{t('coOwners.none')}</span>
            </div>
          ) : (
            <ul className="gr-list">
              {coOwners.map((person) => (
                <li key={person.id} className="gr-list__item" data-testid="group-co-owner">
                  <Avatar className="avatar-initials" size={36}>
                    {initialsOf(person)}
                  </Avatar>
                  <div className="gr-list__text">
                    <strong>{personName(person)}</strong>
                    <span className="gr-muted">{person.email}</span>
                  </div>
                  <Popconfirm
                    title={t('coOwners.removeConfirm', { name: personName(person) })}
                    okText={t('common.remove')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => removeOne(person)}
                  >
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.remove')}: ${personName(person)}`} />
                  </Popconfirm>
                </li>
              ))}
            </ul>
          )}
        </section>

        {full ? (
          <Alert type="info" showIcon title={t('coOwners.limitReached', { max: MAX_CO_OWNERS })} />
        ) : (
          <div className="gr-add-row">
            <Select<string>
              showSearch={{ filterOption: false, searchValue: searchText, onSearch }}
              placeholder={t('coOwners.pickPlaceholder')}
              aria-label={t('coOwners.pickPlaceholder')}
              value={chosen ?? undefined}
              onChange={(value) => setChosen(value)}
              notFoundContent={candidates.isFetching ? <Spin size="small" /> : t('coOwners.noCandidates')}
              options={offered.map((c) => ({ value: c.id, label: `${personName(c)} (${c.email})` }))}
              data-testid="group-co-owner-select"
            />
            <Button type="primary" icon={<UserAddOutlined />} disabled={!chosen} loading={add.isPending} onClick={() => void addChosen()}>
              {t('common.add')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
