import { useEffect, useState } from 'react';
import { SearchBox as SharedSearchBox } from '../../../components/search-box';
import { Button, Result, Select, Skeleton } from 'antd';
import { EmptyPanel } from '../../../components/empty-panel';
import { BookOutlined, ClearOutlined, PlusOutlined, SearchOutlined, TagsOutlined } from '@ant-design/icons';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth';
import { mayAccess, trainingPolicy } from '../../../../shared/policy';
import { useAvailableTags, useLibrary } from '../api/queries';
import type { LibraryFilters, Ownership, Training } from '../api/types';
import { useTrainingsT } from '../i18n';
import { LIBRARY_PAGE_SIZE, OWNERSHIPS } from '../lib/constants';
import { hasActiveFilters, libraryFiltersFor, parseLibrarySearch, toLibrarySearch } from '../lib/library-search';
import { CoOwnerDialog } from './co-owner-dialog';
import { Pagination } from '../../../components/pagination';
import { PreviewDialog } from './preview-dialog';
import { ToggleTagChip } from '../../../components/tag-chip';
import { TagManagementDialog } from './tag-management-dialog';
import { TrainingCard } from './training-card';
import { TrainingDialog } from './training-dialog';
import { useDeleteTrainingFlow } from './use-delete-training';
import '../../../styles/list-pages.css';
import '../trainings.css';

/** Tag chips shown before 'more tags'. */
const COLLAPSED_TAGS = 10;

/**
 * Search input that reports to the address only after typing pauses. When the address changes
 * from elsewhere (filters reset), the input follows it.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTrainingsT();
  return <SharedSearchBox value={value} onSearch={onSearch} placeholder={t('library.searchPlaceholder')} label={t('library.searchLabel')} className="list-filters__search" testId="library-search" />;
}

function LoadingGrid() {
  return (
    <div className="list-grid" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="list-card surface list-card--skeleton">
          <Skeleton.Node active className="list-card__skeleton-media">
            <span />
          </Skeleton.Node>
          <div className="tr-card__body">
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Training library /trainings (spec section 2): filters in the address, server-side paging. Those
 * who see every training (`allTrainings`) filter by search, ownership and tags; an employee sees
 * the trainings assigned to them, without filters (the server ignores them as well), and starts
 * them in the player like in My Learning.
 */
export function LibraryPage() {
  const { t, language } = useTrainingsT();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const browse = !!user && trainingPolicy.browseLibrary(user.role);
  const filters = libraryFiltersFor(rawSearch, browse);

  const [createOpen, setCreateOpen] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [coOwnersId, setCoOwnersId] = useState<string | null>(null);
  const [allTagsShown, setAllTagsShown] = useState(false);

  const library = useLibrary(filters);
  const tags = useAvailableTags(browse);
  const confirmDelete = useDeleteTrainingFlow();

  const canCreate = mayAccess(user?.role, 'createTraining');
  const canManageTags = mayAccess(user?.role, 'tagManagement');

  /** Rewrites the address in place (no history entry per keystroke). */
  const updateFilters = (update: (current: LibraryFilters) => LibraryFilters) =>
    void navigate({
      to: '/trainings',
      search: (prev: Record<string, unknown>) => toLibrarySearch(update(parseLibrarySearch(prev))),
      replace: true,
    });

  const totalPages = library.data?.totalPages ?? 0;
  // A page beyond the end (e.g. after deleting the last training on it): go to the last page.
  useEffect(() => {
    if (library.data && !library.isPlaceholderData && totalPages > 0 && filters.page > totalPages) {
      void navigate({ to: '/trainings', search: toLibrarySearch({ ...filters, page: totalPages }), replace: true });
    }
  }, [library.data, library.isPlaceholderData, totalPages, filters, navigate]);

  const toggleTag = (id: string, on: boolean) =>
    updateFilters((f) => ({ ...f, page: 1, tags: on ? [...f.tags, id] : f.tags.filter((x) => x !== id) }));
  const resetFilters = () => {
    updateFilters(() => ({ tags: [], search: '', ownership: 'alle', page: 1 }));
  };

  // Selected tags always show; the rest collapses behind 'more' (the vocabulary alone has 20).
  const allTags = tags.data ?? [];
  const shownTags = allTagsShown
    ? allTags
    : allTags.filter((tag, i) => i < COLLAPSED_TAGS || filters.tags.includes(tag.id));

  const trainings = library.data?.trainings ?? [];
  const filtered = hasActiveFilters(filters);
  const openPreview = (training: Training) => setPreviewId(training.id);

  const header = (
    <PageHeader
      title={t('library.title')}
      subtitle={t(canCreate ? 'library.subtitle' : browse ? 'library.subtitleReadOnly' : 'library.subtitleAssigned')}
      extra={
        <>
          {canManageTags && (
            <Button icon={<TagsOutlined />} onClick={() => setTagsOpen(true)}>
              {t('library.manageTags')}
            </Button>
          )}
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreateOpen(true)}>
              {t('library.newTraining')}
            </Button>
          )}
        </>
      }
    />
  );

  let content;
  if (library.isPending) {
    content = <LoadingGrid />;
  } else if (library.isError) {
    content = (
      <section className="surface">
        <Result
          status="warning"
          title={t('library.loadErrorTitle')}
          subTitle={library.error.message}
          extra={<Button onClick={() => void library.refetch()}>{t('common.retry')}</Button>}
        />
      </section>
    );
  } else if (trainings.length === 0) {
    content = (
      <EmptyPanel testId="library-empty" icon={filtered ? <SearchOutlined /> : <BookOutlined />} title={filtered ? t('library.noResultsTitle') : browse ? t('library.emptyTitle') : t('library.emptyTitleAssigned')} text={filtered ? t('library.noResultsText') : canCreate ? t('library.emptyText') : browse ? t('library.emptyTextReadOnly') : t('library.emptyTextAssigned')}>
        <div className="list-empty-actions">
          {filtered ? (
            <Button icon={<ClearOutlined />} onClick={resetFilters}>
              {t('library.resetFilters')}
            </Button>
          ) : (
            canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreateOpen(true)}>
                {t('library.newTraining')}
              </Button>
            )
          )}
        </div>
      </EmptyPanel>
    );
  } else {
    content = (
      <>
        <div className={`list-grid${library.isPlaceholderData ? ' list-grid--stale' : ''}`} data-testid="training-grid">
          {trainings.map((training) => (
            <TrainingCard
              key={training.id}
              training={training}
              onPreview={browse ? openPreview : undefined}
              onDelete={(tr) => confirmDelete(tr)}
              onCoOwners={(tr) => setCoOwnersId(tr.id)}
            />
          ))}
        </div>
        <Pagination
          page={filters.page}
          pageSize={library.data?.pageSize ?? LIBRARY_PAGE_SIZE}
          total={library.data?.totalCount ?? 0}
          onChange={(page) => {
            updateFilters((f) => ({ ...f, page }));
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );
  }

  return (
    <div className="page" data-testid="training-library">
      {header}

      {browse && (
        <section className="surface list-filters" aria-label={t('library.tagFilterLabel')}>
          <div className="list-filters__row">
            <SearchBox value={filters.search} onSearch={(search) => updateFilters((f) => ({ ...f, search, page: 1 }))} />
            <Select<Ownership>
              prefix={<span className="tr-muted">{t('library.ownershipLabel')}:</span>}
              className="tr-filters__ownership"
              aria-label={t('library.ownershipLabel')}
              value={filters.ownership}
              onChange={(ownership) => updateFilters((f) => ({ ...f, ownership, page: 1 }))}
              options={OWNERSHIPS.map((o) => ({ value: o, label: t(`library.ownership.${o}`) }))}
              data-testid="ownership-filter"
            />
            {filtered && (
              <Button type="link" icon={<ClearOutlined />} onClick={resetFilters}>
                {t('library.resetFilters')}
              </Button>
            )}
          </div>
          {allTags.length > 0 && (
            <div className="list-filters__tags" role="group" aria-label={t('library.tagFilterLabel')}>
              <span className="list-filters__label">
                <TagsOutlined /> {t('library.tagFilterLabel')}
              </span>
              {shownTags.map((tag) => (
                <ToggleTagChip key={tag.id} tag={tag} language={language} checked={filters.tags.includes(tag.id)} onChange={(on) => toggleTag(tag.id, on)} />
              ))}
              {allTags.length > COLLAPSED_TAGS && (
                <Button type="link" size="small" onClick={() => setAllTagsShown((v) => !v)} aria-expanded={allTagsShown}>
                  {allTagsShown ? t('library.fewerTags') : t('library.moreTags', { count: allTags.length - shownTags.length })}
                </Button>
              )}
            </div>
          )}
        </section>
      )}

      {library.data && trainings.length > 0 && (
        <p className="list-result-count" aria-live="polite" data-testid="library-count">
          {t('library.resultCount', { count: library.data.totalCount })}
        </p>
      )}

      {content}

      {canCreate && <TrainingDialog open={createOpen} onClose={() => setCreateOpen(false)} />}
      {canManageTags && <TagManagementDialog open={tagsOpen} onClose={() => setTagsOpen(false)} />}
      <PreviewDialog open={previewId !== null} trainingId={previewId} onClose={() => setPreviewId(null)} />
      {coOwnersId && <CoOwnerDialog open trainingId={coOwnersId} onClose={() => setCoOwnersId(null)} />}
    </div>
  );
}
