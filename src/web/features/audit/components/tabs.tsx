import type { ReactNode } from 'react';
import { AsOfTab } from '../as-of/as-of-tab';
import { historyTabLabel } from '../history/i18n';
import { HistoryTab } from '../history/history-tab';
import { trailTabLabel } from '../trail/i18n';
import { TrailTab } from '../trail/trail-tab';
import { verifyTabLabel } from '../verify/i18n';
import { VerifyTab } from '../verify/verify-tab';

/** One tool of the audit workspace: a tab with its label and content (each in its own file). */
export interface AuditTab {
  readonly key: string;
  readonly label: (lang: 'de' | 'en') => string;
  readonly render: () => ReactNode;
}

/** The audit workspace's tabs, in display order: one line per tool. */
export const AUDIT_TABS: readonly AuditTab[] = [
  { key: 'as-of', label: (lang) => (lang === 'de' ? 'Stand zum Stichtag' : 'Status as of'), render: () => <AsOfTab /> },
  { key: 'history', label: historyTabLabel, render: () => <HistoryTab /> },
  { key: 'trail', label: trailTabLabel, render: () => <TrailTab /> },
  { key: 'verify', label: verifyTabLabel, render: () => <VerifyTab /> },
];
