/**
 * The dashboard's reads, started when the route matches (its loader) rather than after its first
 * render: they run beside the download of the page's code instead of after it, and the first render
 * already has the figures (no skeleton, no second layout). Same query options as the components,
 * so these are the requests the components then read; nothing is fetched twice.
 */
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/auth';
import { can } from '../../../lib/authorization';
import { completionsQueryOptions, dashboardStatsQueryOptions, myTrainingsQueryOptions } from '../../../lib/learning';
import { isPlatformOperator, learnerPolicy } from '../../../../shared/policy';

/** Rows per page of the current-trainings table. */
export const CURRENT_TRAININGS_PAGE_SIZE = 15;
/** How many of the newest completions the dashboard lists (all of them are in My Learning). */
export const RECENT_COMPLETIONS = 5;

export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  // the operator is sent on to /master; a role without the dashboard sees 'access denied'
  if (!user || isPlatformOperator(user.role) || !can(user, 'dashboard')) return;
  void queryClient.prefetchQuery(dashboardStatsQueryOptions());
  if (learnerPolicy.learns(user.role)) {
    void queryClient.prefetchQuery(myTrainingsQueryOptions({ search: '', status: 'all', tags: [], page: 1, limit: CURRENT_TRAININGS_PAGE_SIZE }));
    void queryClient.prefetchQuery(completionsQueryOptions({ page: 1, limit: RECENT_COMPLETIONS }));
  }
}
