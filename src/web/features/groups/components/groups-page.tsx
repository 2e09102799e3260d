import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changelogGroupsQueryOptions } from '../../infolog';
import { SearchBox as SharedSearchBox } from '../../../components/search-box';
import { Button, Skeleton } from 'antd';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useSearch } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth';
import { groupPolicy } from '../../../../shared/policy';
import { FilterableEmptyPanel, filterableEmptyTexts, ListContent, ResetFiltersButton, ResultCount, FilterPagination, SkeletonGrid } from '../../../components/list-page';
import { useGroups } from '../api/queries';
import type { Group, GroupFilters } from '../api/types';
import { useGroupsT } from '../i18n';
import { GROUP_PAGE_SIZE } from '../lib/constants';
import { hasActiveFilters, parseGroupSearch, toGroupSearch } from '../lib/filters';
import { useAddressFilters, type AddressFilters } from '../../../lib/use-address-filters';
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
import { OwnershipSelect } from '../../../components/ownership-select';

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
    <SkeletonGrid className="gr-grid" cardClassName="list-card surface list-card--skeleton gr-card--skeleton">
      <Skeleton active avatar paragraph={{ rows: 4 }} />
    </SkeletonGrid>
  );
}

const GROUP_SEARCH: AddressFilters<GroupFilters> = { parse: parseGroupSearch, toSearch: toGroupSearch };

type OpenDialog = { kind: Exclude<GroupAction, 'delete'>; group: Group; open: boolean } | null;

/** Groups ("Einheiten") /groups (spec section 2): filters in the address, server-side paging (15). */
export function GroupsPage() {
  const { t } = useGroupsT();
  const { data: user } = useCurrentUser();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const filters = parseGroupSearch(rawSearch);

  const [createOpen, setCreateOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const groups = useGroups(filters);
  const confirmDelete = useDeleteGroupFlow();
  // Groups whose infolog the user reads as a member (those with edit rights see it anyway).
  const infologGroups = useQuery(changelogGroupsQueryOptions());
  const readableInfologs = useMemo(() => new Set((infologGroups.data ?? []).map((g) => g.id)), [infologGroups.data]);

  const updateFilters = useAddressFilters('/groups', GROUP_SEARCH, filters, groups);

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

  const content = (
    <ListContent
      query={groups}
      loading={<LoadingGrid />}
      errorTitle={t('page.loadErrorTitle')}
      isEmpty={list.length === 0}
      empty={
        <FilterableEmptyPanel
          testId="groups-empty"
          filtered={filtered}
          icon={<TeamOutlined />}
          {...filterableEmptyTexts(t, 'page')}
          onReset={resetFilters}
          actionsClassName="gr-empty-actions"
        >
          {createButton}
        </FilterableEmptyPanel>
      }
    >
      <div className={`gr-grid${groups.isPlaceholderData ? ' list-grid--stale' : ''}`} data-testid="group-grid">
        {list.map((group) => (
          <GroupCard key={group.id} group={group} currentUserId={user?.id} canReadInfolog={readableInfologs.has(group.id)} onAction={onAction} />
        ))}
      </div>
      <FilterPagination filters={filters} onFilters={updateFilters} data={groups.data} fallbackPageSize={GROUP_PAGE_SIZE} />
    </ListContent>
  );

  // Closing keeps the dialog mounted until its closing animation has run (afterClose).
  const close = () => setDialog((d) => (d ? { ...d, open: false } : d));
  const dialogProps = liveGroup && dialog ? { group: liveGroup, open: dialog.open, onClose: close, afterClose: () => setDialog(null) } : null;

  return (
    <div className="page" data-testid="groups-page">
      <PageHeader title={t('page.title')} subtitle={t(canCreate ? 'page.subtitle' : 'page.subtitleReadOnly')} extra={createButton} />

      <section className="surface gr-filters" aria-label={t('page.searchLabel')}>
        <SearchBox value={filters.search} onSearch={(search) => updateFilters((f) => ({ ...f, search, page: 1 }))} />
        <OwnershipSelect
          label={t('page.ownershipLabel')}
          optionLabel={(o) => t(`page.ownership.${o}`)}
          labelClassName="gr-muted"
          className="gr-filters__ownership"
          value={filters.ownership}
          onChange={(ownership) => updateFilters((f) => ({ ...f, ownership, page: 1 }))}
          testId="group-ownership-filter"
        />
        {filtered && <ResetFiltersButton link text={t('page.resetFilters')} onReset={resetFilters} />}
      </section>

      {groups.data && list.length > 0 && <ResultCount testId="group-count" text={t('page.resultCount', { count: groups.data.totalCount })} />}

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
