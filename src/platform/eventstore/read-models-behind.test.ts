import { describe, expect, it } from 'vitest';
import { ReadModelsBehind } from './read-models-behind';

describe('ReadModelsBehind: the read-model waits that timed out during a request', () => {
  it('names nothing when nothing was reported since the mark', () => {
    const lag = new ReadModelsBehind();
    lag.report(['before.mark']);
    expect(lag.since(lag.mark())).toEqual([]);
  });

  it('names what was reported after the mark, each read model once, in the order first reported', () => {
    const lag = new ReadModelsBehind();
    lag.report(['before.mark']);
    const mark = lag.mark();
    lag.report(['compliance.units', 'catalog.trainings']);
    lag.report(['catalog.trainings']);
    expect(lag.since(mark)).toEqual(['compliance.units', 'catalog.trainings']);
  });

  it('a request that started earlier sees the reports of a later one; a later one not those before it', () => {
    const lag = new ReadModelsBehind();
    const early = lag.mark();
    lag.report(['a']);
    const late = lag.mark();
    lag.report(['b']);
    expect(lag.since(early)).toEqual(['a', 'b']);
    expect(lag.since(late)).toEqual(['b']);
  });

  it('keeps only the latest reports: a mark older than all of them sees those kept', () => {
    const lag = new ReadModelsBehind(2);
    const mark = lag.mark();
    for (const name of ['a', 'b', 'c']) lag.report([name]);
    expect(lag.since(mark)).toEqual(['b', 'c']);
  });
});
