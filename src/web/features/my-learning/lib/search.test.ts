import { describe, expect, it } from 'vitest';
import { hasActiveFilters, parseMyLearningSearch, toMyLearningSearch } from './search';

describe('My Learning address', () => {
  it('reads defaults from an empty address', () => {
    expect(parseMyLearningSearch({})).toEqual({ search: '', status: 'all', tags: [], page: 1, view: 'trainings' });
  });

  it('reads search, status, tags, page (string or number) and the evidence tab', () => {
    expect(parseMyLearningSearch({ search: ' Brand ', status: 'open', tags: 'a, b,a', page: 2, view: 'nachweise' })).toEqual({
      search: 'Brand',
      status: 'open',
      tags: ['a', 'b'],
      page: 2,
      view: 'evidence',
    });
    expect(parseMyLearningSearch({ page: '3' }).page).toBe(3);
  });

  it('falls back on unknown status and broken pages', () => {
    const state = parseMyLearningSearch({ status: 'done', page: '-1' });
    expect(state.status).toBe('all');
    expect(state.page).toBe(1);
  });

  it('writes only what differs from the defaults and reads back the same', () => {
    const state = { search: 'Erste Hilfe', status: 'completed' as const, tags: ['t1'], page: 2, view: 'evidence' as const };
    const address = toMyLearningSearch(state);
    expect(address).toEqual({ search: 'Erste Hilfe', status: 'completed', tags: 't1', page: 2, view: 'nachweise' });
    expect(parseMyLearningSearch(address)).toEqual(state);
    expect(toMyLearningSearch(parseMyLearningSearch({}))).toEqual({});
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters(parseMyLearningSearch({}))).toBe(false);
    expect(hasActiveFilters(parseMyLearningSearch({ tags: 'x' }))).toBe(true);
    expect(hasActiveFilters(parseMyLearningSearch({ view: 'nachweise' }))).toBe(false);
  });
});
