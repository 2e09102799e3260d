import { useState } from 'react';
import { SearchBox as SharedSearchBox } from '../../../components/search-box';
import { Badge, Button, Tabs } from 'antd';
import { BankOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { ResetFiltersButton, FilterPagination } from '../../../components/list-page';
import { masterKeys, useCompanies } from '../api/queries';
import type { CompanyFilters, CompanyRow, CompanyToDelete } from '../api/types';
import { useMasterT } from '../i18n';
import { CompaniesTable } from './companies-table';
import { CompanyDetailsDialog } from './company-details-dialog';
import { ContactRequestsPanel, useOpenContactRequestCount } from './contact-requests-panel';
import { DeleteCompanyDialog } from './delete-company-dialog';
import { ToolbarSection } from './shared';
import { StatCards } from './stat-cards';
import { LoadError } from '../../../components/load-error';
import '../master.css';

/** Page size of GET /api/master/companies (the server's, used until its first answer). */
const COMPANY_PAGE_SIZE = 15;
/** Search input that reports only after typing pauses (server-side search); Enter and clearing report at once. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useMasterT();
  return <SharedSearchBox value={value} onSearch={onSearch} placeholder={t('companies.searchPlaceholder')} label={t('companies.searchLabel')} className="ms-toolbar__search" testId="company-search" />;
}

type DetailsState = { id: string; row: CompanyRow | null; open: boolean } | null;
type DeleteState = { company: CompanyToDelete; open: boolean } | null;

/**
 * Master backoffice /master (spec sections 2, 3 and 6): platform statistics, the company table
 * (server-side search and paging), company details and the irreversible company delete.
 */
export function MasterPage() {
  const { t } = useMasterT();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<CompanyFilters>({ search: '', page: 1 });
  const [details, setDetails] = useState<DetailsState>(null);
  const [toDelete, setToDelete] = useState<DeleteState>(null);
  const companies = useCompanies(filters);
  const refreshing = useIsFetching({ queryKey: masterKeys.all }) > 0;
  const openContactRequests = useOpenContactRequestCount();

  const totalPages = companies.data?.totalPages ?? 0;
  // A page beyond the end (e.g. after deleting the last company on it): go to the last page
  // (state adjusted while rendering, see react.dev 'You might not need an effect').
  const lastPage = Math.max(1, totalPages);
  if (companies.data && !companies.isPlaceholderData && filters.page > lastPage) {
    setFilters((f) => ({ ...f, page: lastPage }));
  }

  const list = companies.data?.companies ?? [];
  const searching = filters.search !== '';
  const resetSearch = () => setFilters({ search: '', page: 1 });

  const openDelete = (company: CompanyToDelete) => setToDelete({ company, open: true });
  const onDeleted = (id: string) => {
    setToDelete((d) => (d ? { ...d, open: false } : d));
    setDetails((d) => (d && d.id === id ? { ...d, open: false } : d));
  };

  let content;
  if (companies.isError && !companies.data) {
    content = <LoadError title={t('companies.loadErrorTitle')} message={companies.error.message} onRetry={() => companies.refetch()} />;
  } else if (companies.data && list.length === 0 && !companies.isPlaceholderData) {
    content = (
      <div className="empty-panel" data-testid="companies-empty">
        <div className="empty-panel__icon" aria-hidden="true">
          {searching ? <SearchOutlined /> : <BankOutlined />}
        </div>
        <h3 className="empty-panel__title">{searching ? t('companies.noResultsTitle') : t('companies.emptyTitle')}</h3>
        <p className="empty-panel__text">
          {searching ? t('companies.noResultsText', { search: filters.search }) : t('companies.emptyText')}
        </p>
        {searching && <ResetFiltersButton text={t('companies.resetSearch')} onReset={resetSearch} className="ms-empty-action" />}
      </div>
    );
  } else {
    content = (
      <div data-testid="company-table">
        <CompaniesTable
          companies={list}
          loading={companies.isPending || companies.isPlaceholderData}
          onDetails={(row) => setDetails({ id: row.id, row, open: true })}
          onDelete={(row) =>
            openDelete({ id: row.id, name: row.name, userCount: row.userCount, trainingCount: row.trainingCount, groupCount: row.groupCount })
          }
        />
      </div>
    );
  }

  const refreshButton = (
    <Button icon={<ReloadOutlined spin={refreshing} />} onClick={() => void queryClient.invalidateQueries({ queryKey: masterKeys.all })} data-testid="master-refresh">
      {t('common.refresh')}
    </Button>
  );

  return (
    <div className="page" data-testid="master-page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} extra={refreshButton} />

      <StatCards />

      <Tabs
        className="ms-tabs"
        destroyOnHidden
        items={[
          {
            key: 'companies',
            label: t('contact.companiesTab'),
            children: (
              <>
                <ToolbarSection
                  titleId="ms-companies-title"
                  title={t('companies.title')}
                  count={companies.data && { text: t('companies.count', { count: companies.data.totalCount }), testId: 'company-count' }}
                  controls={<SearchBox value={filters.search} onSearch={(search) => setFilters({ search, page: 1 })} />}
                >
                  {content}
                </ToolbarSection>

                {companies.data && list.length > 0 && (
                  <FilterPagination filters={filters} onFilters={setFilters} data={companies.data} fallbackPageSize={COMPANY_PAGE_SIZE} />
                )}
              </>
            ),
          },
          {
            key: 'contact',
            label: (
              <span data-testid="master-tab-contact">
                {t('contact.tab')}
                {!!openContactRequests && <Badge count={openContactRequests} className="ms-tab-badge" />}
              </span>
            ),
            children: <ContactRequestsPanel />,
          },
        ]}
      />

      {details && (
        <CompanyDetailsDialog
          companyId={details.id}
          row={details.row}
          open={details.open}
          onClose={() => setDetails((d) => (d ? { ...d, open: false } : d))}
          afterClose={() => setDetails(null)}
          onDelete={openDelete}
        />
      )}
      {toDelete && (
        <DeleteCompanyDialog
          company={toDelete.company}
          open={toDelete.open}
          onClose={() => setToDelete((d) => (d ? { ...d, open: false } : d))}
          afterClose={() => setToDelete(null)}
          onDeleted={onDeleted}
        />
      )}
    </div>
  );
}
