import { describe, expect, it } from 'vitest';
import type { ReplayedEvent } from '../../src/platform/eventstore';
import { learningEvents } from '../../src/modules/learning';

type LearningEvent = Parameters<typeof learningEvents.encode>[0];
import { reduceBatch } from './facts';

const STREAM = 'learning-enrolment-u1-t1-1';
let position = 0;
const event = (e: LearningEvent, streamId = STREAM): ReplayedEvent => {
  position++;
  return { ...learningEvents.encode(e), tenantId: 'c1', streamId, streamVersion: position, globalPosition: String(position), position: `1/${position}/${position}` };
};

const completed = (completionId: string, extra: { language?: string; practicalPartRequired?: true } = {}): LearningEvent => ({
  type: 'learning.TrainingCompleted',
  data: {
    completionId,
    completedAt: '2026-03-02T08:00:00.000Z',
    percent: 100,
    correct: 1,
    total: 1,
    contentVersion: 'v1',
    confirmation: 'ok',
    confirmedBy: 'password',
    snapshot: { companyName: 'X', employeeName: 'U', employeeEmail: 'u@x.de', trainingTitle: 'T', ownerId: 'o', ownerName: 'O', modules: [] },
    ...extra,
  },
});
const signedOff: LearningEvent = {
  type: 'learning.PracticalPartSignedOff',
  data: { practicalDate: '2026-03-05', place: 'Halle', instructorName: 'O', instructorUserId: 'o', note: null, signedOffBy: 'o', signedOffByName: 'O', signedOffAt: '2026-03-05T10:00:00.000Z' },
};

/** The compliance fold keeps the language a completion was delivered in (issue 34, ADR 0030 section 5). */
describe('compliance facts: the delivered language of a completion', () => {
  it('a completion keeps the language it records', () => {
    expect(reduceBatch([event(completed('c1', { language: 'tr' }))]).completions.get(STREAM)).toEqual({ completedAt: '2026-03-02T08:00:00.000Z', completionId: 'c1', language: 'tr' });
  });

  it('a completion before language versions records none: not recorded, never German', () => {
    expect(reduceBatch([event(completed('c1'))]).completions.get(STREAM)?.language).toBeNull();
  });

  it('a blended training counts from the sign-off and keeps the language of its online completion', () => {
    const f = reduceBatch([event(completed('c1', { language: 'tr', practicalPartRequired: true })), event(signedOff)]);
    expect(f.pending.get(STREAM)).toEqual({ completionId: 'c1', language: 'tr' });
    expect(f.completions.get(STREAM)).toEqual({ completedAt: '2026-03-05T10:00:00.000Z', completionId: 'c1', language: 'tr' });
  });

  it('a sign-off whose online completion an earlier batch folded leaves completion and language to the stored online part', () => {
    const online = reduceBatch([event(completed('c1', { language: 'tr', practicalPartRequired: true }))]);
    expect(online.completions.size).toBe(0);
    expect(online.pending.get(STREAM)).toEqual({ completionId: 'c1', language: 'tr' });
    expect(reduceBatch([event(signedOff)]).completions.get(STREAM)).toEqual({ completedAt: '2026-03-05T10:00:00.000Z', completionId: null, language: null });
  });
});
