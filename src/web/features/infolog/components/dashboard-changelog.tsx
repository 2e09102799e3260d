import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Button, Select } from 'antd';
import { ClearOutlined, NotificationOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { changelogGroupsQueryOptions, feedQueryOptions } from '../api/queries';
import { findChangelogEntry } from '../api/find-entry';
import type { ChangelogEntry, FeedFilters } from '../api/types';
import { CHANGELOG_PAGE_SIZE } from '../lib/constants';
import { useInfologT } from '../i18n';
import { ReadBadge, VideoBadge } from './badges';
import { EntryMeta } from './entry-meta';
import { useMarkReadAction } from './use-mark-read';
import { Pagination } from '../../../components/pagination';
import { RetryAlert } from '../../../components/retry-alert';
import { SearchBox } from '../../../components/search-box';
import { localize } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { LoadingBlock } from '../../../components/loading-block';
import '../infolog-feed.css';
import '../changelog.css';

// the entry dialog (with its video player) loads when an entry is opened, not with the dashboard
const EntryDetailDialog = lazy(() => import('./entry-detail-dialog').then((m) => ({ default: m.EntryDetailDialog })));

const NO_FILTERS: FeedFilters = { page: 1, search: '', groupId: null };

function EntryItem({ entry, onOpen }: { entry: ChangelogEntry; onOpen: () => void }) {
  const { t } = useInfologT();
  const unread = entry.canMarkRead && !entry.readAt;
  return (
    <li>
      <button
        type="button"
        className={`nt-entry${unread ? ' nt-entry--unread' : ''}`}
        onClick={onOpen}
        aria-label={t('feed.open', { title: entry.title })}
        data-testid="changelog-entry"
        data-entry-id={entry.id}
      >
        <span className="nt-entry__head">
          <strong className="nt-entry__title">{entry.title}</strong>
          {entry.canMarkRead && <ReadBadge read={!!entry.readAt} />}
          {entry.videoUrl && <VideoBadge />}
        </span>
        <span className="nt-entry__message cl-clamp-3" data-testid="changelog-preview">
          {entry.message}
        </span>
        <EntryMeta entry={entry} />
      </button>
    </li>
  );
}

/**
 * ?highlight={id} (spec section 2): the parameter is removed from the address, the entry is looked up,
 * marked read and opened.
 */
function useHighlight(open: (entry: ChangelogEntry) => void) {
  const { t } = useInfologT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { markRead } = useMarkReadAction();
  const search = useSearch({ strict: false }) as { highlight?: unknown };
  const highlight = typeof search.highlight === 'string' && search.highlight ? search.highlight : null;
  const handled = useRef<string | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  useEffect(() => {
    if (!highlight || handled.current === highlight) return;
    handled.current = highlight;
    void navigate({ to: '/', search: {}, replace: true });
    void (async () => {
      let entry: ChangelogEntry | null;
      try {
        entry = await findChangelogEntry(queryClient, highlight);
      } catch {
        entry = null;
      }
      if (!entry) {
        toast.info(t('feed.notFound'));
        return;
      }
      let readAt = entry.readAt;
      if (entry.canMarkRead && !readAt) readAt = (await markRead(entry.id)) ?? null;
      openRef.current({ ...entry, readAt });
    })();
    // A new highlight (the bell clicked again) starts over; `handled` keeps StrictMode from repeating it.
  }, [highlight, navigate, queryClient, markRead, toast, t]);
}

/**
 * The infolog on the dashboard (spec section 2): the entries of the user's groups, 10 per page, with a
 * group filter and a search; title, group, read/new and video badges, a three-line preview, author and
 * date; a click opens the entry with its video player.
 */
export function DashboardChangelog() {
  const { t, language } = useInfologT();
  const [filters, setFilters] = useState<FeedFilters>(NO_FILTERS);
  const [detail, setDetail] = useState<{ entry: ChangelogEntry; open: boolean } | null>(null);
  const feed = useQuery(feedQueryOptions(filters));
  const groups = useQuery(changelogGroupsQueryOptions());
  useHighlight((entry) => setDetail({ entry, open: true }));

  const filtered = filters.search !== '' || filters.groupId !== null;
  const list = feed.data?.changelogs ?? [];
  // The open entry as the list has it now (read state, counts).
  const listed = detail ? list.find((e) => e.id === detail.entry.id) : undefined;
  const liveEntry = detail ? (listed ? { ...listed, readAt: listed.readAt ?? detail.entry.readAt } : detail.entry) : null;

  let content;
  if (feed.isPending) {
    content = <LoadingBlock className="nt-center" />;
  } else if (feed.isError) {
    const cause = (feed.error as { cause?: unknown }).cause;
    content = (
      <RetryAlert title={t('errors.fetchChangelog')} description={cause instanceof Error ? cause.message : undefined} onRetry={() => feed.refetch()} />
    );
  } else if (list.length === 0) {
    content = (
      <div className="nt-empty" data-testid="changelog-empty">
        {filtered ? <SearchOutlined className="nt-empty__icon" /> : <NotificationOutlined className="nt-empty__icon" />}
        <strong>{filtered ? t('feed.noResultsTitle') : t('feed.emptyTitle')}</strong>
        <span>{filtered ? t('feed.noResultsText') : t('feed.emptyText')}</span>
        {filtered && (
          <Button type="link" icon={<ClearOutlined />} onClick={() => setFilters(NO_FILTERS)}>
            {t('feed.resetFilters')}
          </Button>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <ul className={`nt-feed__list${feed.isPlaceholderData ? ' nt-feed__list--stale' : ''}`} data-testid="changelog-list">
          {list.map((entry) => (
            <EntryItem key={entry.id} entry={entry} onOpen={() => setDetail({ entry, open: true })} />
          ))}
        </ul>
        <Pagination
          page={filters.page}
          pageSize={CHANGELOG_PAGE_SIZE}
          total={feed.data.totalCount}
          onChange={(page) => setFilters((f) => ({ ...f, page }))}
        />
      </>
    );
  }

  const groupOptions = (groups.data ?? []).map((g) => ({
    value: g.id,
    label: t('feed.groupOption', { name: localize(g.name, language), count: g.changelogCount }),
  }));

  return (
    <div className="nt-feed" data-testid="dashboard-changelog">
      <div className="nt-feed__filters">
        <Select<string>
          className="nt-feed__group"
          allowClear
          placeholder={t('feed.allGroups')}
          prefix={<span className="cl-muted">{t('feed.groupFilter')}:</span>}
          aria-label={t('feed.groupFilter')}
          value={filters.groupId ?? undefined}
          onChange={(groupId) => setFilters((f) => ({ ...f, groupId: groupId ?? null, page: 1 }))}
          options={groupOptions}
          loading={groups.isPending}
          popupMatchSelectWidth={false}
          data-testid="changelog-group-filter"
        />
        <SearchBox
          value={filters.search}
          onSearch={(search) => setFilters((f) => (f.search === search ? f : { ...f, search, page: 1 }))}
          placeholder={t('feed.searchPlaceholder')}
          label={t('feed.searchLabel')}
          className="nt-feed__search"
          testId="changelog-search"
        />
      </div>
      {content}
      {detail && liveEntry && (
        <Suspense fallback={null}>
          <EntryDetailDialog entry={liveEntry} open={detail.open} onClose={() => setDetail((d) => (d ? { ...d, open: false } : d))} afterClose={() => setDetail(null)} />
        </Suspense>
      )}
    </div>
  );
}
