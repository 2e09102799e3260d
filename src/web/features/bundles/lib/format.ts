import type { BundlesT } from '../i18n';

export { periodLabel } from '../../../lib/period';

const STATUSES = ['draft', 'published', 'archived'] as const;
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

export function statusLabel(status: string, t: BundlesT): string {
  return (STATUSES as readonly string[]).includes(status) ? t(`status.${status as (typeof STATUSES)[number]}`) : status;
}

export function difficultyLabel(difficulty: string | null | undefined, t: BundlesT): string {
  if (!difficulty) return '';
  return (DIFFICULTIES as readonly string[]).includes(difficulty) ? t(`difficulty.${difficulty as (typeof DIFFICULTIES)[number]}`) : difficulty;
}

/** Case- and accent-insensitive text for client-side search. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
