import { describe, expect, it } from 'vitest';
import { decode } from '../../../../platform/http';
import { LibraryQuery } from './schema';

describe('library query string', () => {
  it('defaults to page 1 of all trainings without filters', () => {
    expect(decode(LibraryQuery, {})).toEqual({ tags: [], search: '', ownership: 'alle', page: 1 });
  });
  it('reads tags as a trimmed comma list of at most 50 ids and "all" as "alle"', () => {
    const many = Array.from({ length: 60 }, (_, i) => `t${i}`).join(',');
    expect(decode(LibraryQuery, { tags: ' a, ,b ', ownership: 'all', page: '3' })).toEqual({ tags: ['a', 'b'], search: '', ownership: 'alle', page: 3 });
    expect(decode(LibraryQuery, { tags: many }).tags).toHaveLength(50);
  });
  it('refuses a page that is not a positive whole number', () => {
    expect(() => decode(LibraryQuery, { page: '0' })).toThrow('Invalid page number.');
    expect(() => decode(LibraryQuery, { ownership: 'mine' })).toThrow();
  });
});
