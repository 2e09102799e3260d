import type { Lang } from '../../../src/platform/i18n';
import { trailDate } from '../trail/text';
import type { Reason, Source } from './assignments';

/** The sentences of a person's history that the trail does not have: assignments as they reached the person, validity, deletion. */

export const SOURCE_TEXT: Record<Lang, { assigned: (s: Source, actor: string, reason: Reason) => string; unassigned: (s: Source, actor: string, reason: Reason) => string }> = {
  de: {
    assigned: (s, actor, reason) => {
      const via = s.bundleId ? `über das Bundle '${s.bundleName ?? ''}' der Einheit '${s.groupName ?? ''}'` : `über die Einheit '${s.groupName ?? ''}'`;
      const why = reason === 'membership' ? ` (${actor} hat die Person der Einheit hinzugefügt)` : reason === 'bundle_changed' ? ` (${actor} hat das Bundle geändert)` : ` (von ${actor})`;
      return `Zugewiesen ${via}, ${s.deadline ? `Frist ${trailDate(s.deadline, 'de')}` : 'ohne Frist'}${why}`;
    },
    unassigned: (s, actor, reason) => {
      const via = s.bundleId ? `über das Bundle '${s.bundleName ?? ''}' der Einheit '${s.groupName ?? ''}'` : `über die Einheit '${s.groupName ?? ''}'`;
      const why = {
        assignment: `${actor} hat die Zuweisung aufgehoben`,
        membership: `${actor} hat die Person aus der Einheit entfernt`,
        bundle_changed: `${actor} hat das Bundle geändert`,
        group_deleted: `${actor} hat die Einheit gelöscht`,
        bundle_deleted: `${actor} hat das Bundle gelöscht`,
      }[reason];
      return `Nicht mehr zugewiesen ${via} (${why})`;
    },
  },
  en: {
    assigned: (s, actor, reason) => {
      const via = s.bundleId ? `through the bundle '${s.bundleName ?? ''}' of the unit '${s.groupName ?? ''}'` : `through the unit '${s.groupName ?? ''}'`;
      const why = reason === 'membership' ? ` (${actor} added the person to the unit)` : reason === 'bundle_changed' ? ` (${actor} changed the bundle)` : ` (by ${actor})`;
      return `Assigned ${via}, ${s.deadline ? `deadline ${trailDate(s.deadline, 'en')}` : 'no deadline'}${why}`;
    },
    unassigned: (s, actor, reason) => {
      const via = s.bundleId ? `through the bundle '${s.bundleName ?? ''}' of the unit '${s.groupName ?? ''}'` : `through the unit '${s.groupName ?? ''}'`;
      const why = {
        assignment: `${actor} withdrew the assignment`,
        membership: `${actor} removed the person from the unit`,
        bundle_changed: `${actor} changed the bundle`,
        group_deleted: `${actor} deleted the unit`,
        bundle_deleted: `${actor} deleted the bundle`,
      }[reason];
      return `No longer assigned ${via} (${why})`;
    },
  },
};

export const DEADLINE_TEXT: Record<Lang, (s: Source, actor: string) => string> = {
  de: (s, actor) => `${actor} hat die Frist in der Einheit '${s.groupName ?? ''}' auf den ${s.deadline ? trailDate(s.deadline, 'de') : '–'} gesetzt`,
  en: (s, actor) => `${actor} set the deadline in the unit '${s.groupName ?? ''}' to ${s.deadline ? trailDate(s.deadline, 'en') : '–'}`,
};

export const VALID_TEXT: Record<Lang, (until: string | null) => string> = {
  de: (until) => (until ? `Gültig bis ${trailDate(until, 'de')} (Wiederholung danach fällig)` : 'Gültig ohne Ablauf (keine Wiederholungspflicht)'),
  en: (until) => (until ? `Valid until ${trailDate(until, 'en')} (recertification due after that)` : 'Valid without expiry (no recertification required)'),
};

export const DELETED_TEXT: Record<Lang, (actor: string) => string> = {
  de: (actor) => `${actor} hat die Schulung gelöscht`,
  en: (actor) => `${actor} deleted the training`,
};
