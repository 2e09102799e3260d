import type { ReactNode } from 'react';
import { verifyTabLabel } from '../verify/i18n';
import { VerifyTab } from '../verify/verify-tab';
import { trailTabLabel } from '../trail/i18n';
import { TrailTab } from '../trail/trail-tab';
import { historyTabLabel } from '../history/i18n';
import { HistoryTab } from '../history/history-tab';

/** One tool of the audit workspace: a tab with its label and content (each in its own file). */
export interface AuditTab {
  readonly key: string;
  readonly label: (lang: 'de' | 'en') => string;
  readonly render: () => ReactNode;
}

/** The audit workspace's tabs, in display order: one line per tool. */
export const AUDIT_TABS: readonly AuditTab[] = [
  { key: 'verify', label: verifyTabLabel, render: () => <VerifyTab /> },
  { key: 'trail', label: trailTabLabel, render: () => <TrailTab /> },
  { key: 'history', label: historyTabLabel, render: () => <HistoryTab /> },
];
