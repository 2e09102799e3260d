import { localizedText, type Lang } from '../../../src/platform/i18n';
import type { LocalizedText } from '../../../src/shared/contracts/catalog';
import { toItem, type RawTrailRow } from '../trail/queries';
import { Assignments, type Source } from './assignments';
import { DEADLINE_TEXT, DELETED_TEXT, SOURCE_TEXT, VALID_TEXT } from './texts';
import type { TrailKind } from '../trail/vocabulary';
import type * as Audit from '../../../src/shared/contracts/audit';

/** A trail row with, for a completion, the end of its validity (from the compliance rule in SQL; null: forever). */
export interface HistoryRow extends RawTrailRow {
  valid_until?: string | null;
}

export type HistoryKind =
  | 'assigned'
  | 'unassigned'
  | 'deadline_changed'
  | 'started'
  | 'module_completed'
  | 'quiz_passed'
  | 'quiz_failed'
  | 'completed'
  | 'completed_online'
  | 'practical_part_signed_off'
  | 'valid_until'
  | 'training_deleted'
  | TrailKind;

export type HistoryEntry = Audit.HistoryEntry<HistoryKind>;
export type HistoryCycle = Audit.HistoryCycle<HistoryKind>;
export type TrainingHistory = Audit.TrainingHistory<HistoryKind>;




export interface TrainingInfo {
  readonly title: LocalizedText;
  readonly deletedAt: string | null;
}


/** The kinds of a person's own rows that are about the person (not about learning). */
export const PERSON_EVENT_KINDS: readonly string[] = [
  'group.member_added',
  'group.member_removed',
  'user.registered',
  'user.invited',
  'user.profile_changed',
  'user.role_changed',
  'user.deactivated',
  'user.activated',
  'user.deleted',
  'user.date_of_birth_changed',
  'user.personnel_number_changed',
  'user.content_language_changed',
  'user.start_code_issued',
  'user.pin_set',
  'user.badge_issued',
  'user.sign_in_locked',
  'privacy.legal_hold_placed',
  'privacy.legal_hold_lifted',
  'privacy.personal_data_redacted',
];
const PERSON_KINDS: ReadonlySet<string> = new Set(PERSON_EVENT_KINDS);

const LEARNING: Partial<Record<TrailKind, HistoryKind>> = {
  'learning.started': 'started',
  'learning.module_completed': 'module_completed',
  'learning.quiz_passed': 'quiz_passed',
  'learning.quiz_failed': 'quiz_failed',
  'learning.completed': 'completed',
  'learning.practical_part_signed_off': 'practical_part_signed_off',
};

/**
 * The history kind of a learning row: a blended training's online completion counts only from the
 * sign-off of its practical part (ADR 0022, as the as-of report and the compliance dates count it).
 */
const learningKind = (r: RawTrailRow): HistoryKind | undefined =>
  r.kind === 'learning.completed' && r.data.practicalPartRequired === true ? 'completed_online' : LEARNING[r.kind];

/** The kinds that complete a cycle: the completion, or for a blended training the sign-off of its practical part. */
const COMPLETING: ReadonlySet<HistoryKind> = new Set<HistoryKind>(['completed', 'practical_part_signed_off']);

const evidenceUrl = (id: unknown) => (typeof id === 'string' ? `/api/completions/${encodeURIComponent(id)}/evidence.pdf` : null);

/** The language version a completion was delivered in (issue 34); null: not recorded (before language versions, classroom sessions). */
const languageOf = (r: RawTrailRow): string | null => (typeof r.data.language === 'string' && r.data.language ? r.data.language : null);

const iso = (v: Date | string) => new Date(v).toISOString();
const actorName = (r: RawTrailRow, lang: Lang) => (r.actor_id === null ? (lang === 'de' ? 'Das System' : 'The system') : (r.actor_name ?? (lang === 'de' ? 'Unbekannt' : 'Someone')));

interface Building {
  entries: { entry: HistoryEntry; cycle: number | null }[];
}

/**
 * A person's history from their own trail rows and those of their groups and bundles, in commit
 * order: per training every cycle (assignments and their deadlines as they reached the person,
 * starts, modules, quiz attempts, completion with its validity, deletion of the training), and the
 * person's own events (joins, leaves, role changes).
 */
export function foldHistory(
  rows: readonly HistoryRow[],
  trainings: ReadonlyMap<string, TrainingInfo>,
  lang: Lang,
): { person: HistoryEntry[]; trainings: TrainingHistory[] } {
  const sorted = [...rows].sort((a, b) => iso(a.at).localeCompare(iso(b.at)) || Number(BigInt(a.global_position) - BigInt(b.global_position)));
  const state = new Assignments();
  let before = state.sources();
  const person: HistoryEntry[] = [];
  const byTraining = new Map<string, Building>();
  const add = (trainingId: string, entry: HistoryEntry, cycle: number | null) => {
    const b = byTraining.get(trainingId) ?? { entries: [] };
    b.entries.push({ entry, cycle });
    byTraining.set(trainingId, b);
  };
  const base = (r: RawTrailRow, suffix = '') => ({ id: r.event_id + suffix, at: iso(r.at), actor: { id: r.actor_id, name: r.actor_name } });
  const groupRef = (s: Source) => ({ id: s.groupId, name: s.groupName });
  const bundleRef = (s: Source) => (s.bundleId ? { id: s.bundleId, name: s.bundleName } : null);
  // the evidence id and delivered language of each online part waiting for its practical part, by training and cycle
  const waiting = new Map<string, { completionId: string; language: string | null }>();

  for (const r of sorted) {
    const item = toItem(r, lang);
    if (PERSON_KINDS.has(r.kind)) {
      person.push({ ...base(r), kind: r.kind, text: item.text, group: r.group_id ? { id: r.group_id, name: r.group_name } : null, bundle: null, details: r.data });
    }
    const learning = learningKind(r);
    if (learning && r.training_id) {
      const details: Record<string, unknown> = { ...r.data, cycle: r.cycle };
      const cycleKey = `${r.training_id}|${r.cycle ?? ''}`;
      if (learning === 'completed') {
        details.evidenceId = r.data.completionId ?? null;
        details.evidenceUrl = evidenceUrl(r.data.completionId);
        details.validUntil = r.valid_until ?? null;
        details.deliveredLanguage = languageOf(r);
      } else if (learning === 'completed_online') {
        // the evidence is issued only after the sign-off
        details.evidenceId = null;
        details.evidenceUrl = null;
        details.validUntil = null;
        details.deliveredLanguage = languageOf(r);
        if (typeof r.data.completionId === 'string') waiting.set(cycleKey, { completionId: r.data.completionId, language: languageOf(r) });
      } else if (learning === 'practical_part_signed_off') {
        // the completion counts from the sign-off and keeps the language of its online part
        const online = waiting.get(cycleKey);
        details.evidenceId = online?.completionId ?? null;
        details.evidenceUrl = evidenceUrl(online?.completionId);
        details.validUntil = r.valid_until ?? null;
        details.deliveredLanguage = online?.language ?? null;
      }
      add(r.training_id, { ...base(r), kind: learning, text: item.text, group: null, bundle: null, details }, r.cycle);
      if (COMPLETING.has(learning)) {
        add(r.training_id, { ...base(r, ':valid-until'), at: r.valid_until ?? iso(r.at), kind: 'valid_until', text: VALID_TEXT[lang](r.valid_until ?? null), group: null, bundle: null, details: { validUntil: r.valid_until ?? null } }, r.cycle);
      }
      continue;
    }
    if (r.kind === 'training.deleted' && r.training_id) {
      if (byTraining.has(r.training_id)) add(r.training_id, { ...base(r), kind: 'training_deleted', text: DELETED_TEXT[lang](actorName(r, lang)), group: null, bundle: null, details: {} }, null);
      continue;
    }
    const reason = state.apply(r);
    if (reason === null) continue;
    const now = state.sources();
    const actor = actorName(r, lang);
    for (const [k, { trainingId, source }] of now) {
      const was = before.get(k);
      if (!was) {
        add(trainingId, { ...base(r, `:${k}`), kind: 'assigned', text: SOURCE_TEXT[lang].assigned(source, actor, reason), group: groupRef(source), bundle: bundleRef(source), details: { deadline: source.deadline, reason } }, null);
      } else if (was.source.deadline !== source.deadline) {
        add(trainingId, { ...base(r, `:${k}`), kind: 'deadline_changed', text: DEADLINE_TEXT[lang](source, actor), group: groupRef(source), bundle: bundleRef(source), details: { deadline: source.deadline, previous: was.source.deadline } }, null);
      }
    }
    for (const [k, { trainingId, source }] of before) {
      if (!now.has(k)) {
        add(trainingId, { ...base(r, `:${k}`), kind: 'unassigned', text: SOURCE_TEXT[lang].unassigned(source, actor, reason), group: groupRef(source), bundle: bundleRef(source), details: { reason } }, null);
      }
    }
    before = now;
  }

  const result: TrainingHistory[] = [];
  for (const [trainingId, b] of byTraining) {
    const info = trainings.get(trainingId);
    // entries without a cycle belong to the latest cycle started (the first before any start): a cycle runs from its start to the next
    let started = 0;
    const cycles = new Map<number, HistoryEntry[]>();
    for (const { entry, cycle } of b.entries) {
      if (entry.kind === 'started' && cycle !== null) started = Math.max(started, cycle);
      const c = cycle ?? Math.max(started, 1);
      const list = cycles.get(c) ?? [];
      list.push(entry);
      cycles.set(c, list);
    }
    const cycleList: HistoryCycle[] = [...cycles.entries()]
      .sort((x, y) => x[0] - y[0])
      .map(([cycle, entries]) => {
        const start = entries.find((e) => e.kind === 'started');
        const done = entries.find((e) => COMPLETING.has(e.kind));
        const online = entries.some((e) => e.kind === 'completed_online');
        return {
          cycle,
          startedAt: start?.at ?? null,
          completedAt: done?.at ?? null,
          validUntil: done ? ((done.details.validUntil as string | null | undefined) ?? null) : null,
          evidenceId: done ? ((done.details.evidenceId as string | null | undefined) ?? null) : null,
          deliveredLanguage: done ? ((done.details.deliveredLanguage as string | null | undefined) ?? null) : null,
          awaitingPracticalPart: online && !done,
          entries: entries.sort((x, y) => x.at.localeCompare(y.at)),
        };
      });
    const lastAt = b.entries.reduce((m, e) => (e.entry.kind !== 'valid_until' && e.entry.at > m ? e.entry.at : m), '');
    result.push({
      trainingId,
      title: info ? localizedText(info.title, lang) : '',
      deleted: info?.deletedAt != null,
      deletedAt: info?.deletedAt ?? null,
      lastAt,
      cycles: cycleList,
    });
  }
  result.sort((a, b) => b.lastAt.localeCompare(a.lastAt) || a.title.localeCompare(b.title));
  return { person, trainings: result };
}
