/**
 * Parts of the list pages (groups, bundles, library, My Learning, users, master): the skeleton
 * grid while loading, the empty state that tells 'nothing here' from 'nothing found', the
 * reset-filters button, the live result count and the pagination that returns to the top.
 */
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { EmptyPanel } from './empty-panel';
import { LoadError } from './load-error';
import { Pagination, type PaginationProps } from './pagination';

/** Placeholder cards while the first page loads (`count` cards of `cardClassName`, each holding `children`). */
export function SkeletonGrid({ className, cardClassName, count = 6, label, children }: { className: string; cardClassName: string; count?: number; label?: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cardClassName}>
          {children}
        </div>
      ))}
    </div>
  );
}

/** A list or panel on a surface while it loads: `rows` placeholder lines in a `surface` section of `className`. */
export function SurfaceSkeleton({ className, rows }: { className: string; rows: number }) {
  return (
    <section className={`surface ${className}`} aria-busy="true">
      <Skeleton active paragraph={{ rows }} />
    </section>
  );
}

/** A training card's placeholder: the cover, then three lines in the card body (`bodyClassName`). */
export function CoverCardSkeleton({ bodyClassName }: { bodyClassName: string }) {
  return (
    <>
      <Skeleton.Node active className="list-card__skeleton-media">
        <span />
      </Skeleton.Node>
      <div className={bodyClassName}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    </>
  );
}

/** 'Filter zurücksetzen' (or the page's wording): a link in the filter bar, a plain button elsewhere. */
export function ResetFiltersButton({ text, onReset, link = false, className }: { text: string; onReset: () => void; link?: boolean; className?: string }) {
  return (
    <Button type={link ? 'link' : undefined} icon={<ClearOutlined />} onClick={onReset} className={className}>
      {text}
    </Button>
  );
}

interface EmptyTexts {
  title: string;
  text: string;
}

type EmptyKey<P extends string> = `${P}.${'emptyTitle' | 'emptyText' | 'noResultsTitle' | 'noResultsText' | 'resetFilters'}`;

/** The texts of `FilterableEmptyPanel` for a feature that keeps them under `{prefix}.emptyTitle` and its siblings. */
export function filterableEmptyTexts<P extends string>(t: (key: EmptyKey<P>) => string, prefix: P) {
  const text = (key: 'emptyTitle' | 'emptyText' | 'noResultsTitle' | 'noResultsText' | 'resetFilters') => t(`${prefix}.${key}`);
  return {
    empty: { title: text('emptyTitle'), text: text('emptyText') },
    noResults: { title: text('noResultsTitle'), text: text('noResultsText') },
    resetText: text('resetFilters'),
  };
}

/**
 * The large empty state of a filtered list: with filters set, a search icon, the 'no results'
 * texts and the reset button; without, the page's own icon and texts and `children` (its create
 * action), both in the row of `actionsClassName`.
 */
export function FilterableEmptyPanel({
  filtered,
  icon,
  empty,
  noResults,
  resetText,
  onReset,
  actionsClassName,
  testId,
  children,
}: {
  filtered: boolean;
  icon: ReactNode;
  empty: EmptyTexts;
  noResults: EmptyTexts;
  resetText: string;
  onReset: () => void;
  actionsClassName: string;
  testId: string;
  children?: ReactNode;
}) {
  const texts = filtered ? noResults : empty;
  return (
    <EmptyPanel testId={testId} icon={filtered ? <SearchOutlined /> : icon} title={texts.title} text={texts.text}>
      <div className={actionsClassName}>{filtered ? <ResetFiltersButton text={resetText} onReset={onReset} /> : children}</div>
    </EmptyPanel>
  );
}

/** How many entries the filters found, announced to screen readers as it changes. */
export function ResultCount({ text, testId, className = 'list-result-count', as: Tag = 'p' }: { text: string; testId: string; className?: string; as?: 'p' | 'span' }) {
  return (
    <Tag className={className} aria-live="polite" data-testid={testId}>
      {text}
    </Tag>
  );
}

/** The shared pagination for a page-long list: after a page change the window scrolls back to the top. */
export function ScrollingPagination({ onChange, ...props }: PaginationProps) {
  return (
    <Pagination
      {...props}
      onChange={(page) => {
        onChange(page);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}

/**
 * The pagination of a list whose filters carry the page: size and total from the loaded page
 * (`fallbackPageSize` until one is loaded), a page change written into the filters.
 */
export function FilterPagination<F extends { page: number }>({
  filters,
  onFilters,
  data,
  fallbackPageSize,
}: {
  filters: F;
  onFilters: (change: (current: F) => F) => void;
  data: { pageSize: number; totalCount: number } | undefined;
  fallbackPageSize: number;
}) {
  return <ScrollingPagination page={filters.page} pageSize={data?.pageSize || fallbackPageSize} total={data?.totalCount ?? 0} onChange={(page) => onFilters((f) => ({ ...f, page }))} />;
}

/**
 * The content of a list page by its query's state: `loading` while the first page loads, the load
 * error (titled `errorTitle`, with retry), `empty` when the list is empty, else the list.
 */
export function ListContent({
  query,
  loading,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  loading: ReactNode;
  errorTitle: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadError surface title={errorTitle} message={query.error?.message ?? ''} onRetry={() => query.refetch()} />;
  return isEmpty ? empty : children;
}
