import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changelogGroupsQueryOptions } from '../../infolog';
import { SearchBox as SharedSearchBox } from '../../../components/search-box';
import { Button, Result, Select, Skeleton } from 'antd';
import { EmptyPanel } from '../../../components/empty-panel';
import { ClearOutlined, PlusOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth';
import { groupPolicy } from '../../../../shared/policy';
import { Pagination } from '../../../components/pagination';
import { useGroups } from '../api/queries';
import type { Group, GroupFilters, Ownership } from '../api/types';
import { useGroupsT } from '../i18n';
import { GROUP_PAGE_SIZE, OWNERSHIPS } from '../lib/constants';
import { hasActiveFilters, parseGroupSearch, toGroupSearch } from '../lib/filters';
import { BundlesDialog } from './bundles-dialog';
import { CoOwnersDialog } from './co-owners-dialog';
import { CreateGroupDialog } from './create-group-dialog';
import { GroupCard, type GroupAction } from './group-card';
import { InfologDialog } from './infolog-dialog';
import { MembersDialog } from './members-dialog';
import { ProgressDialog } from './progress-dialog';
import { TrainingsDialog } from './trainings-dialog';
import { useDeleteGroupFlow } from './use-delete-group';
import '../../../styles/list-pages.css';
import '../groups.css';

/**
 * Search input that reports only after typing pauses (server-side search). When the address changes
 * from elsewhere (filters reset), the input follows it.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useGroupsT();
  return <SharedSearchBox value={value} onSearch={onSearch} placeholder={t('page.searchPlaceholder')} label={t('page.searchLabel')} className="gr-filters__search" testId="group-search" />;
}

function LoadingGrid() {
  return (
    <div className="gr-grid" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="list-card surface list-card--skeleton gr-card--skeleton">
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      ))}
    </div>
  );
}

type OpenDialog = { kind: Exclude<GroupAction, 'delete'>; group: Group; open: boolean } | null;

/** Groups ("Einheiten") /groups (spec section 2): filters in the address, server-side paging (15). */
export function GroupsPage() {
  const { t } = useGroupsT();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const filters = parseGroupSearch(rawSearch);

  const [createOpen, setCreateOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const groups = useGroups(filters);
  const confirmDelete = useDeleteGroupFlow();
  // Groups whose infolog the user reads as a member (those with edit rights see it anyway).
  const infologGroups = useQuery(changelogGroupsQueryOptions());
  const readableInfologs = useMemo(() => new Set((infologGroups.data ?? []).map((g) => g.id)), [infologGroups.data]);

  /** Rewrites the address in place (no history entry per keystroke). */
  const updateFilters = (update: (current: GroupFilters) => GroupFilters) =>
    void navigate({
      to: '/groups',
      search: (prev: Record<string, unknown>) => toGroupSearch(update(parseGroupSearch(prev))),
      replace: true,
    });

  const totalPages = groups.data?.totalPages ?? 0;
  // A page beyond the end (e.g. after deleting the last group on it): go to the last page.
  useEffect(() => {
    if (groups.data && !groups.isPlaceholderData && totalPages > 0 && filters.page > totalPages) {
      void navigate({ to: '/groups', search: toGroupSearch({ ...filters, page: totalPages }), replace: true });
    }
  }, [groups.data, groups.isPlaceholderData, totalPages, filters, navigate]);

  const resetFilters = () => updateFilters(() => ({ search: '', ownership: 'alle', page: 1 }));
  const filtered = hasActiveFilters(filters);
  const list = groups.data?.groups ?? [];

  // Dialogs show the group as the list has it now (counts and co-owners change while they are open).
  const liveGroup = dialog ? (list.find((g) => g.id === dialog.group.id) ?? dialog.group) : null;

  const onAction = (group: Group, action: GroupAction) => {
    if (action === 'delete') confirmDelete(group);
    else setDialog({ kind: action, group, open: true });
  };

  // Creating units: root, admin, manager (not the read-only auditor; the server refuses anyway).
  const canCreate = !!user && groupPolicy.create(user.role);
  const createButton = canCreate ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreateOpen(true)} data-testid="create-group">
      {t('page.create')}
    </Button>
  ) : null;

  let content;
  if (groups.isPending) {
    content = <LoadingGrid />;
  } else if (groups.isError) {
    content = (
      <section className="surface">
        <Result
          status="warning"
          title={t('page.loadErrorTitle')}
          subTitle={groups.error.message}
          extra={<Button onClick={() => void groups.refetch()}>{t('common.retry')}</Button>}
        />
      </section>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyPanel testId="groups-empty" icon={filtered ? <SearchOutlined /> : <TeamOutlined />} title={filtered ? t('page.noResultsTitle') : t('page.emptyTitle')} text={filtered ? t('page.noResultsText') : t('page.emptyText')}>
        <div className="gr-empty-actions">
          {filtered ? (
            <Button icon={<ClearOutlined />} onClick={resetFilters}>
              {t('page.resetFilters')}
            </Button>
          ) : (
            createButton
          )}
        </div>
      </EmptyPanel>
    );
  } else {
    content = (
      <>
        <div className={`gr-grid${groups.isPlaceholderData ? ' list-grid--stale' : ''}`} data-testid="group-grid">
          {list.map((group) => (
            <GroupCard key={group.id} group={group} currentUserId={user?.id} canReadInfolog={readableInfologs.has(group.id)} onAction={onAction} />
          ))}
        </div>
        <Pagination
          page={filters.page}
          pageSize={groups.data?.pageSize ?? GROUP_PAGE_SIZE}
          total={groups.data?.totalCount ?? 0}
          onChange={(page) => {
            updateFilters((f) => ({ ...f, page }));
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );
  }

  // Closing keeps the dialog mounted until its closing animation has run (afterClose).
  const close = () => setDialog((d) => (d ? { ...d, open: false } : d));
  const dialogProps = liveGroup && dialog ? { group: liveGroup, open: dialog.open, onClose: close, afterClose: () => setDialog(null) } : null;

  return (
    <div className="page" data-testid="groups-page">
      <PageHeader title={t('page.title')} subtitle={t(canCreate ? 'page.subtitle' : 'page.subtitleReadOnly')} extra={createButton} />

      <section className="surface gr-filters" aria-label={t('page.searchLabel')}>
        <SearchBox value={filters.search} onSearch={(search) => updateFilters((f) => ({ ...f, search, page: 1 }))} />
        <Select<Ownership>
          prefix={<span className="gr-muted">{t('page.ownershipLabel')}:</span>}
          className="gr-filters__ownership"
          aria-label={t('page.ownershipLabel')}
          value={filters.ownership}
          onChange={(ownership) => updateFilters((f) => ({ ...f, ownership, page: 1 }))}
          options={OWNERSHIPS.map((o) => ({ value: o, label: t(`page.ownership.${o}`) }))}
          data-testid="group-ownership-filter"
        />
        {filtered && (
          <Button type="link" icon={<ClearOutlined />} onClick={resetFilters}>
            {t('page.resetFilters')}
          </Button>
        )}
      </section>

      {groups.data && list.length > 0 && (
        <p className="list-result-count" aria-live="polite" data-testid="group-count">
          {t('page.resultCount', { count: groups.data.totalCount })}
        </p>
      )}

      {content}

      {canCreate && <CreateGroupDialog open={createOpen} onClose={() => setCreateOpen(false)} />}
      {dialogProps && dialog?.kind === 'members' && <MembersDialog {...dialogProps} />}
      {dialogProps && dialog?.kind === 'trainings' && <TrainingsDialog {...dialogProps} />}
      {dialogProps && dialog?.kind === 'coOwners' && <CoOwnersDialog {...dialogProps} />}
      {dialogProps && dialog?.kind === 'bundles' && <BundlesDialog {...dialogProps} />}
      {dialogProps && dialog?.kind === 'progress' && <ProgressDialog {...dialogProps} />}
      {dialogProps && dialog?.kind === 'infolog' && <InfologDialog {...dialogProps} />}
    </div>
  );
}
