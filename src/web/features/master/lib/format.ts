import { isRole, roleKey } from '../../../lib/authorization';
import { daysUntil } from '../../../lib/format';
import type { MasterT } from '../i18n';

/** True when the trial ended before today. */
export function isTrialExpired(trialEndsAt: string | null | undefined): boolean {
  return !!trialEndsAt && daysUntil(trialEndsAt) < 0;
}

/** The role's name; a role the app does not know as it came. */
export function roleLabel(role: string, t: MasterT): string {
  return isRole(role) ? t(`common.roles.${roleKey(role)}`) : role;
}

const TRAINING_STATUSES = ['draft', 'published', 'archived'] as const;
export const TRAINING_STATUS_COLORS: Record<string, string> = { draft: 'default', published: 'green', archived: 'orange' };

export function trainingStatusLabel(status: string, t: MasterT): string {
  return (TRAINING_STATUSES as readonly string[]).includes(status)
    ? t(`trainingStatus.${status as (typeof TRAINING_STATUSES)[number]}`)
    : status;
}

/** Two-letter monogram of a company name for its avatar. */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}

/** Average with at most one decimal, in the UI language's number format. */
export function average(total: number, count: number, language: string): string {
  const value = count > 0 ? total / count : 0;
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'de-DE', { maximumFractionDigits: 1 }).format(value);
}
