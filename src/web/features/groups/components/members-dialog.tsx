import { useState } from 'react';
import { Avatar, Button, Form, Input, Select, Spin, Tag } from 'antd';
import { MailOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { useDebouncedSearch } from '../../../components/co-owner-list-editor';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { serverMessageOr } from '../../../lib/api';
import { isRole, roleKey } from '../../../lib/authorization';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useAddMember, useRemoveMember } from '../api/mutations';
import { MEMBERS_PAGE_SIZE, useGroupMembers, useMemberCandidates } from '../api/queries';
import type { GroupMember } from '../api/types';
import { useGroupsT } from '../i18n';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { initialsOf, isNotFound, personName } from '../lib/people';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';
import { RemoveButton } from './assign-panel';
import { EmptyNote, QueryState } from './shared';

function RoleTag({ role }: { role: string }) {
  const { t } = useGroupsT();
  if (!isRole(role)) return null;
  return <Tag className="gr-role-tag">{t(`common.roles.${roleKey(role)}`)}</Tag>;
}

function AddMember({ groupId }: { groupId: string }) {
  const { t } = useGroupsT();
  const toast = useToast();
  const add = useAddMember();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = useMemberCandidates(groupId, search.search, true);

  const addByEmail = async () => {
    const value = email.trim();
    if (!value || add.isPending) return;
    try {
      const member = await add.mutateAsync({ groupId, email: value });
      setEmail('');
      setEmailError(null);
      toast.success(t('members.added'), t('members.addedText', { name: member ? personName(member) : value }));
    } catch (error) {
      const message = isNotFound(error) ? serverMessageOr(error, t('members.notFound')) : serverMessageOr(error, t('members.addFailed'));
      setEmailError(message);
      toast.error(t('common.error'), message);
    }
  };

  const addChosen = async () => {
    if (!chosen || add.isPending) return;
    const person = candidates.data?.find((c) => c.id === chosen);
    try {
      await add.mutateAsync({ groupId, userId: chosen });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('members.addFailed')));
      return;
    }
    setChosen(null);
    search.clear();
    toast.success(t('members.added'), t('members.addedText', { name: person ? personName(person) : '' }));
  };

  return (
    <section className="gr-panel" aria-label={t('members.addTitle')}>
      <h4 className="gr-panel__title">
        <UserAddOutlined /> {t('members.addTitle')}
      </h4>
      <Form layout="vertical" component="div" className="gr-add-form">
        <Form.Item
          label={t('members.email')}
          htmlFor="member-email"
          validateStatus={emailError ? 'error' : undefined}
          help={emailError ?? undefined}
          className="gr-add-form__item"
        >
          <div className="gr-add-row">
            <Input
              id="member-email"
              type="email"
              prefix={<MailOutlined className="gr-muted" />}
              value={email}
              placeholder={t('members.emailPlaceholder')}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(null);
              }}
              onPressEnter={() => void addByEmail()}
              data-testid="member-email"
            />
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              disabled={email.trim() === ''}
              loading={add.isPending && email.trim() !== ''}
              onClick={() => void addByEmail()}
              data-testid="member-email-add"
            >
              {t('common.add')}
            </Button>
          </div>
        </Form.Item>
        <Form.Item label={t('members.pickLabel')} htmlFor="member-pick" className="gr-add-form__item">
          <div className="gr-add-row">
            <Select<string>
              id="member-pick"
              showSearch={{ filterOption: false, searchValue: search.searchText, onSearch: search.onSearch }}
              placeholder={t('members.pickPlaceholder')}
              value={chosen ?? undefined}
              onChange={(value) => setChosen(value)}
              notFoundContent={candidates.isFetching ? <Spin size="small" /> : t('members.noCandidates')}
              options={(candidates.data ?? []).map((c) => ({ value: c.id, label: `${personName(c)} (${c.email})` }))}
              data-testid="member-pick"
            />
            <Button icon={<UserAddOutlined />} disabled={!chosen} onClick={() => void addChosen()} data-testid="member-pick-add">
              {t('common.add')}
            </Button>
          </div>
        </Form.Item>
      </Form>
    </section>
  );
}

function MemberList({ groupId, members, searching, canEdit }: { groupId: string; members: GroupMember[]; searching: boolean; canEdit: boolean }) {
  const { t } = useGroupsT();
  const toast = useToast();
  const remove = useRemoveMember();

  const removeOne = async (member: GroupMember) => {
    try {
      await remove.mutateAsync({ groupId, userId: member.id });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('members.removeFailed')));
      return;
    }
    toast.success(t('members.removed'), t('members.removedText', { name: personName(member) }));
  };

  return (
    <>
      {members.length === 0 ? (
        <EmptyNote icon={UserOutlined} text={searching ? t('members.noMatch') : t('members.empty')} />
      ) : (
        <ul className="gr-list" data-testid="member-list">
          {members.map((member) => (
            <li key={member.id} className="gr-list__item" data-testid="member-row">
              <Avatar className="avatar-initials" size={36}>
                {initialsOf(member)}
              </Avatar>
              <div className="gr-list__text">
                <strong>
                  {personName(member)} <RoleTag role={member.role} />
                  {!member.isActive && <Tag color="default">{t('common.inactive')}</Tag>}
                </strong>
                <span className="gr-muted">
                  {member.email}
                  {member.addedAt ? ` · ${t('members.since', { date: formatDate(member.addedAt) })}` : ''}
                </span>
              </div>
              {canEdit && (
                <RemoveButton
                  name={personName(member)}
                  confirm={t('members.removeConfirm', { name: personName(member) })}
                  description={t('members.removeHint')}
                  onConfirm={() => removeOne(member)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Members of a group: list with remove, add by email or from the company's users. */
export function MembersDialog(props: GroupDialogProps) {
  const { group } = props;
  const { t } = useGroupsT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const members = useGroupMembers(group.id, search, page);
  const canEdit = group.permissions.edit;
  const total = members.data?.total ?? 0;

  return (
    <GroupDialog {...props} kind="members">
      {canEdit && <AddMember groupId={group.id} />}
      <section aria-labelledby="gr-members-list-title">
        <h4 className="gr-section-title" id="gr-members-list-title">
          {t('members.listTitle', { count: total })}
        </h4>
        {(total > MEMBERS_PAGE_SIZE || search !== '') && (
          <SearchBox
            value={search}
            onSearch={(text) => {
              if (text === search) return;
              setSearch(text);
              setPage(1);
            }}
            placeholder={t('members.searchPlaceholder')}
            label={t('members.searchLabel')}
            className="gr-members-search"
            testId="member-search"
          />
        )}
        <QueryState query={members}>{(data) => <MemberList groupId={group.id} members={data.items} searching={search !== ''} canEdit={canEdit} />}</QueryState>
        <Pagination page={page} pageSize={MEMBERS_PAGE_SIZE} total={total} onChange={setPage} />
      </section>
    </GroupDialog>
  );
}
