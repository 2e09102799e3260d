import { describe, expect, it } from 'vitest';
import type { TrailKind } from '../trail/vocabulary';
import { foldHistory, type HistoryRow } from './fold';

let pos = 0;
const row = (kind: TrailKind, at: string, over: Partial<HistoryRow> = {}): HistoryRow => ({
  event_id: `e${++pos}`,
  global_position: String(pos),
  recorded_at: at,
  at,
  kind,
  actor_id: 'm',
  actor_name: 'Jonas Weber',
  user_id: null,
  user_name: null,
  training_id: null,
  training_title: null,
  group_id: null,
  group_name: null,
  bundle_id: null,
  bundle_name: null,
  cycle: null,
  data: {},
  ...over,
});
const titles = new Map([
  ['t1', { title: { de: 'Brandschutz', en: 'Fire safety' }, deletedAt: null }],
  ['t2', { title: 'Erste Hilfe', deletedAt: null }],
]);
const kinds = (h: ReturnType<typeof foldHistory>, t: string) =>
  h.trainings.find((x) => x.trainingId === t)?.cycles.flatMap((c) => c.entries.map((e) => `${c.cycle}:${e.kind}:${(e.details.reason as string | undefined) ?? ''}`)) ?? [];

/** The fold of a person's history from trail rows, for the cases the API test does not reach. */
describe('person history fold', () => {
  const g = { group_id: 'g', group_name: 'Nord' };
  const b = { bundle_id: 'b', bundle_name: 'Grundlagen' };

  it('follows a bundle: its trainings reach the member as the bundle changes, and leave when it is deleted', () => {
    const h = foldHistory(
      [
        row('group.member_added', '2026-01-01T00:00:00Z', { ...g, user_id: 'p' }),
        row('bundle.trainings_set', '2026-01-02T00:00:00Z', { ...b, data: { trainingIds: ['t1'] } }),
        row('group.bundle_assigned', '2026-01-03T00:00:00Z', { ...g, ...b, data: { deadline: '2026-02-01T00:00:00Z' } }),
        row('bundle.trainings_set', '2026-01-04T00:00:00Z', { ...b, data: { trainingIds: ['t1', 't2'] } }),
        row('bundle.trainings_set', '2026-01-05T00:00:00Z', { ...b, data: { trainingIds: ['t2'] } }),
        row('bundle.deleted', '2026-01-06T00:00:00Z', b),
      ],
      titles,
      'de',
    );
    expect(kinds(h, 't1')).toEqual(['1:assigned:assignment', '1:unassigned:bundle_changed']);
    expect(kinds(h, 't2')).toEqual(['1:assigned:bundle_changed', '1:unassigned:bundle_deleted']);
    const first = h.trainings.find((x) => x.trainingId === 't1')!.cycles[0]!.entries[0]!;
    expect(first).toMatchObject({ group: { id: 'g', name: 'Nord' }, bundle: { id: 'b', name: 'Grundlagen' }, details: { deadline: '2026-02-01T00:00:00Z' } });
    expect(first.text).toBe("Zugewiesen über das Bundle 'Grundlagen' der Einheit 'Nord', Frist 01.02.2026 (von Jonas Weber)");
  });

  it('a deadline override moves the deadline; a new direct assignment drops it; deleting the unit ends every assignment', () => {
    const h = foldHistory(
      [
        row('group.training_assigned', '2026-01-01T00:00:00Z', { ...g, training_id: 't1', data: { deadline: '2026-01-15T00:00:00Z' } }),
        row('group.member_added', '2026-01-02T00:00:00Z', { ...g, user_id: 'p' }),
        row('group.deadline_set', '2026-01-03T00:00:00Z', { ...g, training_id: 't1', data: { deadline: '2026-01-29T00:00:00Z' } }),
        row('group.training_assigned', '2026-01-04T00:00:00Z', { ...g, training_id: 't1', data: { deadline: '2026-02-04T00:00:00Z' } }),
        row('group.deleted', '2026-01-05T00:00:00Z', g),
      ],
      titles,
      'en',
    );
    expect(kinds(h, 't1')).toEqual(['1:assigned:membership', '1:deadline_changed:', '1:deadline_changed:', '1:unassigned:group_deleted']);
    const entries = h.trainings[0]!.cycles[0]!.entries;
    expect(entries.map((e) => e.details.deadline ?? null)).toEqual(['2026-01-15T00:00:00Z', '2026-01-29T00:00:00Z', '2026-02-04T00:00:00Z', null]);
    expect(entries[3]!.text).toBe("No longer assigned through the unit 'Nord' (Jonas Weber deleted the unit)");
    expect(h.trainings[0]!.title).toBe('Fire safety');
  });

  it('an assignment the person never had leaves no training; entries without a cycle join the latest started one', () => {
    const h = foldHistory(
      [
        row('group.training_assigned', '2026-01-01T00:00:00Z', { ...g, training_id: 't2' }),
        row('group.member_added', '2026-01-02T00:00:00Z', { ...g, user_id: 'p' }),
        row('group.member_removed', '2026-01-03T00:00:00Z', { ...g, user_id: 'p' }),
        row('group.training_assigned', '2026-01-04T00:00:00Z', { ...g, training_id: 't1' }),
        row('learning.started', '2026-01-05T00:00:00Z', { user_id: 'p', training_id: 't2', cycle: 1 }),
        row('learning.completed', '2026-01-06T00:00:00Z', { user_id: 'p', training_id: 't2', cycle: 1, data: { completionId: 'c1' }, valid_until: '2027-01-06T00:00:00.000Z' }),
        row('learning.started', '2027-01-01T00:00:00Z', { user_id: 'p', training_id: 't2', cycle: 2 }),
        row('training.deleted', '2027-01-02T00:00:00Z', { training_id: 't2' }),
        row('training.deleted', '2027-01-02T00:00:00Z', { training_id: 't1' }),
      ],
      titles,
      'de',
    );
    expect(h.trainings.map((t) => t.trainingId)).toEqual(['t2']);
    expect(kinds(h, 't2')).toEqual(['1:assigned:membership', '1:unassigned:membership', '1:started:', '1:completed:', '1:valid_until:', '2:started:', '2:training_deleted:']);
    expect(h.trainings[0]!.cycles[0]).toMatchObject({ completedAt: '2026-01-06T00:00:00.000Z', validUntil: '2027-01-06T00:00:00.000Z', evidenceId: 'c1' });
    expect(h.person.map((e) => e.kind)).toEqual(['group.member_added', 'group.member_removed']);
  });

  it('a blended training: the online part waits without validity or evidence; the sign-off completes the cycle and starts its validity', () => {
    const t = { user_id: 'p', user_name: 'Lena Azubi', training_id: 't1', training_title: { de: 'Brandschutz', en: 'Fire safety' }, cycle: 1 };
    const rows = [
      row('learning.started', '2026-01-05T00:00:00Z', t),
      row('learning.completed', '2026-01-06T00:00:00Z', { ...t, data: { completionId: 'c1', practicalPartRequired: true } }),
    ];
    const waiting = foldHistory(rows, titles, 'de').trainings[0]!.cycles[0]!;
    expect(waiting).toMatchObject({ completedAt: null, validUntil: null, evidenceId: null, awaitingPracticalPart: true });
    expect(waiting.entries.map((e) => e.kind)).toEqual(['started', 'completed_online']);
    expect(waiting.entries[1]!.details).toMatchObject({ evidenceId: null, evidenceUrl: null, validUntil: null });
    expect(waiting.entries[1]!.text).toBe("Lena Azubi hat den Online-Teil von 'Brandschutz' abgeschlossen und mit dem Passwort bestätigt, wartet auf Praxisteil (Nachweis c1)");
    const signed = row('learning.practical_part_signed_off', '2026-02-10T00:00:00Z', {
      ...t,
      data: { practicalDate: '2026-02-09', place: 'Halle', instructorName: 'Olga', signedOffByName: 'Jonas Weber', note: null },
      valid_until: '2027-02-10T00:00:00.000Z',
    });
    const h = foldHistory([...rows, signed], titles, 'en');
    const cycle = h.trainings[0]!.cycles[0]!;
    expect(cycle).toMatchObject({ completedAt: '2026-02-10T00:00:00.000Z', validUntil: '2027-02-10T00:00:00.000Z', evidenceId: 'c1', awaitingPracticalPart: false });
    expect(cycle.entries.map((e) => e.kind)).toEqual(['started', 'completed_online', 'practical_part_signed_off', 'valid_until']);
    expect(cycle.entries[2]!.details).toMatchObject({ evidenceId: 'c1', evidenceUrl: '/api/completions/c1/evidence.pdf', validUntil: '2027-02-10T00:00:00.000Z', place: 'Halle' });
    expect(cycle.entries[2]!.text).toBe("Jonas Weber signed off the practical part of 'Fire safety' for Lena Azubi (on 9 Feb 2026 at 'Halle', instructor: Olga); the training counts as completed from now");
    expect(cycle.entries[3]!.text).toBe('Valid until 10 Feb 2027 (recertification due after that)');
  });

  it('a cycle names the language its completion was delivered in; a blended one that of its online part; none recorded: null (issue 34)', () => {
    const t = { user_id: 'p', user_name: 'Lena Azubi', training_id: 't1', training_title: { de: 'Brandschutz', en: 'Fire safety' } };
    const h = foldHistory(
      [
        row('learning.started', '2026-01-05T00:00:00Z', { ...t, cycle: 1 }),
        row('learning.completed', '2026-01-06T00:00:00Z', { ...t, cycle: 1, data: { completionId: 'c1', practicalPartRequired: true, language: 'tr' } }),
        row('learning.practical_part_signed_off', '2026-02-10T00:00:00Z', { ...t, cycle: 1, data: { practicalDate: '2026-02-09', place: 'Halle', instructorName: 'Olga', signedOffByName: 'Jonas Weber', note: null } }),
        row('learning.started', '2027-01-05T00:00:00Z', { ...t, cycle: 2 }),
        row('learning.completed', '2027-01-06T00:00:00Z', { ...t, cycle: 2, data: { completionId: 'c2', language: null } }),
      ],
      titles,
      'de',
    );
    const [first, second] = h.trainings[0]!.cycles;
    expect(first).toMatchObject({ evidenceId: 'c1', deliveredLanguage: 'tr' });
    expect(first!.entries.find((e) => e.kind === 'practical_part_signed_off')!.details).toMatchObject({ deliveredLanguage: 'tr' });
    expect(second).toMatchObject({ evidenceId: 'c2', deliveredLanguage: null });
  });

  it('a date-of-birth change is one of the person’s own entries, without the date', () => {
    const h = foldHistory([row('user.date_of_birth_changed', '2026-01-01T00:00:00Z', { user_id: 'p', user_name: 'Lena Azubi', data: { set: true, previouslySet: false } })], titles, 'de');
    expect(h.person.map((e) => [e.kind, e.text])).toEqual([['user.date_of_birth_changed', 'Jonas Weber hat das Geburtsdatum von Lena Azubi erfasst']]);
  });
});
