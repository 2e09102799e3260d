export { groupProgressRoutes } from './group-progress/routes';
export { groupProgress, PROGRESS_READ_MODELS } from './group-progress/progress';
export type { GroupProgress, ProgressStatus } from './group-progress/progress';
export type { GroupProgressOrganization, GroupProgressPorts, ProgressGroup } from './group-progress/ports';
export { renderProgressReport } from './group-progress/report';
export { dashboardRoutes } from './dashboard/routes';
export { dashboardStats, DASHBOARD_READ_MODELS } from './dashboard/stats';
export type { DashboardStats } from './dashboard/stats';
export { complianceProjection, complianceReadModel } from './compliance';
