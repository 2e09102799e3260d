import { useState } from 'react';
import { SearchBox as SharedSearchBox } from '../../../components/search-box';
import { Button } from 'antd';
import { CoverCardSkeleton, FilterableEmptyPanel, filterableEmptyTexts, ListContent, ResetFiltersButton, FilterPagination, SkeletonGrid } from '../../../components/list-page';
import { BookOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth';
import { mayAccess, trainingPolicy } from '../../../../shared/policy';
import { useAvailableTags, useLibrary } from '../api/queries';
import type { LibraryFilters, Training } from '../api/types';
import { useTrainingsT } from '../i18n';
import { LIBRARY_PAGE_SIZE } from '../lib/constants';
import { hasActiveFilters, libraryFiltersFor, parseLibrarySearch, toLibrarySearch } from '../lib/library-search';
import { useAddressFilters, type AddressFilters } from '../../../lib/use-address-filters';
import { CoOwnerDialog } from './co-owner-dialog';
import { PreviewDialog } from './preview-dialog';
import { QuestionsDialog } from './questions-dialog';
import { ToggleTagChip } from '../../../components/tag-chip';
import { TagManagementDialog } from './tag-management-dialog';
import { TrainingCard } from './training-card';
import { TrainingDialog } from './training-dialog';
import { useDeleteTrainingFlow } from './use-delete-training';
import '../../../styles/list-pages.css';
import '../trainings.css';
import { OwnershipSelect } from '../../../components/ownership-select';

const LIBRARY_SEARCH: AddressFilters<LibraryFilters> = { parse: parseLibrarySearch, toSearch: toLibrarySearch };

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
    <SkeletonGrid className="list-grid" cardClassName="list-card surface list-card--skeleton">
      <CoverCardSkeleton bodyClassName="tr-card__body" />
    </SkeletonGrid>
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
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const browse = !!user && trainingPolicy.browseLibrary(user.role);
  const filters = libraryFiltersFor(rawSearch, browse);

  const [createOpen, setCreateOpen] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [coOwnersId, setCoOwnersId] = useState<string | null>(null);
  // ?questions={trainingId} (the bell, question mails) opens that training's questions
  const navigate = useNavigate();
  const addressQuestions = typeof rawSearch.questions === 'string' && rawSearch.questions ? rawSearch.questions : null;
  const [questionsId, setQuestionsId] = useState<string | null>(null);
  const shownQuestions = questionsId ?? addressQuestions;
  const closeQuestions = () => {
    setQuestionsId(null);
    if (addressQuestions) {
      void navigate({
        to: '/trainings',
        search: (prev: Record<string, unknown>) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== 'questions')),
        replace: true,
      });
    }
  };
  const [allTagsShown, setAllTagsShown] = useState(false);

  const library = useLibrary(filters);
  const tags = useAvailableTags(browse);
  const confirmDelete = useDeleteTrainingFlow();

  const canCreate = mayAccess(user?.role, 'createTraining');
  const canManageTags = mayAccess(user?.role, 'tagManagement');

  const updateFilters = useAddressFilters('/trainings', LIBRARY_SEARCH, filters, library);

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

  const content = (
    <ListContent
      query={library}
      loading={<LoadingGrid />}
      errorTitle={t('library.loadErrorTitle')}
      isEmpty={trainings.length === 0}
      empty={
        <FilterableEmptyPanel
          testId="library-empty"
          filtered={filtered}
          icon={<BookOutlined />}
          {...filterableEmptyTexts(t, 'library')}
          empty={{
            title: browse ? t('library.emptyTitle') : t('library.emptyTitleAssigned'),
            text: canCreate ? t('library.emptyText') : browse ? t('library.emptyTextReadOnly') : t('library.emptyTextAssigned'),
          }}
          onReset={resetFilters}
          actionsClassName="list-empty-actions"
        >
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreateOpen(true)}>
              {t('library.newTraining')}
            </Button>
          )}
        </FilterableEmptyPanel>
      }
    >
      <div className={`list-grid${library.isPlaceholderData ? ' list-grid--stale' : ''}`} data-testid="training-grid">
        {trainings.map((training) => (
          <TrainingCard
            key={training.id}
            training={training}
            onPreview={browse ? openPreview : undefined}
            onDelete={(tr) => confirmDelete(tr)}
            onCoOwners={(tr) => setCoOwnersId(tr.id)}
            onQuestions={(tr) => setQuestionsId(tr.id)}
          />
        ))}
      </div>
      <FilterPagination filters={filters} onFilters={updateFilters} data={library.data} fallbackPageSize={LIBRARY_PAGE_SIZE} />
    </ListContent>
  );

  return (
    <div className="page" data-testid="training-library">
      {header}

      {browse && (
        <section className="surface list-filters" aria-label={t('library.tagFilterLabel')}>
          <div className="list-filters__row">
            <SearchBox value={filters.search} onSearch={(search) => updateFilters((f) => ({ ...f, search, page: 1 }))} />
            <OwnershipSelect
              label={t('library.ownershipLabel')}
              optionLabel={(o) => t(`library.ownership.${o}`)}
              labelClassName="tr-muted"
              className="tr-filters__ownership"
              value={filters.ownership}
              onChange={(ownership) => updateFilters((f) => ({ ...f, ownership, page: 1 }))}
              testId="ownership-filter"
            />
            {filtered && <ResetFiltersButton link text={t('library.resetFilters')} onReset={resetFilters} />}
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
      {shownQuestions && <QuestionsDialog trainingId={shownQuestions} onClose={closeQuestions} />}
    </div>
  );
}
