import { Button, Segmented, Tabs } from 'antd';
import { EmptyPanel } from '../../../components/empty-panel';
import { ClearOutlined, ReadOutlined, SafetyCertificateOutlined, SearchOutlined, TagsOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { AchievementsRow, CompletionsList, useLearningT } from '../../learning';
import { PageHeader } from '../../../components/page-header';
import { CoverCardSkeleton, ResetFiltersButton, ResultCount, FilterPagination, SkeletonGrid } from '../../../components/list-page';
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
import { useAddressFilters, type AddressFilters } from '../../../lib/use-address-filters';
import { LoadError } from '../../../components/load-error';
import '../../../styles/list-pages.css';
import '../my-learning.css';

/** Server-side page size (spec section 9). */
export const MY_LEARNING_PAGE_SIZE = 15;

const MY_LEARNING_SEARCH: AddressFilters<MyLearningSearch> = { parse: parseMyLearningSearch, toSearch: toMyLearningSearch };

function LoadingGrid() {
  return (
    <SkeletonGrid className="list-grid ml-grid" cardClassName="list-card surface" count={3}>
      <CoverCardSkeleton bodyClassName="ml-card__body" />
    </SkeletonGrid>
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
        <ResetFiltersButton text={t('filters.reset')} onReset={onReset} />
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
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const state = parseMyLearningSearch(raw);

  const trainings = useQuery({
    ...myTrainingsQueryOptions({ search: state.search, status: state.status, tags: state.tags, page: state.page, limit: MY_LEARNING_PAGE_SIZE }),
    enabled: state.view === 'trainings',
  });
  const stats = useQuery(dashboardStatsQueryOptions());

  const update = useAddressFilters('/my-trainings', MY_LEARNING_SEARCH, state, trainings);

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
    content = <LoadError surface title={t('page.loadErrorTitle')} message={trainings.error.message} onRetry={() => trainings.refetch()} />;
  } else if (list.length === 0) {
    content = <EmptyState state={state} data={trainings.data} onReset={reset} />;
  } else {
    content = (
      <>
        <ResultCount className="ml-result-count" testId="my-learning-count" text={t('filters.resultCount', { count: trainings.data.totalCount })} />
        <div className={`list-grid ml-grid${trainings.isPlaceholderData ? ' list-grid--stale' : ''}`} data-testid="my-trainings-grid">
          {list.map((training) => (
            <MyTrainingCard key={training.id} training={training} />
          ))}
        </div>
        <FilterPagination filters={state} onFilters={update} data={trainings.data} fallbackPageSize={MY_LEARNING_PAGE_SIZE} />
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
        items={(
          [
            ['trainings', <ReadOutlined />, trainingsTab],
            ['evidence', <SafetyCertificateOutlined />, evidenceTab],
          ] as const
        ).map(([key, icon, children]) => ({
          key,
          label: (
            <span data-testid={`tab-${key}`}>
              {icon} {t(`page.tabs.${key}`)}
            </span>
          ),
          children,
        }))}
      />
    </div>
  );
}
