import { describe, expect, it } from 'vitest';
import { asTrainingId, asUserId, companyCaller, pathGroupId, pathTrainingId, pathUserId, principalIds, type TrainingId } from './ids';

const trainingOnly = (id: TrainingId): string => id;

describe('branded ids', () => {
  it('decode a path parameter unchanged, and an absent one as the empty string (the lookup answers 404 as before)', () => {
    const ctx = { params: { id: 'f0e1d2c3-0000-4000-8000-000000000001', userId: 'not-a-uuid' } };
    expect(pathTrainingId(ctx)).toBe('f0e1d2c3-0000-4000-8000-000000000001');
    expect(pathUserId(ctx)).toBe('not-a-uuid');
    expect(pathGroupId({ params: {} })).toBe('');
  });

  it('brand the ids of the session and of a caller without HTTP', () => {
    expect(principalIds({ tenantId: 'c1', userId: 'u1' })).toEqual({ companyId: 'c1', userId: 'u1' });
    expect(companyCaller('c1', 'u1', 'admin')).toEqual({ companyId: 'c1', actor: { userId: 'u1', role: 'admin' } });
  });

  it('keep a user id from being passed where a training id is expected (compile time)', () => {
    expect(trainingOnly(asTrainingId('t1'))).toBe('t1');
    // @ts-expect-error a UserId is not a TrainingId
    expect(trainingOnly(asUserId('u1'))).toBe('u1');
    // @ts-expect-error a plain string is not a TrainingId
    expect(trainingOnly('t1')).toBe('t1');
  });
});
