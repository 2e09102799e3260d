import { useEffect } from 'react';
import { Button, Result, Segmented, Skeleton, Tabs } from 'antd';
import { EmptyPanel } from '../../../components/empty-panel';
import { ClearOutlined, ReadOutlined, SafetyCertificateOutlined, SearchOutlined, TagsOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { AchievementsRow, CompletionsList, useLearningT } from '../../learning';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { ToggleTagChip } from '../../../components/tag-chip';
import {
  STATUS_FILTERS,
  dashboardStatsQueryOptions,
  myTrainingsQueryOptions,
  type MyTrainingsPage,
  type StatusFilter,
} from '../../../lib/learning';
import { useMyLearningT } from '../i18n';
import { hasActiveFilters, parseMyLearningSearch, toMyLearningSearch, type MyLearningSearch } from '../lib/search';
import { MyTrainingCard } from './my-training-card';
import '../../../styles/list-pages.css';
import '../my-learning.css';

/** Server-side page size (spec section 9). */
export const MY_LEARNING_PAGE_SIZE = 15;

function LoadingGrid() {
  return (
    <div className="list-grid ml-grid" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="list-card surface">
          <Skeleton.Node active className="list-card__skeleton-media">
            <span />
          </Skeleton.Node>
          <div className="ml-card__body">
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Offen / Abgeschlossen / Überfällig / Abschlussquote of the signed-in user (dashboard stats `personal`). */
function PersonalSummary() {
  const { t } = useMyLearningT();
  const stats = useQuery(dashboardStatsQueryOptions());
  if (!stats.data) return null;
  const { personal } = stats.data;
  const items = [
    { key: 'open', label: t('summary.open'), value: String(personal.open) },
    { key: 'completed', label: t('summary.completed'), value: String(personal.completed) },
    { key: 'overdue', label: t('summary.overdue'), value: String(personal.overdue), danger: personal.overdue > 0 },
    { key: 'rate', label: t('summary.rate'), value: `${Math.round(personal.completionRate)} %` },
  ];
  return (
    <dl className="ml-summary" aria-label={t('summary.label')} data-testid="learning-summary">
      {items.map((item) => (
        <div key={item.key} className={`ml-summary__item${item.danger ? ' ml-summary__item--danger' : ''}`} data-key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmptyState({ state, data, onReset }: { state: MyLearningSearch; data: MyTrainingsPage; onReset: () => void }) {
  const { t } = useMyLearningT();
  const searched = state.search !== '' || state.tags.length > 0;
  if (!searched && state.status === 'all') {
    return (
      <EmptyPanel testId="my-learning-empty" icon={<ReadOutlined />} title={t('empty.noGroupTitle')} text={t('empty.noGroupText')}>
        <div className="list-empty-actions">
          <Link to="/groups" className="ml-link-button" data-testid="my-learning-to-groups">
            <TeamOutlined /> {t('empty.toGroups')}
          </Link>
        </div>
      </EmptyPanel>
    );
  }
  // searched without a match (or nothing assigned at all), else nothing open or nothing completed yet
  const noResults = searched || !(data.counts.all > 0);
  const open = state.status === 'open';
  return (
    <EmptyPanel
      testId="my-learning-empty"
      icon={noResults ? <SearchOutlined /> : open ? <SafetyCertificateOutlined /> : <ReadOutlined />}
      title={noResults ? t('empty.noResultsTitle') : open ? t('empty.noOpenTitle') : t('empty.noCompletedTitle')}
      text={noResults ? t('empty.noResultsText') : open ? t('empty.noOpenText') : t('empty.noCompletedText')}
    >
      <div className="list-empty-actions">
        <Button icon={<ClearOutlined />} onClick={onReset}>
          {t('filters.reset')}
        </Button>
      </div>
    </EmptyPanel>
  );
}

/**
 * My Learning /my-trainings (spec section 2): the caller's assigned trainings with search, status
 * filter and tag chips (all in the address), server-side paging (15), and the evidence tab with the
 * completions and achievements.
 */
export function MyLearningPage() {
  const { t, language } = useMyLearningT();
  const { t: lt } = useLearningT();
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const state = parseMyLearningSearch(raw);

  const trainings = useQuery({
    ...myTrainingsQueryOptions({ search: state.search, status: state.status, tags: state.tags, page: state.page, limit: MY_LEARNING_PAGE_SIZE }),
    enabled: state.view === 'trainings',
  });
  const stats = useQuery(dashboardStatsQueryOptions());

  /** Rewrites the address in place (no history entry per keystroke). */
  const update = (change: (current: MyLearningSearch) => MyLearningSearch) =>
    void navigate({
      to: '/my-trainings',
      search: (prev: Record<string, unknown>) => toMyLearningSearch(change(parseMyLearningSearch(prev))),
      replace: true,
    });

  const totalPages = trainings.data?.totalPages ?? 0;
  // A page beyond the end (e.g. after a training was unassigned): go to the last page.
  useEffect(() => {
    if (trainings.data && !trainings.isPlaceholderData && totalPages > 0 && state.page > totalPages) {
      void navigate({ to: '/my-trainings', search: toMyLearningSearch({ ...state, page: totalPages }), replace: true });
    }
  }, [trainings.data, trainings.isPlaceholderData, totalPages, state, navigate]);

  const reset = () => update((s) => ({ ...s, search: '', status: 'all', tags: [], page: 1 }));
  const toggleTag = (id: string, on: boolean) =>
    update((s) => ({ ...s, page: 1, tags: on ? [...s.tags, id] : s.tags.filter((x) => x !== id) }));

  const data = trainings.data;
  const counts = data?.counts;
  const tags = data?.tags ?? [];
  const list = data?.trainings ?? [];

  let content;
  if (trainings.isPending) {
    content = <LoadingGrid />;
  } else if (trainings.isError) {
    content = (
      <section className="surface">
        <Result
          status="warning"
          title={t('page.loadErrorTitle')}
          subTitle={trainings.error.message}
          extra={<Button onClick={() => void trainings.refetch()}>{t('common.retry')}</Button>}
        />
      </section>
    );
  } else if (list.length === 0) {
    content = <EmptyState state={state} data={trainings.data} onReset={reset} />;
  } else {
    content = (
      <>
        <p className="ml-result-count" aria-live="polite" data-testid="my-learning-count">
          {t('filters.resultCount', { count: trainings.data.totalCount })}
        </p>
        <div className={`list-grid ml-grid${trainings.isPlaceholderData ? ' list-grid--stale' : ''}`} data-testid="my-trainings-grid">
          {list.map((training) => (
            <MyTrainingCard key={training.id} training={training} />
          ))}
        </div>
        <Pagination
          page={state.page}
          pageSize={trainings.data.pageSize || MY_LEARNING_PAGE_SIZE}
          total={trainings.data.totalCount}
          onChange={(page) => {
            update((s) => ({ ...s, page }));
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );
  }

  const statusLabel = (status: StatusFilter) => (counts ? `${t(`filters.status.${status}`)} (${counts[status]})` : t(`filters.status.${status}`));

  const trainingsTab = (
    <div className="ml-tab">
      <section className="surface list-filters" aria-label={t('filters.searchLabel')}>
        <div className="list-filters__row">
          <SearchBox
            value={state.search}
            onSearch={(search) => update((s) => ({ ...s, search, page: 1 }))}
            placeholder={t('filters.searchPlaceholder')}
            label={t('filters.searchLabel')}
            className="list-filters__search ml-filters__search"
            testId="my-learning-search"
          />
          <Segmented<StatusFilter>
            className="ml-filters__status"
            aria-label={t('filters.statusLabel')}
            value={state.status}
            onChange={(status) => update((s) => ({ ...s, status, page: 1 }))}
            options={STATUS_FILTERS.map((status) => ({
              value: status,
              label: (
                <span data-testid={`status-filter-${status}`} title={t(`filters.statusHint.${status}`)}>
                  {statusLabel(status)}
                </span>
              ),
            }))}
            data-testid="my-learning-status"
          />
          {hasActiveFilters(state) && (
            <Button type="link" icon={<ClearOutlined />} onClick={reset}>
              {t('filters.reset')}
            </Button>
          )}
        </div>
        {tags.length > 0 && (
          <div className="list-filters__tags" role="group" aria-label={t('filters.tagsLabel')} data-testid="my-learning-tags">
            <span className="list-filters__label">
              <TagsOutlined /> {t('filters.tagsLabel')}
            </span>
            {tags.map((tag) => (
              <ToggleTagChip key={tag.id} tag={tag} language={language} checked={state.tags.includes(tag.id)} onChange={(on) => toggleTag(tag.id, on)} />
            ))}
          </div>
        )}
      </section>
      {content}
    </div>
  );

  const evidenceTab = (
    <div className="ml-tab">
      {stats.data && <AchievementsRow achievements={stats.data.achievements} />}
      <section className="surface" aria-labelledby="ml-evidence-title" data-testid="evidence-section">
        <header className="ml-section-header">
          <span className="ml-section-header__icon" aria-hidden="true">
            <SafetyCertificateOutlined />
          </span>
          <div>
            <h2 id="ml-evidence-title" className="ml-section-header__title">
              {lt('evidence.title')}
            </h2>
            <p className="ml-section-header__subtitle">{lt('evidence.subtitle')}</p>
          </div>
        </header>
        <CompletionsList limit={MY_LEARNING_PAGE_SIZE} paginate />
      </section>
    </div>
  );

  return (
    <div className="page" data-testid="my-learning">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} extra={<PersonalSummary />} />
      <Tabs
        className="ml-tabs"
        activeKey={state.view}
        onChange={(view) => update((s) => ({ ...s, view: view === 'evidence' ? 'evidence' : 'trainings' }))}
        items={[
          {
            key: 'trainings',
            label: (
              <span data-testid="tab-trainings">
                <ReadOutlined /> {t('page.tabs.trainings')}
              </span>
            ),
            children: trainingsTab,
          },
          {
            key: 'evidence',
            label: (
              <span data-testid="tab-evidence">
                <SafetyCertificateOutlined /> {t('page.tabs.evidence')}
              </span>
            ),
            children: evidenceTab,
          },
        ]}
      />
    </div>
  );
}
