import type { MouseEvent } from 'react';
import { Button, DatePicker, Grid, Segmented, Table, type TableColumnsType } from 'antd';
import { PlusOutlined, SolutionOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { INSTRUCTION_SESSIONS_PAGE_SIZE, type InstructionSessionSummary } from '../../../../shared/contracts/instruction';
import { PageHeader } from '../../../components/page-header';
import { FilterableEmptyPanel, filterableEmptyTexts, ListContent, ResetFiltersButton, ResultCount, ScrollingPagination, SurfaceSkeleton } from '../../../components/list-page';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/authorization';
import { localize, personName } from '../../../lib/localize';
import { useSessions } from '../api/queries';
import { useSessionsT } from '../i18n';
import { hasActiveFilters, parsePlanPreset, parseSessionFilters, STATUS_FILTERS, toSessionSearch, type SessionFilters } from '../lib/search';
import { PlanDialog } from './plan-dialog';
import { SessionStatusTag, timeRange } from './shared';
import '../../../styles/list-pages.css';
import '../instruction-sessions.css';

const PICKER_FORMAT = { de: 'DD.MM.YYYY', en: 'MM/DD/YYYY' } as const;
const ROW_TEST_ID = { 'data-testid': 'session-row' } as object;
const FIRST: SessionFilters = { status: 'all', from: '', to: '', page: 1 };

/** The training's title as a link to the session (the row's name for assistive technology). */
function TrainingLink({ session }: { session: InstructionSessionSummary }) {
  const { language } = useSessionsT();
  return (
    <Link to="/instruction-sessions/$id" params={{ id: session.id }} className="is-list__title" data-testid="session-link">
      {localize(session.trainingTitle, language)}
    </Link>
  );
}

function Participants({ session }: { session: InstructionSessionSummary }) {
  const { t } = useSessionsT();
  return <span className="is-muted">{t('page.signedOf', { signed: session.signedCount, total: session.participantCount })}</span>;
}

/**
 * /instruction-sessions (issue 32, item 6): the company's classroom sessions, filtered by status and
 * period on the server and paged (15), and the plan dialog; `?plan=1&trainingId=&groupId=` (from a
 * unit's progress report) opens the dialog with those chosen.
 */
export function SessionsPage() {
  const { t, language } = useSessionsT();
  const navigate = useNavigate();
  const compact = !Grid.useBreakpoint().md;
  const { data: user } = useCurrentUser();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const filters = parseSessionFilters(raw);
  const preset = parsePlanPreset(raw);
  const canPlan = can(user, 'instructionSessions');
  const sessions = useSessions(filters);
  const list = sessions.data?.sessions ?? [];
  const filtered = hasActiveFilters(filters);

  const setSearch = (next: Record<string, string | number>) => void navigate({ to: '/instruction-sessions', search: next, replace: true });
  const update = (change: (current: SessionFilters) => SessionFilters) => setSearch(toSessionSearch(change(filters)));
  const openPlan = () => setSearch({ ...toSessionSearch(filters), plan: 1 });
  const closePlan = () => setSearch(toSessionSearch(filters));

  const planButton = canPlan ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={openPlan} data-testid="plan-session">
      {t('page.plan')}
    </Button>
  ) : null;

  const columns: TableColumnsType<InstructionSessionSummary> = compact
    ? [
        {
          key: 'session',
          title: t('page.columns.training'),
          render: (_, s) => (
            <div className="is-list__cell">
              <TrainingLink session={s} />
              <span className="is-muted">{timeRange(t, s.startsAt, s.durationMinutes)}</span>
              <span className="is-muted">{s.location}</span>
              <Participants session={s} />
            </div>
          ),
        },
        { key: 'status', title: t('page.columns.status'), width: 130, render: (_, s) => <SessionStatusTag status={s.status} /> },
      ]
    : [
        { key: 'training', title: t('page.columns.training'), render: (_, s) => <TrainingLink session={s} /> },
        { key: 'startsAt', title: t('page.columns.startsAt'), width: 240, render: (_, s) => <span className="is-nowrap">{timeRange(t, s.startsAt, s.durationMinutes)}</span> },
        { key: 'location', title: t('page.columns.location'), render: (_, s) => s.location },
        { key: 'instructor', title: t('page.columns.instructor'), width: 180, render: (_, s) => personName(s.instructor) },
        { key: 'participants', title: t('page.columns.participants'), width: 180, render: (_, s) => <Participants session={s} /> },
        { key: 'status', title: t('page.columns.status'), width: 150, render: (_, s) => <SessionStatusTag status={s.status} /> },
      ];

  return (
    <div className="page is-page" data-testid="sessions-page">
      <PageHeader title={t('page.title')} subtitle={t(canPlan ? 'page.subtitle' : 'page.subtitleReadOnly')} extra={planButton} />

      <section className="surface is-filters" aria-label={t('page.filtersLabel')}>
        <div className="is-filters__group">
          <span className="is-filters__label" id="is-status-label">
            {t('page.statusLabel')}
          </span>
          <Segmented<SessionFilters['status']>
            aria-labelledby="is-status-label"
            value={filters.status}
            onChange={(status) => update((f) => ({ ...f, status, page: 1 }))}
            options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            data-testid="session-status-filter"
          />
        </div>
        <div className="is-filters__group">
          <span className="is-filters__label" id="is-range-label">
            {t('page.rangeLabel')}
          </span>
          <DatePicker.RangePicker
            aria-labelledby="is-range-label"
            format={PICKER_FORMAT[language]}
            allowEmpty={[true, true]}
            placeholder={[t('page.rangeFrom'), t('page.rangeTo')]}
            value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
            onChange={(range) =>
              update((f) => ({ ...f, from: range?.[0]?.format('YYYY-MM-DD') ?? '', to: range?.[1]?.format('YYYY-MM-DD') ?? '', page: 1 }))
            }
            data-testid="session-range"
          />
        </div>
        {filtered && <ResetFiltersButton link text={t('page.resetFilters')} onReset={() => update(() => FIRST)} />}
      </section>

      {sessions.data && list.length > 0 && <ResultCount testId="session-count" text={t('page.resultCount', { count: sessions.data.total })} />}

      <ListContent
        query={sessions}
        loading={<SurfaceSkeleton className="is-list" rows={6} />}
        errorTitle={t('page.loadErrorTitle')}
        isEmpty={list.length === 0}
        empty={
          <FilterableEmptyPanel
            testId="sessions-empty"
            filtered={filtered}
            icon={<SolutionOutlined />}
            {...filterableEmptyTexts(t, 'page')}
            onReset={() => update(() => FIRST)}
            actionsClassName="list-empty-actions"
          >
            {planButton}
          </FilterableEmptyPanel>
        }
      >
        <section className={`surface is-list${sessions.isPlaceholderData ? ' list-grid--stale' : ''}`} aria-label={t('page.listLabel')}>
          <Table<InstructionSessionSummary>
            rowKey="id"
            size={compact ? 'small' : 'middle'}
            columns={columns}
            dataSource={list}
            pagination={false}
            rowClassName={() => 'is-list__row'}
            onRow={(s) => ({
              // the whole row opens the session; the title inside it is the link for keyboard and screen readers
              onClick: (e: MouseEvent<HTMLElement>) => {
                if (!(e.target as HTMLElement).closest('a')) void navigate({ to: '/instruction-sessions/$id', params: { id: s.id } });
              },
              ...ROW_TEST_ID,
            })}
          />
        </section>
        <ScrollingPagination
          page={filters.page}
          pageSize={sessions.data?.pageSize ?? INSTRUCTION_SESSIONS_PAGE_SIZE}
          total={sessions.data?.total ?? 0}
          onChange={(page) => update((f) => ({ ...f, page }))}
        />
      </ListContent>

      {canPlan && (
        <PlanDialog
          open={preset !== null}
          preset={preset}
          onClose={closePlan}
          onPlanned={(view) => void navigate({ to: '/instruction-sessions/$id', params: { id: view.id } })}
        />
      )}
    </div>
  );
}
