import { useState } from 'react';
import { SearchBox as SharedSearchBox } from '../../../components/search-box';
import { Button, Segmented, Skeleton } from 'antd';
import { FilterableEmptyPanel, filterableEmptyTexts, ListContent, ResetFiltersButton, ResultCount, SkeletonGrid } from '../../../components/list-page';
import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { useCurrentUser } from '../../../lib/auth';
import { OWNERSHIPS } from '../../../lib/list-queries';
import { bundlePolicy } from '../../../../shared/policy';
import { useBundles } from '../api/queries';
import type { Bundle, BundleFilters, Ownership } from '../api/types';
import { useBundlesT } from '../i18n';
import { BundleCard, relationOf } from './bundle-card';
import { BundleEditorDialog } from './bundle-editor-dialog';
import { BundleCoOwnersDialog } from './co-owners-dialog';
import { BundleViewDialog } from './bundle-view-dialog';
import { useDeleteBundleFlow } from './use-delete-bundle';
import '../../../styles/list-pages.css';
import '../bundles.css';

/** Search input that reports only after typing pauses (Enter and clearing report at once). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useBundlesT();
  return <SharedSearchBox value={value} onSearch={onSearch} placeholder={t('page.searchPlaceholder')} label={t('page.searchLabel')} className="list-filters__search" testId="bundle-search" />;
}

function LoadingGrid() {
  return (
    <SkeletonGrid className="bd-grid" cardClassName="bd-card surface">
      <Skeleton active avatar paragraph={{ rows: 3 }} />
    </SkeletonGrid>
  );
}

/**
 * Bundles /bundles (spec section 2): search and ownership filter (sent to the server), cards with
 * View for everyone and Edit/Delete as the server's per-bundle permissions allow, create/edit and
 * view dialogs.
 */
export function BundlesPage() {
  const { t } = useBundlesT();
  const { data: user } = useCurrentUser();
  const [filters, setFilters] = useState<BundleFilters>({ search: '', ownership: 'alle', page: 1 });
  const [editor, setEditor] = useState<{ open: boolean; bundle: Bundle | null }>({ open: false, bundle: null });
  const [viewed, setViewed] = useState<Bundle | null>(null);
  const [coOwnersOf, setCoOwnersOf] = useState<Bundle | null>(null);
  const confirmDelete = useDeleteBundleFlow();
  const bundles = useBundles(filters);

  const canCreate = !!user && bundlePolicy.create(user.role);
  const filtered = filters.search !== '' || filters.ownership !== 'alle';
  const list = bundles.data?.bundles ?? [];
  // a page that emptied (its last bundle deleted) falls back to the last page there is (adjusted while rendering)
  if (bundles.data && !bundles.isPlaceholderData && filters.page > bundles.data.totalPages) {
    setFilters((f) => ({ ...f, page: bundles.data.totalPages }));
  }
  // the dialog shows the current copy of its bundle (co-owners change while it is open)
  const coOwnersBundle = coOwnersOf ? (list.find((b) => b.id === coOwnersOf.id) ?? coOwnersOf) : null;
  const resetFilters = () => setFilters({ search: '', ownership: 'alle', page: 1 });
  const openCreate = () => setEditor({ open: true, bundle: null });
  const openEdit = (bundle: Bundle) => {
    setViewed(null);
    setEditor({ open: true, bundle });
  };

  const content = (
    <ListContent
      query={bundles}
      loading={<LoadingGrid />}
      errorTitle={t('page.loadErrorTitle')}
      isEmpty={list.length === 0}
      empty={
        <FilterableEmptyPanel
          testId="bundles-empty"
          filtered={filtered}
          icon={<AppstoreOutlined />}
          {...filterableEmptyTexts(t, 'page')}
          onReset={resetFilters}
          actionsClassName="bd-empty-actions"
        >
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={openCreate}>
              {t('page.newBundle')}
            </Button>
          )}
        </FilterableEmptyPanel>
      }
    >
      <div className={`bd-grid${bundles.isPlaceholderData ? ' list-grid--stale' : ''}`} data-testid="bundle-grid">
        {list.map((bundle) => (
          <BundleCard
            key={bundle.id}
            bundle={bundle}
            relation={relationOf(bundle, user?.id)}
            onView={setViewed}
            onEdit={openEdit}
            onDelete={confirmDelete}
            onManageCoOwners={setCoOwnersOf}
          />
        ))}
      </div>
    </ListContent>
  );

  const createButton = canCreate && (
    <Button type="primary" icon={<PlusOutlined />} onClick={openCreate} data-testid="bundle-create">
      {t('page.newBundle')}
    </Button>
  );

  return (
    <div className="page" data-testid="bundles-page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} extra={createButton} />

      <section className="surface bd-filters">
        <SearchBox value={filters.search} onSearch={(search) => setFilters((f) => ({ ...f, search, page: 1 }))} />
        <div className="bd-filters__ownership">
          <span className="bd-filters__label">{t('page.filterLabel')}:</span>
          <Segmented<Ownership>
            value={filters.ownership}
            onChange={(ownership) => setFilters((f) => ({ ...f, ownership, page: 1 }))}
            options={OWNERSHIPS.map((o) => ({ value: o, label: t(`page.ownership.${o}`) }))}
            aria-label={t('page.filterLabel')}
            data-testid="bundle-ownership"
          />
        </div>
        {filtered && <ResetFiltersButton link text={t('page.resetFilters')} onReset={resetFilters} />}
      </section>

      {bundles.data && list.length > 0 && <ResultCount testId="bundle-count" text={t('page.resultCount', { count: bundles.data.totalCount })} />}

      {content}

      {bundles.data && (
        <Pagination page={filters.page} pageSize={bundles.data.pageSize} total={bundles.data.totalCount} onChange={(page) => setFilters((f) => ({ ...f, page }))} />
      )}

      <BundleViewDialog bundle={viewed} onClose={() => setViewed(null)} onEdit={openEdit} />
      <BundleCoOwnersDialog bundle={coOwnersBundle} onClose={() => setCoOwnersOf(null)} />
      <BundleEditorDialog open={editor.open} bundle={editor.bundle} onClose={() => setEditor((e) => ({ ...e, open: false }))} />
    </div>
  );
}
