export { groupProgressRoutes } from './group-progress/routes';
export { groupProgress, noCompletions } from './group-progress/progress';
export type { CompletionSource, GroupProgress, ProgressStatus } from './group-progress/progress';
export { renderProgressReport } from './group-progress/report';
export { dashboardRoutes } from './dashboard/routes';
export { dashboardStats, compliance } from './dashboard/stats';
export type { DashboardStats } from './dashboard/stats';
