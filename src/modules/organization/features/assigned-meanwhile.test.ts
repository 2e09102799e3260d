import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../platform/http';
import type { Caller, OrganizationDeps } from '../shared/deps';
import { changeDeadline } from './assignments/change-deadline/handler';
import { assignTraining } from './assignments/assign-training/handler';
import { assignBundle } from './bundles/assign-bundle/handler';
import { companyCaller } from '../../../shared/contracts/ids';

// The command succeeds, but a concurrent unassign (or delete) removes what it assigned before the
// handler reads its view back: every read after the command finds nothing.
vi.mock('../shared/access', async (actual) => ({ ...(await actual<typeof import('../shared/access')>()), findGroup: vi.fn(async () => ({ id: 'g1' })) }));
vi.mock('../shared/group-views', () => ({ groupTrainingViews: vi.fn(async () => []) }));
vi.mock('../shared/bundle-views', () => ({ groupBundleViews: vi.fn(async () => []) }));
vi.mock('../read/bundles/queries', () => ({ listBundles: vi.fn(async () => [{ id: 'b1', companyId: 'c1' }]) }));
vi.mock('../read/groups/queries', () => ({ groupTrainings: vi.fn(async () => [{ trainingId: 't1', viaBundle: null }]) }));

const c: Caller = companyCaller('c1', 'u1', 'admin');
const run = vi.fn(async () => ({}));
const deps = {
  k: { db: {}, clock: { now: () => new Date('2026-01-01T00:00:00Z') }, commands: { run } },
  catalog: { liveTrainings: async () => [{ id: 't1', companyId: 'c1' }] },
} as unknown as OrganizationDeps;

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
};

describe('an assignment removed between the command and reading it back', () => {
  beforeEach(() => run.mockClear());

  it('assign training answers 404 training_not_assigned, not a 500', async () => {
    const err = await failure(assignTraining(deps, c, 'g1', 't1', 2));
    expect(run).toHaveBeenCalledTimes(1);
    expect([err.status, err.code]).toEqual([404, 'training_not_assigned']);
  });

  it('change deadline answers 404 training_not_assigned, not a 500', async () => {
    const err = await failure(changeDeadline(deps, c, 'g1', 't1', 3));
    expect(run).toHaveBeenCalledTimes(1);
    expect([err.status, err.code]).toEqual([404, 'training_not_assigned']);
  });

  it('assign bundle answers 404 bundle_not_assigned, not a 500', async () => {
    const err = await failure(assignBundle(deps, c, 'g1', 'b1', null));
    expect(run).toHaveBeenCalledTimes(1);
    expect([err.status, err.code]).toEqual([404, 'bundle_not_assigned']);
  });
});
