import type { ReactNode } from 'react';
import { AppstoreOutlined, AuditOutlined, BankOutlined, BookOutlined, DashboardOutlined, ReadOutlined, SafetyOutlined, SolutionOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { Area } from '../../lib/authorization';

export type NavKey = 'dashboard' | 'library' | 'myLearning' | 'groups' | 'instructionSessions' | 'bundles' | 'users' | 'audit' | 'dataProtection' | 'master';

export interface NavItem {
  key: NavKey;
  to: '/' | '/trainings' | '/my-trainings' | '/groups' | '/instruction-sessions' | '/bundles' | '/users' | '/audit' | '/data-protection' | '/master';
  permission: Area;
  icon: ReactNode;
}

/** Navigation tabs and who sees them (spec section 6). Groups are called units in navigation. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', to: '/', permission: 'dashboard', icon: <DashboardOutlined /> },
  { key: 'library', to: '/trainings', permission: 'library', icon: <BookOutlined /> },
  { key: 'myLearning', to: '/my-trainings', permission: 'myLearning', icon: <ReadOutlined /> },
  { key: 'groups', to: '/groups', permission: 'groups', icon: <TeamOutlined /> },
  { key: 'instructionSessions', to: '/instruction-sessions', permission: 'instructionSessionsRead', icon: <SolutionOutlined /> },
  { key: 'bundles', to: '/bundles', permission: 'bundles', icon: <AppstoreOutlined /> },
  { key: 'users', to: '/users', permission: 'users', icon: <UserOutlined /> },
  { key: 'audit', to: '/audit', permission: 'audit', icon: <AuditOutlined /> },
  // root and admin; the auditor too, for the works council's report (the page's gate, routes/data-protection.tsx)
  { key: 'dataProtection', to: '/data-protection', permission: 'companyStatistics', icon: <SafetyOutlined /> },
  { key: 'master', to: '/master', permission: 'master', icon: <BankOutlined /> },
];
