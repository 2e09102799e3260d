import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { SearchBox as SharedSearchBox } from '../../../components/search-box';
import { App, Avatar, Button, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { IconAction } from '../../../components/icon-action';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  ExclamationCircleFilled,
  IdcardOutlined,
  KeyOutlined,
  MailOutlined,
  PrinterOutlined,
  SearchOutlined,
  StopOutlined,
  TabletOutlined,
  UploadOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { PageHeader } from '../../../components/page-header';
import { serverMessageOr } from '../../../lib/api';
import { fullName, initials, useCurrentUser, type Role } from '../../../lib/auth';
import { can } from '../../../lib/authorization';
import { daysUntil, formatDate, formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { currentLanguage } from '../../../i18n';
import { invitableRoles } from '../../../../shared/user-policy';
import { USERS_PAGE_SIZE } from '../../../../shared/rules';
import { ROLES, isCompanyUser, privacyPolicy } from '../../../../shared/policy';
import { EmptyPanel } from '../../../components/empty-panel';
import { ResetFiltersButton, ResultCount, FilterPagination } from '../../../components/list-page';
import { useDeleteUser, useIssueStartCode, usePrintBadge, usePrintBadges, usePrintStartLetters, useResendInvitation, useSetUserActive } from '../api/mutations';
import type { StartCodeAnswer } from '../../../../shared/contracts/identity';
import { StartCodeDialog } from './start-code-dialog';
import { useUsers } from '../api/queries';
import type { ManagedUser, RoleFilter, UserFilters } from '../api/types';
import { useUsersT } from '../i18n';
import { EditUserDialog } from './edit-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { ImportUsersDialog } from './import-users-dialog';
import { RoleTag, useRoleLabel } from './role-tag';
import { BulkPrintBar } from './bulk-print-bar';
import { LoadError } from '../../../components/load-error';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { ErasePersonDialog, type PersonToErase } from '../../data-protection';
import '../users.css';

const FILTER_ROLES: readonly Role[] = ROLES.filter(isCompanyUser);

/** Start letters and badges are printed for people with a personnel number whom the caller may edit (issue 33). */
const printable = (user: ManagedUser): boolean => user.permissions.edit && Boolean(user.personnelNumber);

/**
 * The select-all box of the table's header. antd copies the column titles into a hidden row that
 * measures the columns of a scrolling table (aria-hidden); there the copy must not take the focus.
 */
function SelectAllTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element?.closest('[aria-hidden="true"]')) element.querySelectorAll('input').forEach((input) => (input.tabIndex = -1));
  });
  return <span ref={ref}>{children}</span>;
}

/** Search input that reports only after typing pauses (server-side search). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const t = useUsersT();
  return <SharedSearchBox value={value} onSearch={onSearch} placeholder={t('page.searchPlaceholder')} label={t('page.searchLabel')} className="us-filters__search" testId="users-search" />;
}

/**
 * Users page /users (spec section 2): search (names, e-mail, personnel number), role filter, table,
 * pagination, invite and edit dialogs; start letters and badges for one person or for those ticked on
 * the page (issue 33), and the way to the kiosk devices for root and admins.
 */
export function UsersPage() {
  const t = useUsersT();
  const tg = useUsersT();
  const confirmDeleteDialog = useConfirmDelete();
  const toast = useToast();
  const roleLabel = useRoleLabel();
  const { data: me } = useCurrentUser();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<UserFilters>({ search: '', role: '', page: 1 });
  // the ids ticked on the page shown (a new page, search or filter starts a new selection)
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [erasing, setErasing] = useState<PersonToErase | null>(null);

  const users = useUsers(filters);
  const setActive = useSetUserActive();
  const resendInvitation = useResendInvitation();
  const deleteUser = useDeleteUser();
  const issueStartCode = useIssueStartCode();
  const printStartLetters = usePrintStartLetters();
  const printBadge = usePrintBadge();
  const printBadges = usePrintBadges();
  const [startCode, setStartCode] = useState<{ user: ManagedUser; answer: StartCodeAnswer } | null>(null);

  const actorRole: Role = me?.role ?? 'non-managing';
  const canInvite = invitableRoles(actorRole).length > 0;
  const canManageKiosks = can(me, 'kiosks');
  // pseudonymise a person who left (GDPR Art. 17): root and admins, a deactivated person only
  const canErase = privacyPolicy.erasePerson(actorRole);
  const totalPages = users.data?.totalPages ?? 0;

  // A page beyond the end (e.g. after deleting the last user on it): go to the last page.
  if (users.data && !users.isPlaceholderData && totalPages > 0 && filters.page > totalPages) {
    setFilters({ ...filters, page: totalPages });
  }

  const filtered = filters.search !== '' || filters.role !== '';
  const changeFilters = (change: (current: UserFilters) => UserFilters) => {
    setFilters(change);
    setSelected([]);
  };
  const resetFilters = () => changeFilters(() => ({ search: '', role: '', page: 1 }));

  const toggleActive = async (user: ManagedUser) => {
    const active = !user.isActive;
    try {
      await setActive.mutateAsync({ id: user.id, active });
    } catch (error) {
      toast.error(tg('common.error'), serverMessageOr(error, t(active ? 'actions.activateFailed' : 'actions.deactivateFailed')));
      return;
    }
    toast.success(t(active ? 'actions.activated' : 'actions.deactivated'), t(active ? 'actions.activatedText' : 'actions.deactivatedText', { name: fullName(user) }));
  };

  const newStartCode = async (user: ManagedUser) => {
    try {
      setStartCode({ user, answer: await issueStartCode.mutateAsync(user.id) });
    } catch (error) {
      toast.error(tg('common.error'), serverMessageOr(error, t('startCode.failed')));
    }
  };

  const printLetter = async (user: ManagedUser) => {
    try {
      await printStartLetters.mutateAsync({ ids: [user.id], lang: currentLanguage() });
    } catch (error) {
      toast.error(tg('common.error'), serverMessageOr(error, t('startCode.letterFailed')));
    }
  };

  /** A badge replaces the one printed before: said first, then the PDF (the dialog's button spins until it is there). */
  const confirmBadge = (user: ManagedUser) =>
    modal.confirm({
      title: t('badge.confirmTitle', { name: fullName(user) }),
      icon: <ExclamationCircleFilled />,
      content: t('badge.confirmText'),
      okText: t('badge.print'),
      cancelText: t('common.cancel'),
      className: 'us-badge-confirm',
      onOk: async () => {
        try {
          await printBadge.mutateAsync({ id: user.id, lang: currentLanguage() });
        } catch (error) {
          toast.error(tg('common.error'), serverMessageOr(error, t('badge.failed')));
        }
      },
    });

  const resend = async (user: ManagedUser) => {
    try {
      const sent = await resendInvitation.mutateAsync(user.id);
      if (sent.invitationSent) toast.success(t('actions.invitationResent'), t('actions.invitationResentText', { email: user.email }));
      else toast.info(t('actions.invitationResent'), t('actions.invitationResendMailFailed'));
    } catch (error) {
      toast.error(tg('common.error'), serverMessageOr(error, t('actions.invitationResendFailed')));
    }
  };

  const confirmDelete = (user: ManagedUser) =>
    confirmDeleteDialog({
      title: t('actions.deleteConfirmTitle'),
      content: t('actions.deleteConfirmText', { name: fullName(user) }),
      className: 'us-delete-confirm',
      remove: () => deleteUser.mutateAsync(user.id),
      successTitle: t('actions.deleted'),
      successText: t('actions.deletedText', { name: fullName(user) }),
      failedText: t('actions.deleteFailed'),
    });

  const rows = users.data?.users ?? [];
  // null: never signed in; absent: the server does not tell this caller (works-council mode, issue 35)
  const showsLastLogin = rows.length === 0 || rows.some((u) => u.lastLogin !== undefined);

  const columns: TableColumnsType<ManagedUser> = [
    {
      key: 'user',
      title: t('table.user'),
      render: (_, user) => (
        <div className="us-person">
          <Avatar className="avatar-initials" size={36} aria-hidden="true">
            {initials(user)}
          </Avatar>
          <div className="us-person__text">
            <span className="us-person__name">
              {fullName(user)}
              {user.id === me?.id && <span className="us-person__you"> ({t('table.you')})</span>}
            </span>
            <span className="us-person__email">
              {user.email || <span className="us-person__no-email">{t('table.noEmail')}</span>}
              {user.personnelNumber && <span className="us-person__number">{t('table.personnelNumber', { number: user.personnelNumber })}</span>}
            </span>
          </div>
        </div>
      ),
    },
    {
      key: 'role',
      title: t('table.role'),
      width: 170,
      render: (_, user) => <RoleTag role={user.role} />,
    },
    // left out when the rows carry no last sign-in (works-council mode, answers to managers; issue 35)
    ...(showsLastLogin
      ? [
          {
            key: 'lastLogin',
            title: t('table.lastLogin'),
            width: 180,
            responsive: ['md'],
            render: (_, user) => (
              <span className={user.lastLogin ? undefined : 'us-muted'} data-testid="last-login">
                {user.lastLogin ? formatDateTime(user.lastLogin) : t('table.never')}
              </span>
            ),
          } satisfies TableColumnsType<ManagedUser>[number],
        ]
      : []),
    {
      key: 'status',
      title: t('table.status'),
      width: 170,
      render: (_, user) => (
        <div className="us-status">
          {user.isActive ? (
            <Tag color="success" data-testid="status-tag">
              {t('table.active')}
            </Tag>
          ) : (
            <Tag color="default" data-testid="status-tag">
              {t('table.inactive')}
            </Tag>
          )}
          {user.invitationPending && (
            <Tag color="gold" data-testid="invitation-pending-tag">
              {t('table.invitationPending')}
            </Tag>
          )}
          {user.accessUntil && (
            <span className={daysUntil(user.accessUntil) < 0 ? 'us-access us-access--ended' : 'us-access'} data-testid="access-until-label">
              {t(daysUntil(user.accessUntil) < 0 ? 'table.accessEnded' : 'table.accessUntil', { date: formatDate(user.accessUntil) })}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      width: 260,
      align: 'right',
      render: (_, user) => {
        const name = fullName(user);
        const p = user.permissions;
        const canToggle = user.isActive ? p.deactivate : p.activate;
        const erasable = canErase && !user.isActive;
        if (!p.edit && !canToggle && !p.delete && !erasable && !user.canResendInvitation) return <span className="sr-only">{t('table.noActions')}</span>;
        const label = (
          action: 'actions.edit' | 'actions.deactivate' | 'actions.activate' | 'actions.erase' | 'actions.resendInvitation' | 'startCode.action' | 'startCode.letter' | 'badge.print' | 'common.delete',
        ) =>
          t('actions.forUser', { action: t(action), name });
        return (
          <div className="us-actions">
            {user.canResendInvitation && (
              <IconAction
                tooltip={t('actions.resendInvitation')}
                label={label('actions.resendInvitation')}
                icon={<MailOutlined />}
                disabled={resendInvitation.isPending}
                onClick={() => void resend(user)}
              />
            )}
            {p.edit && user.personnelNumber && (
              <IconAction
                tooltip={t('startCode.action')}
                label={label('startCode.action')}
                icon={<KeyOutlined />}
                disabled={issueStartCode.isPending}
                onClick={() => void newStartCode(user)}
              />
            )}
            {p.edit && user.personnelNumber && (
              <IconAction
                tooltip={t('startCode.letter')}
                label={label('startCode.letter')}
                icon={<PrinterOutlined />}
                disabled={printStartLetters.isPending}
                onClick={() => void printLetter(user)}
              />
            )}
            {printable(user) && (
              <IconAction
                tooltip={t('badge.print')}
                label={label('badge.print')}
                icon={<IdcardOutlined />}
                disabled={printBadge.isPending}
                onClick={() => confirmBadge(user)}
              />
            )}
            {p.edit && (
              <IconAction tooltip={t('actions.edit')} label={label('actions.edit')} icon={<EditOutlined />} onClick={() => setEditing(user)} />
            )}
            {canToggle &&
              (user.isActive ? (
                <IconAction tooltip={t('actions.deactivate')} label={label('actions.deactivate')} icon={<StopOutlined />} onClick={() => void toggleActive(user)} />
              ) : (
                <IconAction
                  tooltip={t('actions.activate')}
                  label={label('actions.activate')}
                  className="us-actions__activate"
                  icon={<CheckCircleOutlined />}
                  onClick={() => void toggleActive(user)}
                />
              ))}
            {erasable && (
              <IconAction
                tooltip={t('actions.erase')}
                label={label('actions.erase')}
                icon={<UserDeleteOutlined />}
                danger
                onClick={() => setErasing({ id: user.id, name })}
                testId="user-erase"
              />
            )}
            {p.delete && (
              <IconAction tooltip={t('common.delete')} label={label('common.delete')} icon={<DeleteOutlined />} danger onClick={() => confirmDelete(user)} />
            )}
          </div>
        );
      },
    },
  ];

  const selectedRows = rows.filter((u) => selected.includes(u.id) && printable(u));
  const notSelectable = (user: ManagedUser) => t(user.personnelNumber ? 'selection.notEditable' : 'selection.noPersonnelNumber');

  let content;
  if (users.isError) {
    content = <LoadError surface title={t('page.loadErrorTitle')} message={serverMessageOr(users.error, users.error.message)} onRetry={() => users.refetch()} />;
  } else if (!users.isPending && rows.length === 0) {
    content = (
      <EmptyPanel testId="users-empty" icon={<SearchOutlined />} title={t('page.emptyTitle')} text={t('page.emptyText')}>
        {filtered && <ResetFiltersButton text={t('page.resetFilters')} onReset={resetFilters} />}
      </EmptyPanel>
    );
  } else {
    content = (
      <>
        <section className="surface us-table-wrap">
          <Table<ManagedUser>
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={users.isPending || (users.isFetching && users.isPlaceholderData)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            aria-label={t('table.label')}
            rowSelection={
              canInvite
                ? {
                    selectedRowKeys: selectedRows.map((u) => u.id),
                    onChange: (keys) => setSelected(keys.map(String)),
                    columnWidth: 48,
                    getTitleCheckboxProps: () => ({ 'aria-label': t('selection.selectPage') }),
                    columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle>,
                    getCheckboxProps: (user) => ({
                      disabled: !printable(user),
                      'aria-label': printable(user) ? t('selection.select', { name: fullName(user) }) : `${fullName(user)}: ${notSelectable(user)}`,
                    }),
                    // why a box cannot be ticked, on hover (the box's own name says it to screen readers)
                    renderCell: (_checked, user, _index, node) =>
                      printable(user) ? (
                        node
                      ) : (
                        <Tooltip title={notSelectable(user)}>
                          <span className="us-select-off">{node}</span>
                        </Tooltip>
                      ),
                  }
                : undefined
            }
            rowClassName={(user) => (user.isActive ? 'us-row' : 'us-row us-row--inactive')}
            onRow={(user) => ({ 'data-testid': 'user-row', 'data-user-email': user.email }) as HTMLAttributes<HTMLElement>}
          />
        </section>
        <FilterPagination filters={filters} onFilters={changeFilters} data={users.data} fallbackPageSize={USERS_PAGE_SIZE} />
      </>
    );
  }

  return (
    <div className="page" data-testid="users-page">
      <PageHeader
        title={t('page.title')}
        subtitle={t(canInvite ? 'page.subtitle' : 'page.subtitleReadOnly')}
        extra={
          (canInvite || canManageKiosks) && (
            <Space wrap>
              {canManageKiosks && (
                <Button icon={<TabletOutlined />} onClick={() => void navigate({ to: '/kiosks' })} data-testid="open-kiosks">
                  {t('page.kiosks')}
                </Button>
              )}
              {canInvite && (
                <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)} data-testid="import-users">
                  {t('import.button')}
                </Button>
              )}
              {canInvite && (
                <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviteOpen(true)}>
                  {t('page.invite')}
                </Button>
              )}
            </Space>
          )
        }
      />

      <section className="surface us-filters">
        <SearchBox value={filters.search} onSearch={(search) => changeFilters((f) => ({ ...f, search, page: 1 }))} />
        <Select<RoleFilter>
          className="us-filters__role"
          prefix={<span className="us-muted">{t('page.roleFilterLabel')}:</span>}
          aria-label={t('page.roleFilterLabel')}
          value={filters.role}
          onChange={(role) => changeFilters((f) => ({ ...f, role, page: 1 }))}
          options={[{ value: '' as RoleFilter, label: t('page.allRoles') }, ...FILTER_ROLES.map((r) => ({ value: r as RoleFilter, label: roleLabel(r) }))]}
          data-testid="users-role-filter"
        />
        {filtered && <ResetFiltersButton link text={t('page.resetFilters')} onReset={resetFilters} />}
        {users.data && <ResultCount as="span" className="us-filters__count" testId="users-count" text={t('page.count', { count: users.data.totalCount })} />}
      </section>

      {selectedRows.length > 0 && (
        <BulkPrintBar
          users={selectedRows}
          printStartLetters={(ids) => printStartLetters.mutateAsync({ ids, lang: currentLanguage() })}
          printBadges={(ids) => printBadges.mutateAsync({ ids, lang: currentLanguage() })}
          onClear={() => setSelected([])}
        />
      )}

      {content}

      {canInvite && <InviteUserDialog open={inviteOpen} actorRole={actorRole} onClose={() => setInviteOpen(false)} />}
      {canInvite && <ImportUsersDialog open={importOpen} onClose={() => setImportOpen(false)} />}
      <EditUserDialog user={editing} actorRole={actorRole} onClose={() => setEditing(null)} />
      <StartCodeDialog user={startCode?.user ?? null} answer={startCode?.answer ?? null} onClose={() => setStartCode(null)} />
      {canErase && <ErasePersonDialog person={erasing} onClose={() => setErasing(null)} />}
    </div>
  );
}
