/** GET /api/dashboard/stats, shared by the server and the web app. Pure types. */

export type AchievementKey = 'first_completed' | 'five_completed' | 'halfway' | 'all_completed';

export interface DashboardStats {
  activeTrainings: number;
  completedTrainings: number;
  totalUsers: number;
  complianceRate: number;
  myGroupsCount: number;
  myGroupMembers: number;
  assignedTrainings: number;
  teamCompletionRate: number;
  personal: { assigned: number; open: number; completed: number; overdue: number; completionRate: number };
  achievements: { key: AchievementKey; achieved: boolean }[];
  myGroups: { id: string; name: string; description: string; memberCount: number }[];
}
